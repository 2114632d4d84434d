/**
 * Tax invoices as the API answers them (docs/product.md#gst-invoices): the tax an order was billed with, in rupees,
 * and its cancellation by the admin with the reason.
 */
import { z } from 'zod';

/** A line's tax: its SAC or HSN code, its rate (percent), taxable value, CGST, SGST and total, in rupees. */
export const taxLineSchema = z.object({
  code: z.string(),
  rate: z.number(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  total: z.number(),
});

/** The tax of an invoice as billed: the salon's registration then, each line's tax (services, then products). */
export const orderTaxSchema = z.object({
  gstin: z.string(),
  legal_name: z.string(),
  address: z.string(),
  state_code: z.string(),
  prices_include_gst: z.boolean(),
  lines: z.array(taxLineSchema),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  total: z.number(),
});
export type OrderTax = z.infer<typeof orderTaxSchema>;

export const orderCancellationSchema = z.object({ at: z.string(), reason: z.string() });
