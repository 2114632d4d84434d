/** Hindi text of the Add Customer modal (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { customersText } from './en';

export default {
  namespace: 'customers',
  words: {
    'add.title': 'ग्राहक जोड़ें',
    'add.intro': 'काउंटर से नए ग्राहक का अकाउंट बनाएँ। बस नाम और फ़ोन ज़रूरी है।',
    'add.passwordNote': 'ग्राहक को अपने-आप बना पासवर्ड मिलता है; एडमिन यूज़र्स पेज से अपना चुना हुआ पासवर्ड रख सकते हैं।',
    'field.name': 'नाम',
    'field.email': 'ईमेल',
    'action.add': 'ग्राहक जोड़ें',
    'toast.added': 'ग्राहक जुड़ गया',
    'toast.failed': 'कुछ गड़बड़ हो गई',
  },
} satisfies Translation<typeof customersText>;
