/**
 * The Hindi of the reference words, for a database first started before there was Hindi
 * (docs/decisions/018-hindi-at-its-own-addresses.md): each SEO entry still in the words the first start wrote gets the
 * Hindi the seed gives it (the Hindi pages' titles and descriptions), and the salon's tagline, address, city and
 * opening hours still the first salon's get theirs. What an admin has changed gets no Hindi: it is theirs to write. A
 * database started later has all of it from its seed, and nothing here changes it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../tables';
import { HINDI_SEO } from '../seed/demo-hindi';
import { FIRST_SALON_SETTINGS } from '../seed/salon-settings';
import { SEO_ENTRIES } from '../seed/seo-entries';

const HINDI_SETTINGS = ['tagline', 'address', 'city', 'openingHours'] as const;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Database>;
  for (const entry of SEO_ENTRIES) {
    const hindi = HINDI_SEO[entry.url];
    if (!hindi) continue;
    await db
      .updateTable('seo_entries')
      .set({
        title_hi: hindi.title,
        meta_title_hi: hindi.metaTitle,
        description_hi: hindi.description,
        keywords_hi: JSON.stringify(hindi.keywords),
      })
      .where('url', '=', entry.url)
      .where('title', '=', entry.title)
      .where('description', '=', entry.description)
      .where('title_hi', '=', '')
      .execute();
  }

  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...HINDI_SETTINGS, 'hi'])
    .execute();
  const stored = new Map(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  const firstHindi = FIRST_SALON_SETTINGS.hi ?? {};
  if (stored.has('hi')) return;
  const hindi = Object.fromEntries(
    HINDI_SETTINGS.filter((key) => firstHindi[key] && stored.get(key) === FIRST_SALON_SETTINGS[key]).map((key) => [
      key,
      firstHindi[key],
    ]),
  );
  if (Object.keys(hindi).length === 0) return;
  await db
    .insertInto('settings')
    .values({ key: 'hi', value: JSON.stringify(hindi) })
    .execute();
}
