/**
 * The accountant's month sheet of tax invoices, GSTR-1's B2C layout (docs/product.md#gst-invoices, #api-orders):
 * GET /api/order/invoice_sheet?year=&month= (admin), a row per tax invoice billed in the month, in rupees.
 */
import { z } from 'zod';
import { YEAR_RANGE } from './constants';
import { ORDER_MESSAGES } from './orders.schemas';

/** A month's sheet holds at most this many invoices (ORDER_MESSAGES.sheetTooLarge says it); a salon makes far fewer. */
export const INVOICE_SHEET_MAX_ROWS = 10_000;

const requiredInt = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** Both required: the month of the salon's calendar, and its year. */
export const invoiceSheetQuery = z.object({
  month: requiredInt(1, 12, ORDER_MESSAGES.listMonth),
  year: requiredInt(YEAR_RANGE.first, YEAR_RANGE.last, ORDER_MESSAGES.listYear),
});
export type InvoiceSheetQuery = z.infer<typeof invoiceSheetQuery>;

/**
 * One tax invoice: its number, bill day (YYYY-MM-DD), the customer (a consumer: no GSTIN, B2C), its rates in percent
 * ('5', or '5, 18' when its lines differ), and its figures as billed. A cancelled invoice keeps its number and shows
 * 0 for every figure (GSTR-1 reports a cancelled document with no value).
 */
export const invoiceSheetRowSchema = z.object({
  invoice_number: z.string(),
  date: z.string(),
  customer: z.string(),
  phone: z.string(),
  gstin: z.string(),
  rate: z.string(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  total: z.number(),
  cancelled: z.boolean(),
  reason: z.string(),
});
export type InvoiceSheetRow = z.infer<typeof invoiceSheetRowSchema>;

export const invoiceSheetAnswerSchema = z.object({ data: z.array(invoiceSheetRowSchema) });
