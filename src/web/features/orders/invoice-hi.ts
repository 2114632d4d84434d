/** Hindi text of the Quick Invoice (invoice-en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { quickInvoiceText } from './invoice-en';
import { paymentMethodHi } from './hi';

export default {
  namespace: 'quickInvoice',
  words: {
    ...paymentMethodHi,
    'page.title': 'क्विक बिल',
    'page.subtitle': 'ग्राहक की आज की सर्विसेज़ और प्रोडक्ट्स का बिल बनाएँ।',
    'page.toList': 'सभी ऑर्डर',

    'customer.title': 'ग्राहक',
    'customer.label': 'ग्राहक',
    'customer.placeholder': 'नाम या फ़ोन नंबर से खोजें',
    'customer.none': 'कोई ग्राहक नहीं मिला',
    'customer.add': 'ग्राहक जोड़ें',
    'customer.chosen': '{{name}} · {{phone}}',

    'billDate.date': 'बिल की तारीख़',
    'billDate.time': 'समय',

    'services.title': 'सर्विसेज़',
    'services.choose': 'सर्विस',
    'services.choosePlaceholder': 'सर्विस चुनें',
    'services.chooseHint': 'चुनते ही सर्विस बिल में जुड़ जाती है।',
    'services.add': 'सर्विस जोड़ें',
    'services.empty': 'अभी कोई सर्विस नहीं जोड़ी गई।',
    'services.staff': 'स्टाफ़',
    'services.staffPlaceholder': 'किसने की',
    'services.qty': 'मात्रा',
    'services.discount': 'डिस्काउंट (एक पर)',
    'services.lineTotal': 'रकम',
    'services.remove': '{{name}} हटाएँ',
    'services.price': 'एक का {{price}}',

    'products.title': 'प्रोडक्ट्स',
    'products.add': 'प्रोडक्ट जोड़ें',
    'products.empty': 'कोई प्रोडक्ट नहीं जोड़ा गया।',
    'products.discount': 'डिस्काउंट',
    'products.remove': '{{name}} हटाएँ',

    'payment.title': 'पेमेंट',
    'payment.hintItems': 'पहले कोई सर्विस या प्रोडक्ट जोड़ें।',
    'payment.hintMethod': 'पेमेंट का तरीका चुनें।',

    'totals.title': 'हिसाब',
    'totals.gross': 'सबटोटल',
    'totals.discount': 'डिस्काउंट',
    'totals.gst': 'GST',
    'totals.total': 'कुल',
    'totals.paid': 'अभी जमा',
    'totals.due': 'बकाया',
    'totals.barDue': 'बकाया {{amount}}',
    submit: 'भेजें',
    submitting: 'सेव हो रहा है…',
    created: 'ऑर्डर बन गया!',
    failed: 'बिल सेव नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
} satisfies Translation<typeof quickInvoiceText>;
