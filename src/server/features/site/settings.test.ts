/** POST /api/settings/update (docs/product.md#salon-settings): the admin's salon settings, on both databases. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_EXAMPLE_MESSAGES, SETTINGS_MESSAGES, type SalonSettingsUpdate } from '@shared/salon-settings.schemas';
import { salonSettingsSchema, type SalonSettings } from '@shared/site.schemas';
import { DEMO, startTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;
const tokens = { admin: '', staff: '', customer: '' };
beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = await t.login(DEMO.admin);
  tokens.staff = await t.login(DEMO.staff);
  tokens.customer = await t.login(DEMO.customer);
});
afterAll(async () => t.close());

async function storedSettings(): Promise<SalonSettings> {
  const answer = await t.call<{ data: unknown }>('GET', '/api/settings');
  return salonSettingsSchema.parse(answer.body.data);
}

/** What the form sends for the stored settings, changed by `change`. */
async function formOf(change: (form: SalonSettingsUpdate) => void = () => undefined): Promise<SalonSettingsUpdate> {
  const { timeZone: _timeZone, hi, ...settings } = await storedSettings();
  const form: SalonSettingsUpdate = {
    ...settings,
    hi: { tagline: '', address: '', city: '', openingHours: '', ...hi },
  };
  change(form);
  return form;
}

/** A GSTIN of Chandigarh (04) with its right check character. */
const GSTIN = '04AABCC1234D1ZJ';

function save(json: unknown, token: string | null = tokens.admin) {
  return t.call<{ message: string; data: SalonSettings; error: Record<string, string[]> }>(
    'POST',
    '/api/settings/update',
    { json, token },
  );
}

const product = (change: Partial<SalonSettingsUpdate['gst']['products'][number]> = {}) => ({
  name: 'Keratin Mask',
  hsn: '33059090',
  ratePercent: 18,
  ...change,
});
/** Sets the SAC codes as sent, whatever their type says. */
const setSac = (form: SalonSettingsUpdate, codes: Record<string, string>) =>
  (form.gst.sacByCategory = codes as SalonSettingsUpdate['gst']['sacByCategory']);
const manySac = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [String(i + 1), '999721']));

