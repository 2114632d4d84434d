/**
 * The accountant's month sheet (docs/product.md#gst-invoices): every tax invoice billed in a month of the salon's
 * calendar, in GSTR-1's B2C layout, its figures from the tax kept as billed. A cancelled invoice keeps its row and
 * number with no value. A month holds at most INVOICE_SHEET_MAX_ROWS invoices; more are refused (422).
 */
import { paiseToRupees } from '@shared/money';
import { lastDayOfMonth } from '@shared/salon-time';
import { ORDER_MESSAGES } from '@shared/orders.schemas';
import { INVOICE_SHEET_MAX_ROWS, type InvoiceSheetQuery, type InvoiceSheetRow } from '@shared/invoice-sheet.schemas';
import type { AppContext } from '@server/context';
import { HttpError } from '@server/plugins/errors';
import type { StoredTax } from './orders.mapper';
import { listSheetInvoices, type SheetInvoiceRow } from './invoice-sheet.repository';

/** The invoice's rates in percent, lowest first, each once: '5', or '5, 18' when its lines differ. */
function ratesOf(tax: StoredTax | null): string {
  const basisPoints = [...new Set(tax?.lines.map((line) => line.rate) ?? [])].sort((a, b) => a - b);
  return basisPoints.map((rate) => String(rate / 100)).join(', ');
}

function toSheetRow(row: SheetInvoiceRow): InvoiceSheetRow {
  const tax = row.tax === '' ? null : (JSON.parse(row.tax) as StoredTax);
  const cancelled = row.cancelled_at !== null;
  // GSTR-1 reports a cancelled document with no value.
  const rupees = (paise: number | undefined) => (cancelled ? 0 : paiseToRupees(paise ?? 0));
  return {
    invoice_number: row.invoice_number ?? '',
    date: row.bill_day,
    customer: row.customer_name,
    phone: row.customer_phone,
    // Customers are consumers (B2C): none has a GSTIN.
    gstin: '',
    rate: ratesOf(tax),
    taxable: rupees(tax?.taxable_paise),
    cgst: rupees(tax?.cgst_paise),
    sgst: rupees(tax?.sgst_paise),
    total: rupees(tax?.total_paise),
    cancelled,
    reason: cancelled ? row.cancel_reason : '',
  };
}

export async function invoiceSheet({ db }: AppContext, { year, month }: InvoiceSheetQuery): Promise<InvoiceSheetRow[]> {
  const fromDay = `${year}-${String(month).padStart(2, '0')}-01`;
  const rows = await listSheetInvoices(db, { fromDay, toDay: lastDayOfMonth(year, month) }, INVOICE_SHEET_MAX_ROWS + 1);
  if (rows.length > INVOICE_SHEET_MAX_ROWS) throw new HttpError(422, ORDER_MESSAGES.sheetTooLarge);
  return rows.map(toSheetRow);
}
