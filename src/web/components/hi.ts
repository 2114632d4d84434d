/** Hindi text of the shared components (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import { NOT_FOUND_DESCRIPTION_HI, NOT_FOUND_TITLE_HI } from '@shared/seo';
import type { commonText } from './en';

export default {
  namespace: 'common',
  words: {
    loading: 'लोड हो रहा है…',
    dismiss: 'रहने दें',
    clear: 'साफ़ करें',
    'pagination.first': 'पहला पेज',
    'pagination.previous': 'पिछला पेज',
    'pagination.next': 'अगला पेज',
    'pagination.last': 'आख़िरी पेज',
    'calendar.previousMonth': 'पिछला महीना',
    'calendar.nextMonth': 'अगला महीना',
    'calendar.previousYear': 'पिछला साल',
    'calendar.nextYear': 'अगला साल',
    'calendar.previousDecade': 'पिछले दस साल',
    'calendar.nextDecade': 'अगले दस साल',
    'date.shape': 'साल-महीना-दिन',
    'brand.home': 'होम पेज',
    'table.sortBy': 'क्रम से लगाएँ',
    'error.title': 'कुछ गड़बड़ हो गई',
    'error.body': 'यह पेज नहीं खुल सका। पेज दोबारा लोड करने से अक्सर ठीक हो जाता है; न हो, तो थोड़ी देर बाद फिर से कोशिश करें।',
    'error.reload': 'पेज दोबारा लोड करें',
    'error.home': 'होम पेज पर जाएँ',
    'notFound.title': 'पेज नहीं मिला',
    'notFound.pageTitle': NOT_FOUND_TITLE_HI,
    'notFound.body': NOT_FOUND_DESCRIPTION_HI,
    'notFound.home': 'होम पेज पर जाएँ',
  },
} satisfies Translation<typeof commonText>;
