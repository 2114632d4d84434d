/**
 * Indexes the large data set asked for (issue 8, scripts/bench-api.ts): each serves a list or the dashboard that
 * otherwise read a whole table at ten years of data.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The order list is sorted by bill_date: with the range on it too, the newest rows come straight off the index.
  await db.schema.createIndex('orders_bill_date').on('orders').columns(['bill_date', 'id']).execute();
  // Dashboard: upcoming appointments (dated from today, or the zero date in review) and bookings by status.
  await db.schema.createIndex('appointments_date').on('appointments').columns(['date', 'status']).execute();
  await db.schema.createIndex('appointments_created').on('appointments').columns(['created_at', 'status']).execute();
  // The admin's user list, newest first.
  await db.schema.createIndex('users_created').on('users').columns(['created_at', 'id']).execute();
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
