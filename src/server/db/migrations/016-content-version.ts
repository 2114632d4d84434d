/**
 * The public content's version (docs/decisions/020-public-page-cache.md): one row whose number goes up, in the same
 * transaction, with every write that changes what a public page or a public list shows (services, categories,
 * offers, settings, photos, SEO entries). Each app process keeps its cached pages and ready answers for the number it
 * read, so a write made by any process (or a script) shows on every process's next request.
 */
import type { Kysely } from 'kysely';
import { notNull } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_version')
    // Always 1: the one row.
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', notNull)
    .execute();
  await db
    .insertInto('content_version' as never)
    .values({ id: 1, version: 1 } as never)
    .execute();
}
