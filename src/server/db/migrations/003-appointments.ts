/** Appointment requests (issue 4): booked by visitors and customers, reviewed by the admin. */
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { createIndex, notNull, withId, withTimestamps } from './schema-helpers';

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await withId(kind, db.schema.createTable('appointments'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'varchar(191)', notNull)
    .addColumn('phone', 'varchar(10)', notNull)
    .addColumn('email', 'varchar(191)', notNull)
    // The salon's local date and time, 'YYYY-MM-DD HH:mm:ss', or the zero datetime when none was chosen.
    .addColumn('date', 'varchar(19)', notNull)
    // The month the admin's list files it under: the appointment's, or the booking's when it has no date.
    .addColumn('list_month', 'varchar(7)', notNull)
    .addColumn('comment', 'text', notNull)
    // JSON: { services: [{ id, name, price_paise, discount_paise, quantity, advance_payment_paise }], bridalDay }
    .addColumn('services', 'text', notNull)
    .addColumn('total_paise', 'integer', notNull)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status_text', 'text', notNull)
    .addColumn('offer_id', 'integer', (c) => c.references('offers.id').onDelete('set null'))
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.unique())
    .$call(withTimestamps)
    .addCheckConstraint('appointments_status', sql`status in (0, 1, 2)`)
    .addCheckConstraint('appointments_total', sql`total_paise >= 0`)
    .execute();
  await createIndex(db, 'appointments_user', 'appointments', ['user_id', 'status', 'id']);
  await createIndex(db, 'appointments_month', 'appointments', ['list_month', 'id']);
}
