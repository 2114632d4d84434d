/** Hindi text of the accountant's month sheet of tax invoices (invoice-sheet-en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { invoiceSheetText } from './invoice-sheet-en';

export default {
  namespace: 'invoiceSheet',
  words: {
    button: 'इनवॉइस शीट',
    description: 'महीने के टैक्स इनवॉइस जीएसटीआर-1 के लिए एक्सेल फ़ाइल में डाउनलोड करें',
    failed: 'इनवॉइस शीट नहीं बन सकी। कृपया फिर से कोशिश करें।',

    'sheet.invoices': 'इनवॉइस',
    'sheet.days': 'दिन',
    'column.number': 'इनवॉइस नंबर',
    'column.date': 'इनवॉइस की तारीख़',
    'column.customer': 'ग्राहक',
    'column.phone': 'फ़ोन',
    'column.rate': 'GST रेट (%)',
    'column.taxable': 'टैक्स योग्य राशि',
    'column.cgst': 'CGST',
    'column.sgst': 'SGST',
    'column.total': 'इनवॉइस की राशि',
    'column.status': 'स्थिति',
    'column.day': 'तारीख़',
    'column.count': 'इनवॉइस',
    'column.dayTotal': 'कुल',
    'row.cancelled': 'रद्द: {{reason}}',
    footer: 'कुल',
  },
} satisfies Translation<typeof invoiceSheetText>;
