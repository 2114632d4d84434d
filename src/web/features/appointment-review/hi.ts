/** Hindi text of the admin's appointments review (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { appointmentReviewText } from './en';

export default {
  namespace: 'appointmentReview',
  words: {
    'page.title': 'अपॉइंटमेंट',
    'page.subtitle': 'ग्राहकों के बुक किए अपॉइंटमेंट मंज़ूर या नामंज़ूर करें।',
    'filter.label': 'अपॉइंटमेंट फ़िल्टर करें',
    'filter.year': 'साल',
    'filter.month': 'महीना',
    'filter.allMonths': 'सभी महीने',
    'list.count_one': '{{count}} अपॉइंटमेंट',
    'list.count_other': '{{count}} अपॉइंटमेंट',
    'list.empty': 'कोई अपॉइंटमेंट नहीं मिला!',
    'list.emptyBody': 'इस दौरान कुछ बुक नहीं हुआ। कोई दूसरा महीना या साल चुनकर देखें।',
    'list.failed': 'अपॉइंटमेंट लोड नहीं हो सके।',
    'list.pagination': 'अपॉइंटमेंट के पेज',

    'card.customer': 'ग्राहक',
    'card.phone': 'फ़ोन',
    'card.email': 'ईमेल',
    'card.comment': 'टिप्पणी',
    'card.guest': 'मेहमान',

    'action.approve': 'मंज़ूर करें',
    'action.reject': 'नामंज़ूर करें',
    'action.cancel': 'रद्द करें',

    'approve.title': 'अपॉइंटमेंट #{{id}} मंज़ूर करें',
    'approve.checking': 'देख रहे हैं कि इस समय कोई और अपॉइंटमेंट मंज़ूर तो नहीं…',
    'approve.question': '{{name}} का अपॉइंटमेंट मंज़ूर करें?',
    'approve.clash_one': 'इस तारीख़ और समय पर एक और अपॉइंटमेंट पहले से मंज़ूर है: {{list}}। फिर भी मंज़ूर करें?',
    'approve.clash_other': 'इस तारीख़ और समय पर दूसरे अपॉइंटमेंट पहले से मंज़ूर हैं: {{list}}। फिर भी मंज़ूर करें?',
    'approve.clashTitle': 'यह समय पहले से बुक है',
    'approve.confirm': 'मंज़ूर करें',
    'approve.confirmAnyway': 'फिर भी मंज़ूर करें',

    'reject.title': 'अपॉइंटमेंट #{{id}} नामंज़ूर करें',
    'reject.question': '{{name}} का अपॉइंटमेंट नामंज़ूर करें? ग्राहक को वजह “मेरे अपॉइंटमेंट” में दिखेगी।',
    'reject.reason': 'वजह',
    'reject.reasonPlaceholder': 'जैसे: उस दिन स्टाइलिस्ट छुट्टी पर हैं।',
    'reject.confirm': 'नामंज़ूर करें',

    'toast.approved': 'अपॉइंटमेंट मंज़ूर हो गया',
    'toast.rejected': 'अपॉइंटमेंट नामंज़ूर हो गया',
    'toast.failed': 'अपॉइंटमेंट अपडेट नहीं हो सका।',

    'whatsapp.send': 'WhatsApp पर भेजें',
    'whatsapp.sendTo': '{{name}} को WhatsApp पर भेजें',
    'whatsapp.when': '{{date}}, {{time}}',
    'whatsapp.approved': '{{salon}} में आपका अपॉइंटमेंट {{when}} के लिए पक्का हो गया है।',
    'whatsapp.approvedUndated': '{{salon}} में आपका अपॉइंटमेंट पक्का हो गया है। समय तय करने के लिए हम आपको फ़ोन करेंगे।',
    'whatsapp.seeYou': 'जल्द मिलते हैं!',
    'whatsapp.rejected': 'माफ़ करें, {{when}} के लिए {{salon}} में आपका अपॉइंटमेंट मंज़ूर नहीं हो सका।',
    'whatsapp.rejectedUndated': 'माफ़ करें, {{salon}} में आपका अपॉइंटमेंट मंज़ूर नहीं हो सका।',
    'whatsapp.reason': 'वजह: {{reason}}',
    'whatsapp.rebook': 'कृपया हमें फ़ोन करें या कोई दूसरा समय बुक करें।',
  },
} satisfies Translation<typeof appointmentReviewText>;
