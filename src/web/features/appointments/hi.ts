/** Hindi text of the customer's appointments (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { appointmentsText } from './en';

export default {
  namespace: 'appointments',
  words: {
    'list.title': 'मेरे अपॉइंटमेंट',
    'list.subtitle': 'आपके बुक किए सभी अपॉइंटमेंट, सबसे नए पहले।',
    'list.filter': 'अपॉइंटमेंट दिखाएँ',
    'list.empty': 'कोई अपॉइंटमेंट नहीं मिला',
    'list.emptyBody': 'बुक किया गया हर अपॉइंटमेंट अपने स्टेटस के साथ यहाँ दिखेगा।',
    'list.emptyAction': 'सर्विसेज़ देखें',
    'list.loadMore': 'और दिखाएँ',
    'list.loadingMore': 'और अपॉइंटमेंट लोड हो रहे हैं…',
    'list.end': 'बस, इतने ही अपॉइंटमेंट हैं।',
    'list.failed': 'आपके अपॉइंटमेंट लोड नहीं हो सके।',
    'list.retry': 'फिर से कोशिश करें',
    'list.count_one': '{{count}} अपॉइंटमेंट',
    'list.count_other': '{{count}} अपॉइंटमेंट',

    'filter.all': 'सभी',
  },
} satisfies Translation<typeof appointmentsText>;
