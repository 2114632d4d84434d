/** Queries on the tables the site feature owns (settings and seo_entries), and the health check's. */
import { sql } from 'kysely';
import { salonSettingsSchema, type SalonSettings, type SeoEntry } from '@shared/site.schemas';
import { NO_PHOTOS, sitePhotosSchema, type SitePhotos } from '@shared/site-photos.schemas';
import type { Executor } from '@server/db/database';

/** Settings are stored one key per row, each value JSON text; the whole set is validated on the way out. */
export async function readSalonSettings(db: Executor): Promise<SalonSettings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const values = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  return salonSettingsSchema.parse(values);
}

/** Writes the keys given (a partial set leaves the others as they are). */
export async function writeSalonSettings(db: Executor, settings: Partial<SalonSettings>): Promise<void> {
  for (const [key, value] of Object.entries(settings)) {
    await db
      .insertInto('settings')
      .values({ key, value: JSON.stringify(value) })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(value) }))
      .execute();
  }
}

const PHOTOS_KEY = 'photos';

/**
 * The photos, locked until the transaction ends: an upsert that changes nothing takes the row's lock on PostgreSQL
 * (and makes the row the first time), so photo writes run one at a time and none is lost; SQLite has one writer.
 */
export async function lockSitePhotos(trx: Executor): Promise<SitePhotos> {
  await trx
    .insertInto('settings')
    .values({ key: PHOTOS_KEY, value: JSON.stringify(NO_PHOTOS) })
    .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('settings.value') })))
    .execute();
  const row = await trx.selectFrom('settings').select('value').where('key', '=', PHOTOS_KEY).executeTakeFirstOrThrow();
  return sitePhotosSchema.parse(JSON.parse(row.value));
}

export async function writeSitePhotos(trx: Executor, photos: SitePhotos): Promise<void> {
  await trx
    .updateTable('settings')
    .set({ value: JSON.stringify(photos) })
    .where('key', '=', PHOTOS_KEY)
    .execute();
}

export async function listSeoEntries(db: Executor): Promise<SeoEntry[]> {
  const rows = await db.selectFrom('seo_entries').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    url: row.url,
    title: row.title,
    metaTitle: row.meta_title,
    description: row.description,
    keywords: JSON.parse(row.keywords) as string[],
    ...(row.title_hi
      ? {
          hi: {
            title: row.title_hi,
            metaTitle: row.meta_title_hi || row.title_hi,
            description: row.description_hi || row.description,
            keywords: row.keywords_hi
              ? (JSON.parse(row.keywords_hi) as string[])
              : (JSON.parse(row.keywords) as string[]),
          },
        }
      : {}),
  }));
}

export async function insertSeoEntries(db: Executor, entries: readonly SeoEntry[]): Promise<void> {
  if (!entries.length) return;
  await db
    .insertInto('seo_entries')
    .values(
      entries.map((entry) => ({
        url: entry.url,
        title: entry.title,
        meta_title: entry.metaTitle,
        description: entry.description,
        keywords: JSON.stringify(entry.keywords),
        title_hi: entry.hi?.title ?? '',
        meta_title_hi: entry.hi?.metaTitle ?? '',
        description_hi: entry.hi?.description ?? '',
        keywords_hi: entry.hi ? JSON.stringify(entry.hi.keywords) : '',
      })),
    )
    .execute();
}

/** The smallest query there is: throws when the database does not answer. */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
