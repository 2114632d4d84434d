/** Offers (issue 3: the public list; the admin routes come with the back office). */
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { createIndex, notNull, withId, withTimestamps } from './schema-helpers';

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await withId(kind, db.schema.createTable('offers'))
    .addColumn('name', 'varchar(191)', notNull)
    .addColumn('img', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expiry', 'varchar(10)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(withTimestamps)
    .addCheckConstraint('offers_status', sql`status in (0, 1)`)
    .execute();
  await createIndex(db, 'offers_status_sort', 'offers', ['status', 'sort']);
}
