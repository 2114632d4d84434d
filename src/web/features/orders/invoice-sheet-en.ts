/**
 * English text of the accountant's month sheet of tax invoices, GSTR-1's B2C layout, on the order list
 * (docs/product.md#gst-invoices, #order-list).
 */
import { defineText } from '@web/i18n';

export const invoiceSheetEn = {
  button: 'Invoice sheet',
  description: 'Download the month’s tax invoices for GSTR-1 as an Excel file',
  failed: 'The invoice sheet could not be made. Please try again.',

  'sheet.invoices': 'Invoices',
  'sheet.days': 'Days',
  'column.number': 'Invoice number',
  'column.date': 'Invoice date',
  'column.customer': 'Customer',
  'column.phone': 'Phone',
  'column.rate': 'Rate (%)',
  'column.taxable': 'Taxable value',
  'column.cgst': 'CGST',
  'column.sgst': 'SGST',
  'column.total': 'Invoice value',
  'column.status': 'Status',
  'column.day': 'Date',
  'column.count': 'Invoices',
  'column.dayTotal': 'Total',
  'row.cancelled': 'Cancelled: {{reason}}',
  footer: 'Total',
} as const;

export const invoiceSheetText = defineText('invoiceSheet', invoiceSheetEn);
