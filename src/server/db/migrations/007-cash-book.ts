/**
 * The cash book and salaries (issue 7). Each expense entry carries the closing balance after it; the entries of a
 * day are ordered by id, so "the last entry" is the one with the greatest (date, id). Money in paise.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { createIndex, integerColumns, notNull, withId, withTimestamps } from './schema-helpers';

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await withId(kind, db.schema.createTable('expenses'))
    // The salon's calendar date, YYYY-MM-DD.
    .addColumn('date', 'varchar(10)', notNull)
    .$call(integerColumns('total_paise', 'cash_paise', 'online_paise', 'expense_paise', 'expense_online_paise'))
    // May go below zero: a day can pay out more than the drawer held.
    .addColumn('closing_paise', 'integer', notNull)
    .addColumn('comment', 'text', notNull)
    .addColumn('is_holiday', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .$call(withTimestamps)
    .addCheckConstraint(
      'expenses_amounts',
      sql`total_paise >= 0 and cash_paise >= 0 and online_paise >= 0 and expense_paise >= 0 and expense_online_paise >= 0`,
    )
    .execute();
  await createIndex(db, 'expenses_date', 'expenses', ['date', 'id']);

  // One row that every cash-book write locks first, so writes take their turn on both engines.
  await db.schema
    .createTable('cash_book_lock')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into cash_book_lock (id, version) values (1, 0)`.execute(db);

  await withId(kind, db.schema.createTable('salaries'))
    .addColumn('date', 'varchar(10)', notNull)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('users.id'))
    .$call(integerColumns('amount_paise', 'online_amount_paise'))
    .addColumn('comment', 'text', notNull)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .$call(withTimestamps)
    .addCheckConstraint('salaries_amounts', sql`amount_paise >= 0 and online_amount_paise >= 0`)
    .execute();
  await createIndex(db, 'salaries_date', 'salaries', ['date', 'id']);
  await createIndex(db, 'salaries_staff', 'salaries', ['staff_id', 'date']);
}
