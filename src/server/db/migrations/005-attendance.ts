/**
 * Staff attendance (docs/product.md#attendance, #entity-attendance): one row per staff member per salon day. The unique
 * pair (staff_id, date) is what keeps two racing check-ins from both landing.
 */
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { createIndex, notNull, withId, withTimestamps } from './schema-helpers';

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await withId(kind, db.schema.createTable('attendance'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The salon's calendar date, YYYY-MM-DD.
    .addColumn('date', 'varchar(10)', notNull)
    // The salon's wall-clock times, HH:mm:ss; NULL is not set.
    .addColumn('start_time', 'varchar(8)')
    .addColumn('end_time', 'varchar(8)')
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .$call(withTimestamps)
    .addUniqueConstraint('attendance_staff_date', ['staff_id', 'date'])
    .execute();
  await createIndex(db, 'attendance_date', 'attendance', ['date', 'staff_id']);
}
