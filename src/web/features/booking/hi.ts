/** Hindi text of the Book Appointment modal and of booking from an offer (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { bookingText } from './en';

export default {
  namespace: 'booking',
  words: {
    'modal.title': 'अपॉइंटमेंट बुक करें',
    'modal.intro': 'बताएँ कि आप कब आना चाहें। हर बुकिंग हम फ़ोन करके पक्की करते हैं।',
    'modal.close': 'बंद करें',

    'field.name': 'नाम',
    'field.email': 'ईमेल',
    'field.phone': 'फ़ोन',
    'field.phoneHint': '10 अंकों का मोबाइल नंबर',
    'field.date': 'तारीख़',
    'field.datePlaceholder': 'तारीख़ चुनें',
    'field.dateClear': 'तारीख़ हटाएँ',
    'field.time': 'समय',
    'field.services': 'सर्विसेज़',
    'field.servicesPlaceholder': 'एक या ज़्यादा सर्विसेज़ चुनें',
    'field.servicesLoading': 'सर्विसेज़ लोड हो रही हैं…',
    'field.servicesNone': 'ऐसी कोई सर्विस नहीं मिली',
    'field.servicesFailed': 'सर्विसेज़ लोड नहीं हो सकीं।',
    'field.servicesRetry': 'फिर से कोशिश करें',
    'field.servicesClear': 'चुनी हुई सर्विसेज़ हटाएँ',
    'field.servicesChoose': 'सर्विसेज़ चुनें',
    'field.servicesChange': 'सर्विसेज़ जोड़ें या बदलें',
    'field.serviceRemove': '{{name}} हटाएँ',
    'field.hours': 'खुलने का समय: {{hours}}',
    'field.outsideHours': 'इस समय सैलून बंद रहता है। फिर भी बुकिंग हो सकती है: समय तय करने के लिए हम आपको फ़ोन करेंगे।',
    'field.staff': 'स्टाफ़',
    'field.staffPlaceholder': 'स्टाफ़ मेंबर चुनें',
    'field.staffLoading': 'स्टाफ़ लोड हो रहा है…',
    'field.staffNone': 'ऐसा कोई स्टाफ़ मेंबर नहीं मिला',
    'field.staffFailed': 'स्टाफ़ की लिस्ट लोड नहीं हो सकी।',
    'field.comment': 'टिप्पणी',
    'field.commentPlaceholder': 'कुछ और बताना है? पसंद का लुक, पसंदीदा स्टाइलिस्ट…',
    'field.extra': 'और जानकारी (ज़रूरी नहीं)',
    'field.extraPlaceholder': 'जैसे: कोई एलर्जी, साथ में एक और मेहमान, पार्किंग',

    'picker.title': 'सर्विसेज़ चुनें',
    'picker.search': 'सर्विसेज़ खोजें',
    'picker.chosen_one': '{{count}} चुनी गई',
    'picker.chosen_other': '{{count}} चुनी गईं',
    'picker.done': 'हो गया',

    'product.list': 'प्रोडक्ट',
    'product.add': 'प्रोडक्ट जोड़ें',
    'product.remove': '{{name}} हटाएँ',
    'product.added': 'प्रोडक्ट जोड़ दिया गया!',

    'action.book': 'अपॉइंटमेंट बुक करें',
    'action.cancel': 'रद्द करें',
    'action.done': 'ठीक है',

    'success.title': 'अपॉइंटमेंट बुक हो गया',
    'success.text': 'पक्का करने के लिए हम आपको फ़ोन करेंगे। आपकी बुकिंग:',
    'success.when': 'कब',
    'success.services': 'सर्विसेज़',
    'success.products': 'प्रोडक्ट',
    'success.product': '{{name}} ({{price}})',
    'success.notMentioned': 'नहीं बताया',
    'success.at': '{{date}}, {{time}}',

    'error.generic': 'कुछ गड़बड़ हो गई',
  },
} satisfies Translation<typeof bookingText>;
