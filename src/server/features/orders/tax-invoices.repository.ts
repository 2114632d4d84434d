/**
 * Queries of tax invoices (docs/product.md#gst-invoices): the next number of a financial year's sequence, and an
 * invoice's cancellation.
 */
import { nowInstant, type Executor } from '@server/db/database';
import { uncountBill } from '@server/features/site/home-figures.repository';

/**
 * The next number of a financial year, in the caller's transaction: one upsert that both engines serialise on the
 * year's row (PostgreSQL holds its lock until the transaction ends; SQLite has one writer), so two invoices never get
 * one number, and a transaction that fails takes its number back with it: no gaps.
 */
export async function nextInvoiceSequence(tx: Executor, financialYear: string): Promise<number> {
  const row = await tx
    .insertInto('invoice_sequences')
    .values({ financial_year: financialYear, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .column('financial_year')
        .doUpdateSet((eb) => ({ last_number: eb('invoice_sequences.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/**
 * Marks an invoice cancelled, once: answers false when it is cancelled already. Its payments are marked with it (the
 * day's takings leave them out); the home figures take it back, as its service rows were counted when billed; then
 * those rows, which count the services done, are removed (its items stay).
 */
export async function cancelOrder(
  tx: Executor,
  orderId: number,
  cancellation: { reason: string; userId: number },
): Promise<boolean> {
  const at = nowInstant();
  const cancelled = await tx
    .updateTable('orders')
    .set({ cancelled_at: at, cancelled_by: cancellation.userId, cancel_reason: cancellation.reason, updated_at: at })
    .where('id', '=', orderId)
    .where('cancelled_at', 'is', null)
    .returning('cust_id')
    .executeTakeFirst();
  if (!cancelled) return false;
  await tx.updateTable('order_payments').set({ cancelled: 1 }).where('order_id', '=', orderId).execute();
  const lines = await tx
    .selectFrom('order_services')
    .select(['qty', 'category_ids'])
    .where('order_id', '=', orderId)
    .execute();
  await uncountBill(tx, { custId: cancelled.cust_id, lines });
  await tx.deleteFrom('order_services').where('order_id', '=', orderId).execute();
  return true;
}
