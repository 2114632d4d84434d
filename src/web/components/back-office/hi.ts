/** Hindi text of the back-office kit (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { backOfficeText } from './en';

export default {
  namespace: 'backOffice',
  words: {
    'comment.more': 'पूरी टिप्पणी देखें',
    'comment.less': 'कम दिखाएँ',
    'list.retry': 'फिर से कोशिश करें',
    'action.cancel': 'रद्द करें',
    'action.delete': 'हटाएँ',
    'status.label': 'स्टेटस',
    'status.placeholder': 'स्टेटस चुनें',
    'status.1': 'चालू',
    'status.0': 'बंद',
    'hindi.hint': 'ज़रूरी नहीं: हिन्दी पेजों पर दिखेगा। खाली हो तो अंग्रेज़ी दिखेगी।',
  },
} satisfies Translation<typeof backOfficeText>;
