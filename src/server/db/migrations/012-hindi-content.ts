/**
 * Hindi for what staff write (docs/decisions/018-hindi-at-its-own-addresses.md): a service's Hindi name and
 * description, an offer's Hindi name, and each SEO entry's Hindi title, meta title, description and keywords. Empty
 * where there is none: the English is shown then.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('services')
    .addColumn('name_hi', 'varchar(191)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('services')
    .addColumn('comment_hi', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('offers')
    .addColumn('name_hi', 'varchar(191)', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const column of ['title_hi', 'meta_title_hi', 'description_hi', 'keywords_hi']) {
    await db.schema
      .alterTable('seo_entries')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}
