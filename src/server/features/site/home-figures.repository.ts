/**
 * The home page's figures from the salon's bills (docs/product.md#home-figures). The site owns no order table: these
 * are its own reads of the orders and their service lines (as the dashboard's are), one query a figure, never
 * counting a cancelled invoice (docs/product.md#gst-invoices).
 */
import { sql } from 'kysely';
import type { Executor } from '@server/db/database';

/** The categories two counters count (docs/product.md#categories: fixed ids). */
export const BRIDAL_CATEGORY_ID = 1;
export const HAIR_CATEGORY_ID = 4;

/** Customers with at least one bill that stands. */
export async function countCustomersServed(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<number | string>`count(distinct cust_id)`.as('count'))
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The service lines of the bills that stand. */
function standingLines(db: Executor) {
  return db
    .selectFrom('order_services')
    .innerJoin('orders', 'orders.id', 'order_services.order_id')
    .where('orders.cancelled_at', 'is', null);
}

/** `services.category_id` holds comma-separated ids: one whole id among them. */
const inCategory = (categoryId: number) =>
  sql<boolean>`(',' || services.category_id || ',') like ${`%,${categoryId},%`}`;

/** Services done: the sum of the quantities on the bills that stand. */
export async function countServicesDone(db: Executor): Promise<number> {
  const row = await standingLines(db)
    .select((eb) => eb.fn.sum<number | string | null>('order_services.qty').as('qty'))
    .executeTakeFirstOrThrow();
  return Number(row.qty ?? 0);
}

/** Bridal bookings: the bills that stand with at least one bridal makeup service. */
export async function countBridalBookings(db: Executor): Promise<number> {
  const row = await standingLines(db)
    .innerJoin('services', 'services.id', 'order_services.service_id')
    .where(inCategory(BRIDAL_CATEGORY_ID))
    .select(sql<number | string>`count(distinct order_services.order_id)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Hair makeovers: the quantities of hair care services on the bills that stand. */
export async function countHairServices(db: Executor): Promise<number> {
  const row = await standingLines(db)
    .innerJoin('services', 'services.id', 'order_services.service_id')
    .where(inCategory(HAIR_CATEGORY_ID))
    .select((eb) => eb.fn.sum<number | string | null>('order_services.qty').as('qty'))
    .executeTakeFirstOrThrow();
  return Number(row.qty ?? 0);
}
