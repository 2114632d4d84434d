/**
 * The public content's version (db/content-version.ts), on both databases: every write of public content raises it,
 * and the ready public lists (plugins/ready-answers.ts) show a write made through a second app on the same database
 * at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalonSettings } from '@shared/site.schemas';
import { pictureOf } from '@server/test/images';
import { DEMO, formOf, startTestApp, type TestApp } from '@server/test/test-app';
import { readContentVersion } from './content-version';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(DEMO.admin);
});
afterAll(async () => t.close());

/** The settings and schema of another app, to start a second one on its database. */
const sameDatabase = (app: TestApp): Record<string, string> =>
  app.config.database.kind === 'sqlite' ? { DATABASE_URL: app.config.database.file } : {};

type Service = { id: number; name: string; category_id: string; price: number; discount: number; sorting: number };

const publicServices = async (app: TestApp) =>
  (await app.call<{ data: Service[] }>('POST', '/api/expense/services?cat_id=14')).body.data;

async function expectOk(answer: Promise<{ status: number; text: string }>) {
  const { status, text } = await answer;
  expect(status, text).toBe(200);
  return JSON.parse(text) as { data: unknown };
}

describe('the content version', () => {
  it('rises with every write a public page shows: services, sortings, offers, settings, photos', async () => {
    let last = await readContentVersion(t.context.db);
    const expectRaised = async (what: string) => {
      const now = await readContentVersion(t.context.db);
      expect(now, what).toBeGreaterThan(last);
      last = now;
    };
    const [service] = await publicServices(t);
    await expectOk(
      t.call('POST', '/api/expense/service_update', { token: admin, json: { ...service, name: 'Renamed', status: 1 } }),
    );
    await expectRaised('service saved');
    await expectOk(
      t.call('POST', '/api/expense/updateSorting', {
        token: admin,
        json: { data: [{ id: service!.id, sorting: service!.sorting + 1 }] },
      }),
    );
    await expectRaised('sorting saved');

    const offer = (await expectOk(
      t.call('POST', '/api/offer/add', { token: admin, form: formOf({ name: 'Versioned', sort: 1, status: 1 }) }),
    )) as { data: { id: number } };
    await expectRaised('offer added');
    await expectOk(
      t.call('POST', '/api/offer/edit', {
        token: admin,
        form: formOf({ id: offer.data.id, name: 'Versioned again', status: 1 }),
      }),
    );
    await expectRaised('offer edited');
    await expectOk(t.call('GET', `/api/offer/delete?id=${offer.data.id}`, { token: admin }));
    await expectRaised('offer deleted');

    const stored = (await t.call<{ data: SalonSettings }>('GET', '/api/settings')).body.data;
    const { timeZone: _timeZone, photos: _photos, hi, ...settings } = stored;
    const form = {
      ...settings,
      name: 'Versioned Salon',
      hi: { tagline: '', address: '', city: '', openingHours: '', ...hi },
    };
    await expectOk(t.call('POST', '/api/settings/update', { token: admin, json: form }));
    await expectRaised('settings saved');

    const image = { content: await pictureOf('jpeg', 500, 500), name: 'salon.jpg', type: 'image/jpeg' };
    for (const alt of ['First', 'Second']) {
      await expectOk(
        t.call('POST', '/api/settings/photos/add', { token: admin, form: formOf({ place: 'bridal', alt }, { image }) }),
      );
      await expectRaised('photo added');
    }
    const photos = (await t.call<{ data: SalonSettings }>('GET', '/api/settings')).body.data.photos!.bridal;
    await expectOk(
      t.call('POST', '/api/settings/photos/move', {
        token: admin,
        json: { place: 'bridal', id: photos[1]!.id, to: 0 },
      }),
    );
    await expectRaised('photo moved');
    await expectOk(
      t.call('POST', '/api/settings/photos/remove', { token: admin, json: { place: 'bridal', id: photos[0]!.id } }),
    );
    await expectRaised('photo removed');
  });

  it('is read once for the callers of one turn, and never older than a write committed before the call', async () => {
    const before = await readContentVersion(t.context.db);
    const versions = await Promise.all(Array.from({ length: 20 }, () => readContentVersion(t.context.db)));
    expect(new Set(versions)).toEqual(new Set([before]));
    await expectOk(t.call('POST', '/api/expense/updateSorting', { token: admin, json: [{ id: 1, sorting: 1 }] }));
    expect(await readContentVersion(t.context.db)).toBeGreaterThan(before);
  });
});

describe('the ready public lists, with a second app on the same database', () => {
  it("show the second app's writes on the next request", async () => {
    const second = await startTestApp(sameDatabase(t), t.schema ? { schema: t.schema } : {});
    try {
      const secondAdmin = await second.login(DEMO.admin);
      const before = await publicServices(t);
      const service = before.find((row) => row.name === 'Hair Spa')!;
      await expectOk(
        second.call('POST', '/api/expense/service_update', {
          token: secondAdmin,
          json: { ...service, name: 'Hair Spa Royale', status: 1 },
        }),
      );
      expect((await publicServices(t)).map((row) => row.name)).toContain('Hair Spa Royale');

      await t.call('GET', '/api/offer/offers');
      await expectOk(
        second.call('POST', '/api/offer/add', {
          token: secondAdmin,
          form: formOf({ name: 'Second App Offer', sort: 1, status: 1 }),
        }),
      );
      const offers = await t.call<{ data: { name: string }[] }>('GET', '/api/offer/offers');
      expect(offers.body.data.map((row) => row.name)).toContain('Second App Offer');
    } finally {
      await second.close();
    }
  });
});
