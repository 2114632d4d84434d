/**
 * Tax invoices (docs/product.md#gst-invoices): a gap-free sequence of invoice numbers per financial year, the number
 * and the tax an order was billed with (kept as billed: later settings never change an invoice), and cancellation,
 * which keeps the invoice in its sequence and its lists but takes it and its payments out of the day's totals.
 */
import { sql, type Kysely } from 'kysely';
import { addColumnWithDefault, notNull } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_sequences')
    // '2026-27'
    .addColumn('financial_year', 'varchar(7)', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', notNull)
    .addCheckConstraint('invoice_sequences_number', sql`last_number > 0`)
    .execute();
  // Null for an order billed without a GSTIN (a plain receipt).
  await db.schema.alterTable('orders').addColumn('invoice_number', 'varchar(40)').execute();
  // Unique: a number is never given twice (both engines let many rows hold null).
  await db.schema.createIndex('orders_invoice_number').on('orders').column('invoice_number').unique().execute();
  // JSON of the invoice's tax as billed; '' for a plain receipt.
  await addColumnWithDefault(db, 'orders', 'tax', 'text', '');
  await db.schema.alterTable('orders').addColumn('cancelled_at', 'varchar(30)').execute();
  await db.schema.alterTable('orders').addColumn('cancelled_by', 'integer').execute();
  await addColumnWithDefault(db, 'orders', 'cancel_reason', 'text', '');
  // 1 once its invoice is cancelled: the day's takings leave it out.
  await addColumnWithDefault(db, 'order_payments', 'cancelled', 'integer', 0);
}
