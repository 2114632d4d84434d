/**
 * Indexes the large data set asked for (issue 8, scripts/bench-api.ts): each serves a list or the dashboard that
 * otherwise read a whole table at ten years of data.
 */
import { sql, type Kysely } from 'kysely';
import { createIndex } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The order list is sorted by bill_date: with the range on it too, the newest rows come straight off the index.
  await createIndex(db, 'orders_bill_date', 'orders', ['bill_date', 'id']);
  // Dashboard: upcoming appointments (dated from today, or the zero date in review) and bookings by status.
  await createIndex(db, 'appointments_date', 'appointments', ['date', 'status']);
  await createIndex(db, 'appointments_created', 'appointments', ['created_at', 'status']);
  // The admin's user list, newest first.
  await createIndex(db, 'users_created', 'users', ['created_at', 'id']);
  // Birthdays and anniversaries of the coming days: the month-day of the date, as the dashboard asks for it.
  await db.schema
    .createIndex('users_dob_day')
    .on('users')
    .expression(sql`substr(dob, 6, 5)`)
    .execute();
  await db.schema
    .createIndex('users_anniversary_day')
    .on('users')
    .expression(sql`substr(anniversary, 6, 5)`)
    .execute();
}