describe('POST /api/settings/update', () => {
  it('is the admin’s: a guest gets 401, a customer and staff 403, and nothing changes', async () => {
    const before = await storedSettings();
    const form = await formOf((changed) => (changed.name = 'Someone Else'));
    expect((await save(form, null)).status).toBe(401);
    expect((await save(form, tokens.customer)).status).toBe(403);
    expect((await save(form, tokens.staff)).status).toBe(403);
    expect(await storedSettings()).toEqual(before);
  });

  it('saves every field, keeps the time zone, and GET /api/settings answers the new values at once', async () => {
    const form = await formOf((changed) => {
      changed.name = 'Curly Studio Sector 17';
      changed.legalName = 'Curly Beauty Private Limited';
      changed.phones = ['9876500001', '9876500002'];
      changed.whatsapp = '9876500001';
      changed.map = { latitude: 30.7, longitude: 76.78 };
      changed.openingHoursSpec = 'Mo-Sa 10:00-20:30, Su 11:00-18:00';
      changed.gst = {
        ...changed.gst,
        gstin: GSTIN.toLowerCase(),
        stateCode: '04',
        pricesIncludeGst: false,
        serviceRatePercent: 18,
        sacByCategory: { '4': '999721', '3': '999729' },
        products: [product({ name: '  Keratin   Mask ', ratePercent: 12.5 })],
        otherProducts: { hsn: '3304', ratePercent: 28 },
      };
      changed.upi = { id: 'curly.studio@okhdfc', payee: 'Curly Beauty' };
      changed.invoicePrefix = 'cb';
      changed.hi.city = 'चंडीगढ़';
    });
    const answer = await save(form);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(SETTINGS_MESSAGES.saved);
    const stored = await storedSettings();
    expect(stored).toEqual(answer.body.data);
    expect(stored).toMatchObject({
      name: 'Curly Studio Sector 17',
      legalName: 'Curly Beauty Private Limited',
      phones: ['9876500001', '9876500002'],
      gst: {
        gstin: GSTIN,
        stateCode: '04',
        pricesIncludeGst: false,
        serviceRatePercent: 18,
        sacByCategory: { '4': '999721', '3': '999729' },
        products: [{ name: 'Keratin   Mask', hsn: '33059090', ratePercent: 12.5 }],
        otherProducts: { hsn: '3304', ratePercent: 28 },
      },
      upi: { id: 'curly.studio@okhdfc', payee: 'Curly Beauty' },
      invoicePrefix: 'CB',
      timeZone: 'Asia/Kolkata',
    });
    expect(stored.hi?.city).toBe('चंडीगढ़');
  });

  it('refuses a wrong GSTIN with the reason, and writes nothing', async () => {
    const before = await storedSettings();
    const cases: Array<[string, string, string]> = [
      ['04AABCC1234D1Z', '04', SETTINGS_EXAMPLE_MESSAGES.gstin],
      ['04AABCC1234D1YJ', '04', SETTINGS_EXAMPLE_MESSAGES.gstin],
      ['04AABCC1234D1ZK', '04', SETTINGS_MESSAGES.gstinCheck],
      ['99AABCC1234D1ZJ', '04', SETTINGS_MESSAGES.gstinState],
      [GSTIN, '06', SETTINGS_MESSAGES.gstinState],
    ];
    for (const [gstin, stateCode, message] of cases) {
      const form = await formOf((changed) => {
        changed.legalName = 'Curly Beauty Private Limited';
        changed.gst = { ...changed.gst, gstin, stateCode };
      });
      const answer = await save(form);
      expect(answer.status, gstin).toBe(422);
      expect(answer.body.error['gst.gstin'], gstin).toEqual([message]);
    }
    expect(await storedSettings()).toEqual(before);
  });

  it('asks for the legal name beside a GSTIN and the payee beside a UPI ID', async () => {
    const form = await formOf((changed) => {
      changed.legalName = '';
      changed.gst = { ...changed.gst, gstin: GSTIN, stateCode: '04' };
      changed.upi = { id: 'curly@okaxis', payee: ' ' };
    });
    const answer = await save(form);
    expect(answer.status).toBe(422);
    expect(answer.body.error.legalName).toEqual([SETTINGS_MESSAGES.legalName]);
    expect(answer.body.error['upi.payee']).toEqual([SETTINGS_MESSAGES.upiPayee]);
  });

  it('refuses each field out of its rule in the product’s words', async () => {
    const cases: Array<[string, (form: SalonSettingsUpdate) => void, string]> = [
      ['name', (form) => (form.name = ' '), SETTINGS_MESSAGES.name],
      ['phones', (form) => (form.phones = []), SETTINGS_MESSAGES.phones],
      ['phones', (form) => (form.phones = ['9876500001', '9876500002', '9876500003']), SETTINGS_MESSAGES.phones],
      ['postalCode', (form) => (form.postalCode = '16001'), SETTINGS_MESSAGES.postalCode],
      ['social.instagram', (form) => (form.social.instagram = 'javascript:alert(1)'), SETTINGS_EXAMPLE_MESSAGES.url],
      ['map.latitude', (form) => (form.map.latitude = 91), SETTINGS_MESSAGES.latitude],
      ['openingHoursSpec', (form) => (form.openingHoursSpec = 'all day'), SETTINGS_EXAMPLE_MESSAGES.openingHoursSpec],
      ['gst.stateCode', (form) => (form.gst.stateCode = '25'), SETTINGS_MESSAGES.state],
      ['gst.serviceRatePercent', (form) => (form.gst.serviceRatePercent = 5.125), SETTINGS_MESSAGES.gstRate],
      ['gst.serviceRatePercent', (form) => (form.gst.serviceRatePercent = 29), SETTINGS_MESSAGES.gstRate],
      ['upi.id', (form) => (form.upi.id = 'curly studio@okaxis'), SETTINGS_EXAMPLE_MESSAGES.upiId],
      ['upi.id', (form) => (form.upi.id = `${'a'.repeat(200)}@okaxis`), SETTINGS_EXAMPLE_MESSAGES.upiId],
      ['invoicePrefix', (form) => (form.invoicePrefix = 'CS/26'), SETTINGS_MESSAGES.invoicePrefix],
      ['gst.sacByCategory.4', (form) => setSac(form, { '4': '999723' }), SETTINGS_MESSAGES.sac],
      ['gst.sacByCategory', (form) => setSac(form, { hair: '999721' }), SETTINGS_MESSAGES.sacCategory],
      ['gst.sacByCategory', (form) => setSac(form, { '999': '999721' }), SETTINGS_MESSAGES.sacCategory],
      ['gst.sacByCategory', (form) => setSac(form, manySac), SETTINGS_MESSAGES.sacCategory],
      ['gst.products.0.hsn', (form) => (form.gst.products = [product({ hsn: '33051' })]), SETTINGS_MESSAGES.hsn],
      ['gst.products.0.name', (form) => (form.gst.products = [product({ name: ' ' })]), SETTINGS_MESSAGES.productName],
      [
        'gst.products.0.ratePercent',
        (form) => (form.gst.products = [product({ ratePercent: 40 })]),
        SETTINGS_MESSAGES.gstRate,
      ],
      [
        'gst.products.1.name',
        (form) => (form.gst.products = [product({ name: 'Hair  Serum' }), product({ name: 'hair serum' })]),
        SETTINGS_MESSAGES.productTwice,
      ],
      [
        'gst.products',
        (form) => (form.gst.products = Array.from({ length: 41 }, (_, i) => product({ name: `P${i}` }))),
        SETTINGS_MESSAGES.products,
      ],
      ['gst.otherProducts.hsn', (form) => (form.gst.otherProducts.hsn = 'abcd'), SETTINGS_MESSAGES.hsn],
    ];
    for (const [field, change, message] of cases) {
      const answer = await save(await formOf(change));
      expect(answer.status, field).toBe(422);
      expect(answer.body.error[field], field).toEqual([message]);
    }
  });

  it('refuses a body that is not the settings, without a 500', async () => {
    for (const body of [null, [], 'name', { name: 'x'.repeat(10_000) }, { phones: Array(10_000).fill('9876500001') }]) {
      const answer = await save(body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
