/** The query of the accountant's month sheet (docs/product.md#gst-invoices): a month's tax invoices, in bill order. */
import type { Executor } from '@server/db/database';

export interface SheetMonth {
  /** First and last bill day of the month, inclusive (YYYY-MM-DD). */
  fromDay: string;
  toDay: string;
}

/**
 * The orders billed in the month that have an invoice number, by bill date then id, with their customer's name and
 * phone; at most `limit`. The range is on bill_date, the order they are read in: its index yields them without a sort.
 */
export function listSheetInvoices(db: Executor, { fromDay, toDay }: SheetMonth, limit: number) {
  return db
    .selectFrom('orders')
    .innerJoin('users as customer', 'customer.id', 'orders.cust_id')
    .select([
      'orders.invoice_number',
      'orders.bill_day',
      'orders.tax',
      'orders.cancelled_at',
      'orders.cancel_reason',
      'customer.name as customer_name',
      'customer.phone as customer_phone',
    ])
    .where('orders.bill_date', '>=', `${fromDay} 00:00:00`)
    .where('orders.bill_date', '<=', `${toDay} 23:59:59`)
    .where('orders.invoice_number', 'is not', null)
    .orderBy('orders.bill_date', 'asc')
    .orderBy('orders.id', 'asc')
    .limit(limit)
    .execute();
}

export type SheetInvoiceRow = Awaited<ReturnType<typeof listSheetInvoices>>[number];
