/**
 * The home page's figures from the salon's bills (docs/product.md#home-figures), kept rather than counted: the row of
 * `home_figures` and each customer's standing bills in `customer_bill_counts` (migration 017) change in the
 * transaction that writes or cancels a bill (orders.repository's insertOrders, tax-invoices.repository's cancelOrder),
 * so reading the figures is one row, never the whole history. A bill's service lines count as their categories were
 * when it was billed (`order_services.category_ids`), so a service moved to another category later changes nothing.
 *
 * Every change is one statement that adds to what is stored (`n = n + k`), never a value read and written back: two
 * bills at once on PostgreSQL wait for each other's row and both count.
 */
import { sql } from 'kysely';
import type { HomeFigures } from '@shared/home-figures';
import type { Executor } from '@server/db/database';

/** The categories two counters count (docs/product.md#categories: fixed ids). */
export const BRIDAL_CATEGORY_ID = 1;
export const HAIR_CATEGORY_ID = 4;

/** A bill's service line as the figures see it: its quantity and its service's categories when billed. */
export interface CountedLine {
  qty: number;
  /** Comma-separated category ids. */
  category_ids: string;
}

export interface CountedBill {
  custId: number;
  lines: readonly CountedLine[];
}

const inCategory = (line: CountedLine, categoryId: number) =>
  line.category_ids.split(',').some((id) => Number(id) === categoryId);

/** What one bill adds to the figures other than its customer: a bridal look, hair makeovers and services done. */
export function billFigures(lines: readonly CountedLine[]): Omit<HomeFigures, 'clients'> {
  const sum = (chosen: readonly CountedLine[]) => chosen.reduce((total, line) => total + line.qty, 0);
  return {
    brides: lines.some((line) => inCategory(line, BRIDAL_CATEGORY_ID)) ? 1 : 0,
    hair: sum(lines.filter((line) => inCategory(line, HAIR_CATEGORY_ID))),
    services: sum(lines),
  };
}

/** Adds `change` to the figures, in one statement. */
async function addToFigures(tx: Executor, change: HomeFigures): Promise<void> {
  if (Object.values(change).every((value) => value === 0)) return;
  await tx
    .updateTable('home_figures')
    .set((eb) => ({
      clients: eb('clients', '+', change.clients),
      brides: eb('brides', '+', change.brides),
      hair: eb('hair', '+', change.hair),
      services: eb('services', '+', change.services),
    }))
    .where('id', '=', 1)
    .execute();
}

/** Counts new bills, in the transaction that writes them. */
export async function countBills(tx: Executor, bills: readonly CountedBill[]): Promise<void> {
  if (!bills.length) return;
  const billsOf = new Map<number, number>();
  for (const bill of bills) billsOf.set(bill.custId, (billsOf.get(bill.custId) ?? 0) + 1);
  // In the customers' order: two writers of several customers each lock their rows in one order, never a deadlock.
  const added = [...billsOf].sort(([a], [b]) => a - b).map(([cust_id, standing]) => ({ cust_id, standing }));
  const now = await tx
    .insertInto('customer_bill_counts')
    .values(added)
    .onConflict((conflict) =>
      conflict.column('cust_id').doUpdateSet((eb) => ({
        standing: eb('customer_bill_counts.standing', '+', eb.ref('excluded.standing')),
      })),
    )
    .returning(['cust_id', 'standing'])
    .execute();
  // A customer whose count is now just what these bills added had none standing before: newly served.
  const newcomers = now.filter((row) => Number(row.standing) === billsOf.get(row.cust_id)).length;
  const change: HomeFigures = { clients: newcomers, brides: 0, hair: 0, services: 0 };
  for (const bill of bills) {
    const figures = billFigures(bill.lines);
    change.brides += figures.brides;
    change.hair += figures.hair;
    change.services += figures.services;
  }
  await addToFigures(tx, change);
}

/** Takes a cancelled bill out of the figures, in the transaction that cancels it (before its lines are removed). */
export async function uncountBill(tx: Executor, bill: CountedBill): Promise<void> {
  const left = await tx
    .updateTable('customer_bill_counts')
    .set((eb) => ({ standing: eb('standing', '-', 1) }))
    .where('cust_id', '=', bill.custId)
    .returning('standing')
    .executeTakeFirst();
  const figures = billFigures(bill.lines);
  await addToFigures(tx, {
    // Their last bill that stood: no longer a customer served.
    clients: left && Number(left.standing) === 0 ? -1 : 0,
    brides: -figures.brides,
    hair: -figures.hair,
    services: -figures.services,
  });
}

/** The figures as kept: one row. */
export async function readHomeFigures(db: Executor): Promise<HomeFigures> {
  const row = await db
    .selectFrom('home_figures')
    .select(['clients', 'brides', 'hair', 'services'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const figure = (value: number | string | undefined) => Math.max(0, Number(value ?? 0));
  return {
    clients: figure(row?.clients),
    brides: figure(row?.brides),
    hair: figure(row?.hair),
    services: figure(row?.services),
  };
}

/** `services.category_id` and `order_services.category_ids` hold comma-separated ids: one whole id among them. */
const listsCategory = (column: string, categoryId: number) =>
  sql<boolean>`(',' || ${sql.ref(column)} || ',') like ${`%,${categoryId},%`}`;

/**
 * Counts the figures again over every bill that stands, as migration 017 first filled them: for scripts that write
 * bills in bulk past the repositories (scripts/seed-large.ts), never on a request.
 */
export async function recountHomeFigures(tx: Executor): Promise<void> {
  await tx.deleteFrom('customer_bill_counts').execute();
  await tx
    .insertInto('customer_bill_counts')
    .columns(['cust_id', 'standing'])
    .expression((eb) =>
      eb
        .selectFrom('orders')
        .select(['cust_id', (inner) => inner.fn.countAll<number>().as('standing')])
        .where('cancelled_at', 'is', null)
        .groupBy('cust_id'),
    )
    .execute();
  const clients = await tx
    .selectFrom('customer_bill_counts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('standing', '>', 0)
    .executeTakeFirstOrThrow();
  const lines = await tx
    .selectFrom('order_services as lines')
    .innerJoin('orders', 'orders.id', 'lines.order_id')
    .where('orders.cancelled_at', 'is', null)
    .select([
      sql<
        number | string
      >`count(distinct case when ${listsCategory('lines.category_ids', BRIDAL_CATEGORY_ID)} then lines.order_id end)`.as(
        'brides',
      ),
      sql<
        number | string | null
      >`sum(case when ${listsCategory('lines.category_ids', HAIR_CATEGORY_ID)} then lines.qty else 0 end)`.as('hair'),
      sql<number | string | null>`sum(lines.qty)`.as('services'),
    ])
    .executeTakeFirstOrThrow();
  const figures = {
    clients: Number(clients.n),
    brides: Number(lines.brides),
    hair: Number(lines.hair ?? 0),
    services: Number(lines.services ?? 0),
  };
  await tx
    .insertInto('home_figures')
    .values({ id: 1, ...figures })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(figures))
    .execute();
}
