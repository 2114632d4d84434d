/**
 * Step 013 (docs/decisions/018-hindi-at-its-own-addresses.md) on a database as a first start before Hindi left it:
 * the SEO entries and salon details still in their first words get the seed's Hindi, what an admin changed gets
 * none, and a database whose Hindi an admin already wrote keeps it. On SQLite, and on PostgreSQL in a schema of its
 * own when the tests run there.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  insertSeoEntries,
  listSeoEntries,
  readSalonSettings,
  writeSalonSettings,
} from '@server/features/site/site.repository';
import { HINDI_SEO } from '../seed/demo-hindi';
import { FIRST_SALON_SETTINGS } from '../seed/salon-settings';
import { SEO_ENTRIES } from '../seed/seo-entries';
import { databaseAtStep, type DatabaseAtStep } from './database-at-step';
import { migrateToLatest } from './index';

let cleanUp: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanUp?.();
  cleanUp = undefined;
});

/** A database of its own, migrated up to step 012, as a first start before Hindi would have left it. */
async function databaseBeforeHindi(): Promise<DatabaseAtStep> {
  const database = await databaseAtStep('012-hindi-content');
  cleanUp = database.close;
  const { hi: _hindi, ...english } = FIRST_SALON_SETTINGS;
  await writeSalonSettings(database.db, english);
  return database;
}

describe('013: the reference words in Hindi for a database made before Hindi', () => {
  it('gives the Hindi to what is still as the first start wrote it, and none to what an admin changed', async () => {
    const { db, kind, schema } = await databaseBeforeHindi();
    const changed = { ...SEO_ENTRIES[1]!, title: 'Our services and prices' };
    await insertSeoEntries(db, [SEO_ENTRIES[0]!, changed, ...SEO_ENTRIES.slice(2)]);
    await writeSalonSettings(db, { ...(await readSalonSettings(db)), address: 'Shop 5, Sector 22-B' });

    await migrateToLatest(db, kind, schema);

    const entries = await listSeoEntries(db);
    expect(entries[0]!.hi).toEqual(HINDI_SEO[SEO_ENTRIES[0]!.url]);
    expect(entries[1]!.hi).toBeUndefined();
    expect(entries.slice(2).map((entry) => entry.hi)).toEqual(
      SEO_ENTRIES.slice(2).map((entry) => HINDI_SEO[entry.url]),
    );
    const { hi } = FIRST_SALON_SETTINGS;
    expect((await readSalonSettings(db)).hi).toEqual({
      tagline: hi!.tagline,
      city: hi!.city,
      openingHours: hi!.openingHours,
    });
  });

  it('leaves the Hindi an admin wrote, and a database started with Hindi, as they are', async () => {
    const { db, kind, schema } = await databaseBeforeHindi();
    const own = { title: 'हमारी सर्विसेज़', metaTitle: 'सर्विसेज़', description: 'सब कुछ', keywords: ['सैलून'] };
    await insertSeoEntries(db, [{ ...SEO_ENTRIES[0]!, hi: own }]);
    await writeSalonSettings(db, { ...(await readSalonSettings(db)), hi: { tagline: 'हमारा सैलून' } });

    await migrateToLatest(db, kind, schema);

    expect((await listSeoEntries(db))[0]!.hi).toEqual(own);
    expect((await readSalonSettings(db)).hi).toEqual({ tagline: 'हमारा सैलून' });
  });
});
