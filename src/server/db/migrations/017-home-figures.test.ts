/**
 * Step 017 (docs/product.md#home-figures) on a database that already holds bills: it fills the kept figures, each
 * customer's standing bills and each service line's categories from the rows there, once; from then on a
 * cancellation takes back exactly what the bill counted. On SQLite, and on PostgreSQL in a schema of its own when the
 * tests run there.
 */
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cancelOrder } from '@server/features/orders/tax-invoices.repository';
import { readHomeFigures } from '@server/features/site/home-figures.repository';
import { databaseAtStep, type DatabaseAtStep } from './database-at-step';
import { migrateToLatest } from './index';

let cleanUp: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanUp?.();
  cleanUp = undefined;
});

/** A database of its own, migrated up to step 014, as one with bills but no kept figures would be. */
async function databaseBeforeFigures(): Promise<DatabaseAtStep> {
  const database = await databaseAtStep('014-tax-invoices');
  cleanUp = database.close;
  return database;
}

const AT = '2025-01-10T10:00:00.000Z';

/** The rows as the steps before 017 stored them (no category_ids yet): typed loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Before = Kysely<any>;

async function person(db: Before, name: string, phone: string, userType: number): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ name, phone, user_type: userType, password_hash: 'x', created_at: AT, updated_at: AT })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as number;
}

async function service(db: Before, name: string, categoryIds: string): Promise<number> {
  const row = await db
    .insertInto('services')
    .values({ name, price_paise: 100_000, category_id: categoryIds, created_at: AT, updated_at: AT })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as number;
}

let bills = 0;

/** A bill with its service rows; cancelled as step 014 cancels (its rows removed) or, `keepLines`, as an older one. */
async function bill(
  db: Before,
  custId: number,
  userId: number,
  lines: readonly [serviceId: number, qty: number][],
  state: 'standing' | 'cancelled' | 'cancelled, lines kept' = 'standing',
): Promise<number> {
  bills += 1;
  const row = await db
    .insertInto('orders')
    .values({
      uid: `before017${String(bills).padStart(13, '0')}`,
      bill_date: '2025-01-10 15:30:00',
      bill_day: '2025-01-10',
      cust_id: custId,
      user_id: userId,
      total_paise: 0,
      cash_paise: 0,
      online_paise: 0,
      data: '{"services":[],"products":[]}',
      services: lines.map(([id]) => id).join(','),
      staff: String(userId),
      created_at: AT,
      updated_at: AT,
      ...(state === 'standing' ? {} : { cancelled_at: AT, cancelled_by: userId, cancel_reason: 'Wrong customer' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderId = row.id as number;
  if (state !== 'cancelled') {
    await db
      .insertInto('order_services')
      .values(
        lines.map(([serviceId, qty]) => ({
          order_id: orderId,
          service_id: serviceId,
          bill_day: '2025-01-10',
          qty,
          total_paise: 0,
        })),
      )
      .execute();
  }
  return orderId;
}

describe('017: the kept home figures of a database that already holds bills', () => {
  it('fills them from the bills that stand, and a later cancellation takes back what each counted', async () => {
    const { db, kind, schema } = await databaseBeforeFigures();
    const before = db as unknown as Before;
    const staff = await person(before, 'Staff', '9000000001', 2);
    const [asha, bela, chitra] = [
      await person(before, 'Asha', '9000000002', 3),
      await person(before, 'Bela', '9000000003', 3),
      await person(before, 'Chitra', '9000000004', 3),
    ];
    const bridal = await service(before, 'Bridal Makeup', '1,11');
    const hair = await service(before, 'Hair Spa', '4');
    const facial = await service(before, 'Gold Facial', '3');
    const both = await service(before, 'Bridal Hair', '11,1,4');

    const ashaFirst = await bill(before, asha, staff, [
      [bridal, 1],
      [hair, 2],
    ]);
    const ashaSecond = await bill(before, asha, staff, [[facial, 1]]);
    await bill(before, bela, staff, [[hair, 1]], 'cancelled');
    const chitraBill = await bill(before, chitra, staff, [[both, 3]]);
    await bill(before, chitra, staff, [[bridal, 1]], 'cancelled, lines kept');

    await migrateToLatest(db, kind, schema);

    // Asha and Chitra; Asha's first bill and Chitra's; 2 + 3 hair; 1 + 2 + 1 + 3 services.
    expect(await readHomeFigures(db)).toEqual({ clients: 2, brides: 2, hair: 5, services: 7 });
    const counts = await db.selectFrom('customer_bill_counts').selectAll().orderBy('cust_id').execute();
    expect(counts).toEqual([
      { cust_id: asha, standing: 2 },
      { cust_id: chitra, standing: 1 },
    ]);
    const lines = await db
      .selectFrom('order_services')
      .select(['order_id', 'service_id', 'category_ids'])
      .where('order_id', '=', ashaFirst)
      .orderBy('service_id')
      .execute();
    expect(lines).toEqual([
      { order_id: ashaFirst, service_id: bridal, category_ids: '1,11' },
      { order_id: ashaFirst, service_id: hair, category_ids: '4' },
    ]);

    // The services change categories after the upgrade: the bills keep what they were billed as.
    await db.updateTable('services').set({ category_id: '3' }).execute();
    const cancel = (orderId: number) =>
      db.transaction().execute((tx) => cancelOrder(tx, orderId, { reason: 'Wrong customer', userId: staff }));
    expect(await cancel(ashaFirst)).toBe(true);
    expect(await readHomeFigures(db)).toEqual({ clients: 2, brides: 1, hair: 3, services: 4 });
    expect(await cancel(ashaSecond)).toBe(true);
    expect(await readHomeFigures(db)).toEqual({ clients: 1, brides: 1, hair: 3, services: 3 });
    expect(await cancel(chitraBill)).toBe(true);
    expect(await readHomeFigures(db)).toEqual({ clients: 0, brides: 0, hair: 0, services: 0 });
  });

  it('starts an empty database at zero', async () => {
    const { db, kind, schema } = await databaseBeforeFigures();
    await migrateToLatest(db, kind, schema);
    expect(await db.selectFrom('home_figures').selectAll().execute()).toEqual([
      { id: 1, clients: 0, brides: 0, hair: 0, services: 0 },
    ]);
  });
});
