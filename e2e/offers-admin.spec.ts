/** Offers admin (docs/product.md#offers-admin): the admin adds an offer with a picture; it shows on /offers. */
import sharp from 'sharp';
import { expectMessagesOnSubmit, openDialog } from './forms';
import { test, expect, signIn, DEMO, screenshot, pageOverflow } from './support';

async function offerPicture(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c2185b' } })
    .composite([
      {
        input: Buffer.from('<svg width="1200" height="900"><circle cx="600" cy="450" r="300" fill="#ffd54f"/></svg>'),
      },
    ])
    .png()
    .toBuffer();
}

test('the admin adds an offer with a picture, it shows on /offers, and deletes it', async ({ page }) => {
  const name = `E2E Glow ${Date.now() % 100_000}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto('/offer-list');
  await expect(page.getByRole('heading', { name: 'Offers' })).toBeVisible();

  const dialog = await openDialog(page, 'Add Offer');
  await expectMessagesOnSubmit(dialog, 'Save', ['Offer Name is required!', 'Status is required!']);

  await dialog.getByLabel(/^Offer Name/).fill(name);
  await dialog.getByLabel('Status').selectOption('1');
  await dialog.getByLabel('Sorting').fill('-100');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'glow.png', mimeType: 'image/png', buffer: await offerPicture() });
  await expect(dialog.getByAltText('Preview of the chosen image')).toBeVisible();
  await screenshot(page, 'offer-add-modal-1366');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Offer has been added!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Enable')).toBeVisible();
  const thumb = row.getByRole('img', { name });
  await expect(thumb).toHaveAttribute('src', /^\/uploads\/offers\/[0-9a-f]{32}\.webp$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await screenshot(page, 'offer-list-1366');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  expect(await pageOverflow(page)).toEqual([]);
  await screenshot(page, 'offer-list-390');
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto('/offers');
  await expect(page.getByText(name).first()).toBeVisible();

  await page.goto('/offer-list');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Offer' });
  await expect(confirm.getByText('Are you sure you want to delete this Offer?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Offer has been Deleted!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.goto('/offers');
  await expect(page.getByText(name)).toHaveCount(0);
});

test('staff are sent home from /offer-list', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await page.goto('/offer-list');
  await page.waitForURL((url) => url.pathname === '/');
});
