/** English text of the Quick Invoice (docs/product.md#quick-invoice, #validation-invoice, #errors-back-office). */
import { defineText } from '@web/i18n';
import { paymentMethodEn } from './en';

export const quickInvoiceEn = {
  'page.title': 'Quick Invoice',
  'page.subtitle': 'Bill a customer for today’s services and products.',
  'page.toList': 'All orders',

  'customer.title': 'Customer',
  'customer.label': 'Customer',
  'customer.placeholder': 'Search by name or phone',
  'customer.none': 'No customer found',
  'customer.add': 'Add Customer',
  'customer.chosen': '{{name}} · {{phone}}',

  'billDate.date': 'Bill date',
  'billDate.time': 'Time',

  'services.title': 'Services',
  'services.choose': 'Service',
  'services.choosePlaceholder': 'Choose a service',
  'services.chooseHint': 'Choosing one adds it to the bill.',
  'services.add': 'Add Service',
  'services.empty': 'No services added yet.',
  'services.staff': 'Staff',
  'services.staffPlaceholder': 'Who did it',
  'services.qty': 'Qty',
  'services.discount': 'Discount (each)',
  'services.lineTotal': 'Line total',
  'services.remove': 'Remove {{name}}',
  'services.price': '{{price}} each',

  'products.title': 'Products',
  'products.add': 'Add Product',
  'products.empty': 'No products added.',
  'products.discount': 'Discount',
  'products.remove': 'Remove {{name}}',

  'payment.title': 'Payment',
  ...paymentMethodEn,
  'payment.hintItems': 'Add a service or product first.',
  'payment.hintMethod': 'Choose how the customer pays.',

  'totals.title': 'Summary',
  'totals.gross': 'Subtotal',
  'totals.discount': 'Discount',
  'totals.gst': 'GST',
  'totals.total': 'Total',
  'totals.paid': 'Paid now',
  'totals.due': 'Due',
  'totals.barDue': 'Due {{amount}}',
  submit: 'Submit',
  submitting: 'Saving…',
  created: 'Order has been created!',
  failed: 'The invoice could not be saved. Please try again.',
} as const;

export const quickInvoiceText = defineText('quickInvoice', quickInvoiceEn);
