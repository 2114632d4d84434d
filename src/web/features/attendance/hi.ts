/** Hindi text of attendance (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { attendanceText } from './en';

export default {
  namespace: 'attendance',
  words: {
    'page.title': 'हाज़िरी',
    'page.staffSubtitle': 'आते समय और जाते समय हाज़िरी लगाएँ।',
    'page.adminSubtitle': 'हर स्टाफ़ मेंबर की आज की हाज़िरी, {{date}}।',
    'page.markLink': 'हाज़िरी लगाएँ',
    'page.failed': 'हाज़िरी लोड नहीं हो सकी।',
    'page.retry': 'फिर से कोशिश करें',

    'clock.label': 'सैलून का समय',

    'today.checkIn': 'चेक इन',
    'today.checkOut': 'चेक आउट',
    'today.total': 'कुल घंटे',
    'today.notCheckedIn': 'अभी चेक इन नहीं हुआ',
    'today.notCheckedOut': 'अभी चेक आउट नहीं हुआ',
    'today.done': 'आज की हाज़िरी लग गई',
    'today.noStaff': 'अभी कोई स्टाफ़ मेंबर नहीं है।',
    'today.doneHint': 'आज का चेक इन और चेक आउट हो गया। कल मिलते हैं!',

    'action.checkIn': 'चेक इन',
    'action.checkOut': 'चेक आउट',
    'action.update': 'अपडेट करें',
    'action.updateFor': '{{name}} की हाज़िरी अपडेट करें',
    'action.mark': 'हाज़िरी लगाएँ',
    'action.markFor': '{{name}} की हाज़िरी लगाएँ',
    'action.save': 'सेव करें',

    'mark.checkInTitle': 'चेक इन',
    'mark.checkOutTitle': 'चेक आउट',
    'mark.checkInText': 'पक्का करते ही आपका चेक इन सैलून के समय से दर्ज हो जाएगा।',
    'mark.checkOutText': 'पक्का करते ही आपका चेक आउट सैलून के समय से दर्ज हो जाएगा।',
    'mark.comment': 'टिप्पणी',
    'mark.commentPlaceholder': 'ज़रूरी नहीं',

    'update.title': 'हाज़िरी अपडेट करें',
    'update.checkInTitle': 'चेक इन',
    'update.for': '{{name}} · {{date}}',
    'update.which': 'कौन-सा समय',
    'update.checkInTime': 'चेक इन का समय',
    'update.checkOutTime': 'चेक आउट का समय',
    'update.checkOutNeedsCheckIn': 'चेक इन लगने के बाद ही चेक आउट का समय डाला जा सकता है।',

    'review.title': 'हाज़िरी लगाएँ',
    'review.subtitle': 'किसने हाज़िरी लगाई और किसने नहीं।',
    'review.range': 'तारीख़ से–तक',
    'review.rangePlaceholder': 'तारीख़ें चुनें',
    'review.rangeIncomplete': 'आख़िरी दिन भी चुनें।',
    'review.marked': 'लगी हुई हाज़िरी',
    'review.markedCount_one': '{{count}} रिकॉर्ड',
    'review.markedCount_other': '{{count}} रिकॉर्ड',
    'review.markedEmpty': 'इन तारीख़ों में कोई हाज़िरी नहीं लगी।',
    'review.notMarked': '{{date}} को हाज़िरी नहीं लगी',
    'review.notMarkedFuture': 'हाज़िरी नहीं लगी',
    'review.notMarkedEmpty': 'सबकी हाज़िरी लग गई है।',
    'review.notMarkedNone': 'चुनी हुई तारीख़ें अभी आई नहीं हैं।',
    'review.back': 'आज की हाज़िरी',

    'column.number': '#',
    'column.name': 'स्टाफ़ का नाम',
    'column.date': 'तारीख़',
    'column.checkIn': 'चेक इन',
    'column.checkOut': 'चेक आउट',
    'column.total': 'कुल घंटे',
    'column.staffId': 'स्टाफ़ ID',
    'column.mark': 'हाज़िरी लगाएँ',
    'column.action': 'ऐक्शन',

    'total.value': '{{hours}} घंटे {{minutes}} मिनट',
    'total.none': '—',

    'toast.checkInMarked': 'चेक इन हो गया',
    'toast.checkOutMarked': 'चेक आउट हो गया',
    'toast.checkInUpdated': 'चेक इन अपडेट हो गया',
    'toast.checkOutUpdated': 'चेक आउट अपडेट हो गया',
    'toast.alreadyMarked': 'आपकी हाज़िरी पहले ही लग चुकी है',
    'toast.failed': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  },
} satisfies Translation<typeof attendanceText>;
