/**
 * Orders and their payments (issue 6). An order keeps its items as JSON text (docs/product.md#entity-order, in paise)
 * and, for the lists and the dashboard, one row per staff member and per service on it; each payment is a row of its
 * own, so the takings of a day are the payments of that day.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { createIndex, integerColumns, notNull, withId, withTimestamps } from './schema-helpers';

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await withId(kind, db.schema.createTable('orders'))
    // Random and unguessable: it names the open receipt page (/billing/{uid}).
    .addColumn('uid', 'varchar(64)', (c) => c.notNull().unique())
    // The salon's local date and time, 'YYYY-MM-DD HH:mm:ss'; bill_day is its date, for month filters.
    .addColumn('bill_date', 'varchar(19)', notNull)
    .addColumn('bill_day', 'varchar(10)', notNull)
    .addColumn('cust_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .$call(integerColumns('total_paise', 'cash_paise', 'online_paise'))
    .addColumn('payment_id', 'varchar(191)', (c) => c.notNull().defaultTo(''))
    // JSON: { services: [{ services: {id, name}, staff: [{id, name}], price_paise, qty, discount_paise, total_paise }],
    //         products: [{ name, price_paise, comment, discount_paise, total_paise }] }
    .addColumn('data', 'text', notNull)
    .addColumn('services', 'text', notNull)
    .addColumn('staff', 'text', notNull)
    .$call(withTimestamps)
    .addCheckConstraint('orders_amounts', sql`total_paise >= 0 and cash_paise >= 0 and online_paise >= 0`)
    .addCheckConstraint('orders_not_overpaid', sql`cash_paise + online_paise <= total_paise`)
    .execute();
  await createIndex(db, 'orders_bill', 'orders', ['bill_day', 'id']);
  await createIndex(db, 'orders_customer', 'orders', ['cust_id']);

  await db.schema
    .createTable('order_staff')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('bill_day', 'varchar(10)', notNull)
    .addPrimaryKeyConstraint('order_staff_key', ['order_id', 'staff_id'])
    .execute();
  await createIndex(db, 'order_staff_by_staff', 'order_staff', ['staff_id', 'bill_day', 'order_id']);

  await db.schema
    .createTable('order_services')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
    .addColumn('bill_day', 'varchar(10)', notNull)
    .$call(integerColumns('qty', 'total_paise'))
    .execute();
  await createIndex(db, 'order_services_order', 'order_services', ['order_id']);
  await createIndex(db, 'order_services_by_service', 'order_services', ['service_id', 'bill_day', 'order_id']);
  await createIndex(db, 'order_services_by_day', 'order_services', ['bill_day']);

  await withId(kind, db.schema.createTable('order_payments'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .$call(integerColumns('cash_paise', 'online_paise'))
    .addColumn('payment_id', 'varchar(191)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // The salon's date the money came in.
    .addColumn('paid_on', 'varchar(10)', notNull)
    .addColumn('created_at', 'varchar(30)', notNull)
    .addCheckConstraint('order_payments_amounts', sql`cash_paise >= 0 and online_paise >= 0`)
    .execute();
  await createIndex(db, 'order_payments_order', 'order_payments', ['order_id']);
  await createIndex(db, 'order_payments_day', 'order_payments', ['paid_on']);
}
