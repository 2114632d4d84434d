/**
 * Hindi for what staff write (docs/decisions/018-hindi-at-its-own-addresses.md): a service's Hindi name and
 * description, an offer's Hindi name, and each SEO entry's Hindi title, meta title, description and keywords. Empty
 * where there is none: the English is shown then.
 */
import type { Kysely } from 'kysely';
import { addColumnWithDefault } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnWithDefault(db, 'services', 'name_hi', 'varchar(191)', '');
  await addColumnWithDefault(db, 'services', 'comment_hi', 'text', '');
  await addColumnWithDefault(db, 'offers', 'name_hi', 'varchar(191)', '');
  for (const column of ['title_hi', 'meta_title_hi', 'description_hi', 'keywords_hi']) {
    await addColumnWithDefault(db, 'seo_entries', column, 'text', '');
  }
}
