/**
 * Orders and their payments (issue 6). An order keeps its items as JSON text (docs/product.md#entity-order, in paise)
 * and, for the lists and the dashboard, one row per staff member and per service on it; each payment is a row of its
 * own, so the takings of a day are the payments of that day.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { notNull, withId } from './schema-helpers';

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await withId(kind, db.schema.createTable('orders'))
    // Random and unguessable: it names the open receipt page (/billing/{uid}).
    .addColumn('uid', 'varchar(64)', (c) => c.notNull().unique())
    // The salon's local date and time, 'YYYY-MM-DD HH:mm:ss'; bill_day is its date, for month filters.
    .addColumn('bill_date', 'varchar(19)', notNull)
    .addColumn('bill_day', 'varchar(10)', notNull)
    .addColumn('cust_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('total_paise', 'integer', notNull)
    .addColumn('cash_paise', 'integer', notNull)
    .addColumn('online_paise', 'integer', notNull)
    .addColumn('payment_id', 'varchar(191)', (c) => c.notNull().defaultTo(''))
    // JSON: { services: [{ services: {id, name}, staff: [{id, name}], price_paise, qty, discount_paise, total_paise }],
    //         products: [{ name, price_paise, comment, discount_paise, total_paise }] }
    .addColumn('data', 'text', notNull)
    .addColumn('services', 'text', notNull)
    .addColumn('staff', 'text', notNull)
    .addColumn('created_at', 'varchar(30)', notNull)
    .addColumn('updated_at', 'varchar(30)', notNull)
    .addCheckConstraint('orders_amounts', sql`total_paise >= 0 and cash_paise >= 0 and online_paise >= 0`)
    .addCheckConstraint('orders_not_overpaid', sql`cash_paise + online_paise <= total_paise`)
    .execute();
  await db.schema.createIndex('orders_bill').on('orders').columns(['bill_day', 'id']).execute();
  await db.schema.createIndex('orders_customer').on('orders').columns(['cust_id']).execute();

  await db.schema
    .createTable('order_staff')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('bill_day', 'varchar(10)', notNull)
    .addPrimaryKeyConstraint('order_staff_key', ['order_id', 'staff_id'])
    .execute();
  await db.schema
    .createIndex('order_staff_by_staff')
    .on('order_staff')
    .columns(['staff_id', 'bill_day', 'order_id'])
    .execute();

  await db.schema
    .createTable('order_services')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
    .addColumn('bill_day', 'varchar(10)', notNull)
    .addColumn('qty', 'integer', notNull)
    .addColumn('total_paise', 'integer', notNull)
    .execute();
  await db.schema.createIndex('order_services_order').on('order_services').columns(['order_id']).execute();
  await db.schema
    .createIndex('order_services_by_service')
    .on('order_services')
    .columns(['service_id', 'bill_day', 'order_id'])
    .execute();
  await db.schema.createIndex('order_services_by_day').on('order_services').columns(['bill_day']).execute();

  await withId(kind, db.schema.createTable('order_payments'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('cash_paise', 'integer', notNull)
    .addColumn('online_paise', 'integer', notNull)
    .addColumn('payment_id', 'varchar(191)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // The salon's date the money came in.
    .addColumn('paid_on', 'varchar(10)', notNull)
    .addColumn('created_at', 'varchar(30)', notNull)
    .addCheckConstraint('order_payments_amounts', sql`cash_paise >= 0 and online_paise >= 0`)
    .execute();
  await db.schema.createIndex('order_payments_order').on('order_payments').columns(['order_id']).execute();
  await db.schema.createIndex('order_payments_day').on('order_payments').columns(['paid_on']).execute();
}
