/**
 * GET /api/home/figures (docs/product.md#home-figures): the home page's counters from the bills that stand, or the
 * admin's figures from the settings; on both databases. And the Content-Security-Policy's one frame origin, the
 * footer's map (docs/product.md#directions).
 */
import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, type SalonSettingsUpdate } from '@shared/salon-settings.schemas';
import { salonTimeOfDay, salonToday } from '@shared/salon-time';
import { salonSettingsSchema } from '@shared/site.schemas';
import type { HomeFigures } from '@shared/home-figures';
import { addedCustomer } from '@server/test/added-customer';
import { testAppForFile } from '@server/test/app-per-file';
import { demoUserIds } from '@server/test/demo-rows';
import { forgetHomeFigures } from './home-figures.actions';
import { BRIDAL_CATEGORY_ID, HAIR_CATEGORY_ID } from './home-figures.repository';

const { t, tokens } = testAppForFile(['admin', 'staff', 'customer']);

async function figures(): Promise<HomeFigures> {
  const answer = await t.call<{ data: HomeFigures }>('GET', '/api/home/figures');
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

/**
 * The figures worked out here from every row, the slow way, to hold the kept ones to: each service line counted as
 * its service's categories were when it was billed (order_services.category_ids).
 */
async function figuresFromRows(): Promise<HomeFigures> {
  const { db } = t.context;
  const standing = await db.selectFrom('orders').select(['id', 'cust_id']).where('cancelled_at', 'is', null).execute();
  const standingIds = new Set(standing.map((order) => order.id));
  const lines = (await db.selectFrom('order_services').selectAll().execute()).filter((line) =>
    standingIds.has(line.order_id),
  );
  const inCategory = (line: { category_ids: string }, category: number) =>
    line.category_ids.split(',').map(Number).includes(category);
  return {
    clients: new Set(standing.map((order) => order.cust_id)).size,
    brides: new Set(lines.filter((l) => inCategory(l, BRIDAL_CATEGORY_ID)).map((l) => l.order_id)).size,
    hair: lines.filter((l) => inCategory(l, HAIR_CATEGORY_ID)).reduce((sum, l) => sum + l.qty, 0),
    services: lines.reduce((sum, line) => sum + line.qty, 0),
  };
}

/** An enabled service of the category and not of the other, with its price in rupees. */
async function serviceOf(categoryId: number, notOf: number): Promise<{ id: number; price: number }> {
  const rows = await t.context.db
    .selectFrom('services')
    .select(['id', 'price_paise', 'category_id'])
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  const row = rows.find((service) => {
    const categories = service.category_id.split(',').map(Number);
    return categories.includes(categoryId) && !categories.includes(notOf);
  })!;
  return { id: row.id, price: row.price_paise / 100 };
}

/** A bill for the customer as the admin, today, of these service lines; answers its uid. */
async function bill(
  customerId: number,
  lines: readonly { service: { id: number; price: number }; qty: number }[],
): Promise<string> {
  const { staff } = await demoUserIds(t.context.db, 'staff');
  const zone = t.config.timeZone;
  const created = await t.call<{ data: { uid: string } }>('POST', '/api/order/create_order', {
    token: tokens.admin,
    json: {
      data: {
        services: lines.map((line) => ({
          services: { id: line.service.id },
          staff: [staff],
          qty: line.qty,
          discount: 0,
        })),
      },
      bill_date: `${salonToday(zone)} ${salonTimeOfDay(zone)}`,
      cash: 0,
      online: 0,
      cust_id: customerId,
      total_amount: lines.reduce((sum, line) => sum + line.service.price * line.qty, 0),
    },
  });
  expect(created.status, created.text).toBe(200);
  return created.body.data.uid;
}

async function cancel(uid: string): Promise<void> {
  const cancelled = await t.call('POST', '/api/order/cancel', {
    token: tokens.admin,
    json: { uid, reason: 'Billed to the wrong customer' },
  });
  expect(cancelled.status, cancelled.text).toBe(200);
}

const moveService = (json: unknown) => t.call('POST', '/api/expense/service_update', { token: tokens.admin, json });

async function settingsForm(change: (form: SalonSettingsUpdate) => void): Promise<SalonSettingsUpdate> {
  const stored = salonSettingsSchema.parse((await t.call<{ data: unknown }>('GET', '/api/settings')).body.data);
  const { timeZone: _zone, photos: _photos, hi, ...settings } = stored;
  const form: SalonSettingsUpdate = {
    ...settings,
    hi: { tagline: '', address: '', city: '', openingHours: '', ...hi },
  };
  change(form);
  return form;
}

const saveSettings = (json: unknown) =>
  t.call<{ data: unknown; error: Record<string, string[]> }>('POST', '/api/settings/update', {
    json,
    token: tokens.admin,
  });

describe('GET /api/home/figures', () => {
  it('answers anyone with the figures of the bills, as counted row by row, none of them alike', async () => {
    forgetHomeFigures(t.context.db);
    const answer = await figures();
    expect(answer).toEqual(await figuresFromRows());
    expect(answer.clients).toBeGreaterThan(0);
    expect(new Set(Object.values(answer)).size).toBe(4);
  });

  it('counts a new bill at once, and leaves it out again when it is cancelled', async () => {
    forgetHomeFigures(t.context.db);
    const before = await figures();
    const newcomer = await addedCustomer(t, tokens.admin, 'Naina Kapoor', '9811122334');
    const bridal = await serviceOf(BRIDAL_CATEGORY_ID, HAIR_CATEGORY_ID);
    const hair = await serviceOf(HAIR_CATEGORY_ID, BRIDAL_CATEGORY_ID);
    const uid = await bill(newcomer.id, [
      { service: bridal, qty: 1 },
      { service: hair, qty: 2 },
    ]);
    forgetHomeFigures(t.context.db);
    expect(await figures()).toEqual({
      clients: before.clients + 1,
      brides: before.brides + 1,
      hair: before.hair + 2,
      services: before.services + 3,
    });

    await cancel(uid);
    forgetHomeFigures(t.context.db);
    expect(await figures()).toEqual(before);
    expect(before).toEqual(await figuresFromRows());
  });

  it('counts a customer with two bills once, and still once when one of them is cancelled', async () => {
    forgetHomeFigures(t.context.db);
    const before = await figures();
    const regular = await addedCustomer(t, tokens.admin, 'Tara Sethi', '9811122335');
    const hair = await serviceOf(HAIR_CATEGORY_ID, BRIDAL_CATEGORY_ID);
    const first = await bill(regular.id, [{ service: hair, qty: 1 }]);
    const second = await bill(regular.id, [{ service: hair, qty: 3 }]);
    forgetHomeFigures(t.context.db);
    expect(await figures()).toEqual({
      ...before,
      clients: before.clients + 1,
      hair: before.hair + 4,
      services: before.services + 4,
    });

    await cancel(first);
    forgetHomeFigures(t.context.db);
    expect(await figures()).toEqual({
      ...before,
      clients: before.clients + 1,
      hair: before.hair + 3,
      services: before.services + 3,
    });
    // Cancelled twice is cancelled once: nothing more is taken back.
    const again = await t.call('POST', '/api/order/cancel', {
      token: tokens.admin,
      json: { uid: first, reason: 'Twice' },
    });
    expect(again.status).toBe(409);

    await cancel(second);
    forgetHomeFigures(t.context.db);
    expect(await figures()).toEqual(before);
    expect(await figuresFromRows()).toEqual(before);
  });

  it('counts every one of many bills made at once, for new and returning customers', async () => {
    forgetHomeFigures(t.context.db);
    const before = await figures();
    const customers = [];
    for (let index = 0; index < 6; index += 1) {
      customers.push(await addedCustomer(t, tokens.admin, `Parallel Guest ${index}`, `98111224${10 + index}`));
    }
    const { customer: returning } = await demoUserIds(t.context.db, 'customer');
    const bridal = await serviceOf(BRIDAL_CATEGORY_ID, HAIR_CATEGORY_ID);
    const hair = await serviceOf(HAIR_CATEGORY_ID, BRIDAL_CATEGORY_ID);
    // Two bills each for six new customers and four for a returning one, all sent together.
    const payers = [
      ...customers.map((c) => c.id),
      ...customers.map((c) => c.id),
      returning,
      returning,
      returning,
      returning,
    ];
    const uids = await Promise.all(
      payers.map((id, index) =>
        bill(
          id,
          index % 2
            ? [{ service: hair, qty: 2 }]
            : [
                { service: bridal, qty: 1 },
                { service: hair, qty: 1 },
              ],
        ),
      ),
    );
    forgetHomeFigures(t.context.db);
    const billed = await figures();
    expect(billed).toEqual({
      clients: before.clients + 6,
      brides: before.brides + payers.length / 2,
      hair: before.hair + (payers.length / 2) * 3,
      services: before.services + (payers.length / 2) * 4,
    });
    expect(billed).toEqual(await figuresFromRows());

    // And every one of them cancelled at once.
    await Promise.all(uids.map((uid) => cancel(uid)));
    forgetHomeFigures(t.context.db);
    expect(await figures()).toEqual(before);
    expect(await figuresFromRows()).toEqual(before);
  });

  it('counts a bill by its services’ categories when billed: a service moved to another category changes nothing', async () => {
    forgetHomeFigures(t.context.db);
    const before = await figures();
    const customer = await addedCustomer(t, tokens.admin, 'Rhea Menon', '9811122336');
    const hair = await serviceOf(HAIR_CATEGORY_ID, BRIDAL_CATEGORY_ID);
    const uid = await bill(customer.id, [{ service: hair, qty: 2 }]);
    const billed = {
      clients: before.clients + 1,
      brides: before.brides,
      hair: before.hair + 2,
      services: before.services + 2,
    };
    forgetHomeFigures(t.context.db);
    expect(await figures()).toEqual(billed);

    // The hair service becomes a bridal one only.
    const stored = await t.context.db
      .selectFrom('services')
      .selectAll()
      .where('id', '=', hair.id)
      .executeTakeFirstOrThrow();
    const asStored = {
      id: hair.id,
      name: stored.name,
      price: stored.price_paise / 100,
      discount: stored.discount_paise / 100,
      category_id: stored.category_id,
      status: stored.status,
    };
    const moved = await moveService({ ...asStored, category_id: String(BRIDAL_CATEGORY_ID) });
    expect(moved.status, moved.text).toBe(200);
    forgetHomeFigures(t.context.db);
    expect(await figures()).toEqual(billed);

    // Its cancellation takes back what the bill counted: hair makeovers, no bridal look.
    await cancel(uid);
    forgetHomeFigures(t.context.db);
    expect(await figures()).toEqual(before);
    expect(await figuresFromRows()).toEqual(before);

    // Billed now, it is a bridal look.
    const bridalNow = await bill(customer.id, [{ service: hair, qty: 1 }]);
    forgetHomeFigures(t.context.db);
    expect(await figures()).toEqual({
      ...before,
      clients: before.clients + 1,
      brides: before.brides + 1,
      services: before.services + 1,
    });
    await cancel(bridalNow);
    expect((await moveService(asStored)).status).toBe(200);
  });

  it('shows the figure the admin set over the bills’ while a new bill moves the others', async () => {
    forgetHomeFigures(t.context.db);
    const before = await figures();
    const saved = await saveSettings(
      await settingsForm((form) => (form.counters = { clients: 1250, brides: null, hair: null, services: 40 })),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const customer = await addedCustomer(t, tokens.admin, 'Ira Bedi', '9811122337');
    const hair = await serviceOf(HAIR_CATEGORY_ID, BRIDAL_CATEGORY_ID);
    const uid = await bill(customer.id, [{ service: hair, qty: 1 }]);
    forgetHomeFigures(t.context.db);
    expect(await figures()).toEqual({ ...before, clients: 1250, hair: before.hair + 1, services: 40 });
    await cancel(uid);
    const cleared = await settingsForm(
      (form) => (form.counters = { clients: null, brides: null, hair: null, services: null }),
    );
    expect((await saveSettings(cleared)).status).toBe(200);
    expect(await figures()).toEqual(before);
  });

  it('reads the kept figures, not the bills: one row', async () => {
    const { db } = t.context;
    forgetHomeFigures(db);
    const kept = await figures();
    await db.updateTable('home_figures').set({ clients: 11, brides: 12, hair: 13, services: 14 }).execute();
    forgetHomeFigures(db);
    expect(await figures()).toEqual({ clients: 11, brides: 12, hair: 13, services: 14 });
    await db.updateTable('home_figures').set(kept).execute();
    forgetHomeFigures(db);
    expect(await figures()).toEqual(await figuresFromRows());
  });

  it('shows the figures the admin sets at once, the bills’ where a counter is left empty', async () => {
    forgetHomeFigures(t.context.db);
    const fromBills = await figures();
    const saved = await saveSettings(
      await settingsForm((form) => (form.counters = { clients: 1250, brides: 85, hair: null, services: null })),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await figures()).toEqual({ ...fromBills, clients: 1250, brides: 85 });

    // The form's empty input is no figure; a form without counters keeps them.
    const emptied = await settingsForm(
      (form) => (form.counters = { clients: '' as never, brides: 85, hair: null, services: 0 }),
    );
    expect((await saveSettings(emptied)).status).toBe(200);
    expect(await figures()).toEqual({ ...fromBills, brides: 85, services: 0 });
    const withoutCounters = await settingsForm((form) => delete form.counters);
    expect((await saveSettings(withoutCounters)).status).toBe(200);
    expect(await figures()).toEqual({ ...fromBills, brides: 85, services: 0 });

    const cleared = await settingsForm(
      (form) => (form.counters = { clients: null, brides: null, hair: null, services: null }),
    );
    expect((await saveSettings(cleared)).status).toBe(200);
    expect(await figures()).toEqual(fromBills);
  });

  it('refuses a figure that is not a whole number from 0 to one crore, changing nothing', async () => {
    const before = (await t.call<{ data: unknown }>('GET', '/api/settings')).body.data;
    for (const figure of [-1, 1.5, 10_000_001, 'many', '1e3', '9'.repeat(50), true, [1]]) {
      const form = await settingsForm(
        (changed) => (changed.counters = { clients: figure as never, brides: null, hair: null, services: null }),
      );
      const answer = await saveSettings(form);
      expect(answer.status, String(figure)).toBe(422);
      expect(answer.body.error, String(figure)).toEqual({ 'counters.clients': [SETTINGS_MESSAGES.counter] });
    }
    expect((await t.call<{ data: unknown }>('GET', '/api/settings')).body.data).toEqual(before);
  });

  it('may be set by the admin only: staff 403, and the figures stay', async () => {
    forgetHomeFigures(t.context.db);
    const before = await figures();
    const form = await settingsForm((changed) => (changed.counters = { clients: 5, brides: 5, hair: 5, services: 5 }));
    const answer = await t.call('POST', '/api/settings/update', { json: form, token: tokens.staff });
    expect(answer.status).toBe(403);
    expect(await figures()).toEqual(before);
  });
});

describe('the Content-Security-Policy', () => {
  it('lets OpenStreetMap’s embed, and nothing else, be framed', async () => {
    const answer = await t.call('GET', '/api/health');
    const policy = answer.headers.get('content-security-policy') ?? '';
    const frames = policy
      .split(';')
      .map((directive) => directive.trim())
      .filter((d) => d.startsWith('frame-src'));
    expect(frames).toEqual(['frame-src https://www.openstreetmap.org']);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
