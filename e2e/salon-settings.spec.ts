/**
 * Salon settings (docs/product.md#salon-settings): the admin changes the salon's details and GST registration; the
 * site shows the change at once, in the server's HTML too. The settings are put back as they were at the end, since
 * other journeys read them.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { SalonSettings } from '@shared/site.schemas';
import { expectRefusedThenSaved } from './forms';
import { test, expect, signIn, DEMO, apiLogin, atBothWidths, describeOnPhone, pageOverflow } from './support';

const NEW_PHONE = '9812300000';
const NEW_ADDRESS = 'SCO 215, Second Floor, Sector 17-C';
/** A GSTIN of Chandigarh (04) with its check character, and the same with a wrong one. */
const GSTIN = '04AABCC1234D1ZJ';
const GSTIN_WRONG_CHECK = '04AABCC1234D1ZK';
/** A category the demo leaves without an SAC code (Men, id 10), and a product it does not list. */
const MEN_CATEGORY_ID = '10';
const HAIR_SAC = '999721 · Hairdressing and barbers';
const NEW_PRODUCT = { name: 'Hair Oil', hsn: '33059011', ratePercent: 18 };

async function storedSettings(request: APIRequestContext): Promise<SalonSettings> {
  return ((await (await request.get('/api/settings')).json()) as { data: SalonSettings }).data;
}

/**
 * Puts the settings back as they were, through the API the page uses: the whole GST part too, so the SAC codes and
 * the products are the ones from before.
 */
async function restore(request: APIRequestContext, settings: SalonSettings): Promise<void> {
  const { token } = await apiLogin(request, DEMO.admin);
  const { timeZone: _timeZone, hi, ...rest } = settings;
  const answer = await request.post('/api/settings/update', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...rest, hi: { tagline: '', address: '', city: '', openingHours: '', ...hi } },
  });
  expect(answer.status()).toBe(200);
}

async function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test('the admin saves the salon settings: a wrong GSTIN is refused, and the site shows the change at once', async ({
  page,
  request,
}) => {
  const before = await storedSettings(request);
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.admin);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await expect(page).toHaveURL(/\/salon-settings$/);
    await expect(page.getByRole('heading', { name: 'Salon Settings', level: 1 })).toBeVisible();

    const gst = await section(page, 'GST');
    await gst.getByLabel('GSTIN').fill(GSTIN_WRONG_CHECK);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(gst.getByText("The GSTIN's last character does not match the others. Please check it.")).toBeVisible();

    await gst.getByLabel('GSTIN').fill(GSTIN);
    await expect(gst.getByText("The GSTIN's last character does not match the others.")).toHaveCount(0);
    const salon = await section(page, 'The salon');
    await salon.getByLabel('Legal name').fill('Curly Beauty Private Limited');
    await salon.getByLabel('Second phone').fill(NEW_PHONE);
    await salon.getByLabel(/^Address/).fill(NEW_ADDRESS);

    const taxCodes = await section(page, 'Tax codes');
    await taxCodes.getByRole('textbox', { name: 'Men', exact: true }).click();
    await page.getByRole('option', { name: HAIR_SAC }).click();
    await taxCodes.getByRole('button', { name: 'Add product' }).click();
    const added = taxCodes.getByRole('group', { name: /^Product \d+$/ }).last();
    await added.getByLabel(/^Product name/).fill(NEW_PRODUCT.name);
    await added.getByLabel(/^HSN code/).fill(NEW_PRODUCT.hsn);
    await added.getByLabel(/^GST rate/).fill(String(NEW_PRODUCT.ratePercent));
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Salon settings saved.')).toBeVisible();

    const saved = await storedSettings(request);
    expect(saved).toMatchObject({ phones: [before.phones[0], NEW_PHONE], address: NEW_ADDRESS });
    expect(saved.gst.gstin).toBe(GSTIN);
    expect(saved.gst.sacByCategory[MEN_CATEGORY_ID]).toBe('999721');
    expect(saved.gst.products).toEqual([...before.gst.products, NEW_PRODUCT]);

    // Kept after a reload: the form shows what the server has.
    await page.reload();
    const reloaded = await section(page, 'Tax codes');
    await expect(reloaded.getByRole('textbox', { name: 'Men', exact: true })).toHaveValue(HAIR_SAC);
    const lastProduct = reloaded.getByRole('group', { name: /^Product \d+$/ }).last();
    await expect(lastProduct.getByLabel(/^Product name/)).toHaveValue(NEW_PRODUCT.name);
    await expect(lastProduct.getByLabel(/^HSN code/)).toHaveValue(NEW_PRODUCT.hsn);

    // The server's own HTML of a public page, as a guest's browser gets it, has the new details.
    const html = await (await request.get('/')).text();
    expect(html).toContain(`tel:${NEW_PHONE}`);
    expect(html).toContain(NEW_ADDRESS);
    // The public footer is a visitor's (the back office's people do not get it): seen as a guest.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await expect(page.locator(`footer a[href="tel:${NEW_PHONE}"]`)).toBeVisible();
    await expect(page.locator('footer').getByText(NEW_ADDRESS).first()).toBeVisible();
  } finally {
    await restore(request, before);
  }
  // The photos are the salon-photos journey's, which may run at the same time (their own routes keep them).
  const { photos: _photosAfter, ...after } = await storedSettings(request);
  const { photos: _photosBefore, ...expected } = before;
  expect(after).toEqual(expected);
});

describeOnPhone('on a phone', () => {
  test('the admin reaches the settings from the menu and fixes a field by tapping', async ({ page, request }) => {
    const before = await storedSettings(request);
    try {
      await signIn(page, DEMO.admin);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Open navigation' }).tap();
      await page
        .getByRole('navigation', { name: 'Site navigation' })
        .getByRole('link', { name: 'Settings', exact: true })
        .tap();
      await expect(page.getByRole('heading', { name: 'Salon Settings', level: 1 })).toBeVisible();
      expect(await pageOverflow(page)).toEqual([]);

      const upi = await section(page, 'UPI');
      const upiId = upi.getByLabel('UPI ID');
      await upiId.fill('curly studio@okaxis');
      await expectRefusedThenSaved(page, {
        send: () => page.getByRole('button', { name: 'Save Settings' }).tap(),
        refusal: upi.getByText('Please enter a valid UPI ID, like curlystudio@okaxis.'),
        shot: 'salon-settings-error-390',
        field: upiId,
        fixed: 'curly.studio@okhdfc',
        saved: 'Salon settings saved.',
      });
      expect((await storedSettings(request)).upi.id).toBe('curly.studio@okhdfc');
      expect(await pageOverflow(page)).toEqual([]);
    } finally {
      await restore(request, before);
    }
  });
});

test('the settings page at a phone’s width and a laptop’s', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/salon-settings');
  await atBothWidths(page, 'salon-settings', async () => {
    await expect(page.getByRole('region', { name: 'UPI' })).toBeVisible();
  });
});

test('staff and customers are sent home from /salon-settings', async ({ page }) => {
  for (const who of [DEMO.staff, DEMO.customer]) {
    await signIn(page, who);
    await page.goto('/salon-settings');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});
