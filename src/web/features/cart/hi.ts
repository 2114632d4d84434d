/** Hindi text of My Room, the cart (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { cartText } from './en';

export default {
  namespace: 'cart',
  words: {
    'room.title': 'मेरा रूम',
    'room.subtitle': 'आपकी चुनी हुई सर्विसेज़, एक साथ बुक करने के लिए तैयार।',
    'room.count_one': '{{count}} सर्विस',
    'room.count_other': '{{count}} सर्विस',
    'room.empty': 'आपका रूम खाली है',
    'room.emptyBody': 'अपनी पसंद की सर्विसेज़ चुनें, बुक करने तक वे यहीं आपका इंतज़ार करेंगी।',
    'room.addServices': 'सर्विसेज़ जोड़ें',
    'room.addMore': 'और सर्विसेज़ जोड़ें',
    'room.note': 'नोट: अपॉइंटमेंट पक्का होने तक यह कीमत बदल सकती है।',

    'column.service': 'सर्विस',
    'column.quantity': 'मात्रा',
    'column.unitCharges': 'एक का चार्ज',
    'column.discount': 'डिस्काउंट',
    'column.totalCharges': 'कुल चार्ज',
    'quantity.less': 'एक {{name}} कम करें',
    'quantity.remove': 'मेरे रूम से {{name}} हटाएँ',
    'quantity.more': 'एक {{name}} और जोड़ें',
    'quantity.value': '{{name}} की मात्रा',

    'summary.title': 'कीमत का विवरण',
    'summary.subtotal': 'सबटोटल',
    'summary.discount': 'डिस्काउंट',
    'summary.total': 'कुल',

    'book.title': 'अपॉइंटमेंट बुक करें',
    'book.hint': 'तारीख़ और समय ज़रूरी नहीं: इन्हें खाली छोड़ दें, हम आपको फ़ोन करके समय तय कर लेंगे।',
    'book.pickDate': 'तारीख़ चुनें',
    'book.pickDatePlaceholder': 'कोई भी दिन',
    'book.pickTime': 'समय चुनें',
    'book.pickTimeFirst': 'पहले तारीख़ चुनें',
    'book.as': '{{name}}, {{phone}} के लिए बुकिंग',
    'book.submit': 'अपॉइंटमेंट बुक करें',
    'book.failed': 'अपॉइंटमेंट बुक नहीं हो सका। कृपया फिर से कोशिश करें।',

    'booked.title': 'आपका अपॉइंटमेंट बुक हो गया',
    'booked.body': 'हम जल्द ही इसे पक्का करेंगे। इसका स्टेटस मेरे अपॉइंटमेंट में देखें।',
    'booked.name': 'नाम',
    'booked.date': 'तारीख़',
    'booked.time': 'समय',
    'booked.services': 'सर्विसेज़',
    'booked.notMentioned': 'नहीं बताया',
    'booked.goHome': 'होम पेज पर जाएँ',
    'booked.viewAppointments': 'अपॉइंटमेंट देखें',
  },
} satisfies Translation<typeof cartText>;
