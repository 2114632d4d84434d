/** Hindi text of the admin's offers page (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { offersAdminText } from './en';

export default {
  namespace: 'offersAdmin',
  words: {
    'page.title': 'ऑफ़र्स',
    'page.subtitle': 'ग्राहक ऑफ़र्स के पेज पर इन्हें इसी क्रम में देखते हैं। बंद ऑफ़र्स नहीं दिखते।',
    'page.add': 'ऑफ़र जोड़ें',
    'page.empty': 'कोई ऑफ़र नहीं मिला!',
    'page.failed': 'ऑफ़र्स लोड नहीं हो सके।',
    'page.count_one': '{{count}} ऑफ़र',
    'page.count_other': '{{count}} ऑफ़र्स',

    'column.actions': 'ऐक्शन',
    'column.name': 'ऑफ़र का नाम',
    'column.image': 'तस्वीर',
    'column.id': 'ID',
    'column.status': 'स्टेटस',
    'column.expiryStatus': 'एक्सपायरी स्टेटस',
    'column.expiryDate': 'एक्सपायरी तारीख़',
    'column.sorting': 'क्रम',

    'expiry.none': 'कोई एक्सपायरी नहीं',

    'action.edit': '{{name}} बदलें',
    'action.delete': '{{name}} हटाएँ',
    'action.save': 'सेव करें',

    'form.addTitle': 'ऑफ़र जोड़ें',
    'form.editTitle': 'ऑफ़र बदलें',
    'form.name': 'ऑफ़र का नाम',
    'form.nameHi': 'हिन्दी में ऑफ़र का नाम',
    'form.image': 'तस्वीर',
    'form.imagePlaceholder': 'तस्वीर चुनें',
    'form.imageHint': 'JPEG, PNG या WebP, 5 MB तक।',
    'form.imageKeep': 'मौजूदा तस्वीर रखने के लिए खाली छोड़ दें।',
    'form.imageTooLarge': 'तस्वीर 5 MB से बड़ी नहीं हो सकती।',
    'form.imageNotImage': 'कृपया तस्वीर वाली फ़ाइल चुनें।',
    'form.currentImage': '{{name}} की मौजूदा तस्वीर',
    'form.preview': 'चुनी गई तस्वीर की झलक',
    'form.expiry': 'एक्सपायरी तारीख़',
    'form.expiryPlaceholder': 'कोई एक्सपायरी नहीं',
    'form.sorting': 'क्रम',
    'form.failed': 'ऑफ़र सेव नहीं हो सका। कृपया फिर से कोशिश करें।',

    'delete.title': 'ऑफ़र हटाएँ',
    'delete.question': 'क्या यह ऑफ़र सच में हटाना है?',
    'delete.failed': 'ऑफ़र हटाया नहीं जा सका। कृपया फिर से कोशिश करें।',

    'toast.added': 'ऑफ़र जोड़ दिया गया!',
    'toast.updated': 'ऑफ़र अपडेट हो गया!',
    'toast.deleted': 'ऑफ़र हटा दिया गया!',
  },
} satisfies Translation<typeof offersAdminText>;
