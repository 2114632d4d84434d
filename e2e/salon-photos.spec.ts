/**
 * The salon's own photos (docs/product.md#salon-photos): the admin, on a phone and by tapping, uploads a photo for
 * the home page's first slide and one for the bridal gallery; a guest sees them on / and /bridal, and the footer's
 * map shows the salon's point (docs/product.md#directions); then the admin removes both. Other journeys read the home
 * page, so the photos are removed at the end whatever happened.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { SalonSettings } from '@shared/site.schemas';
import { pictureOf } from '@server/test/images';
import { DEMO, apiLogin, expect, pageOverflow, screenshot, settled, signIn, test } from './support';

const HERO_ALT = 'Our bridal suite with a gilded mirror';
const BRIDAL_ALT = 'A bride in a red lehenga before her pheras';

async function storedSettings(request: APIRequestContext): Promise<SalonSettings> {
  return ((await (await request.get('/api/settings')).json()) as { data: SalonSettings }).data;
}

/** Removes every photo through the API the page uses, so the home page is as other journeys expect it. */
async function removeAllPhotos(request: APIRequestContext): Promise<void> {
  const photos = (await storedSettings(request)).photos;
  if (!photos) return;
  const { token } = await apiLogin(request, DEMO.admin);
  for (const place of ['hero', 'bridal'] as const) {
    for (const photo of photos[place]) {
      await request.post('/api/settings/photos/remove', {
        headers: { Authorization: `Bearer ${token}` },
        data: { place, id: photo.id },
      });
    }
  }
}

/** Uploads a photo by tapping, in the settings' form of that place. */
async function uploadPhoto(page: Page, placeTitle: string, alt: string, content: Buffer): Promise<void> {
  const form = page.getByRole('form', { name: `Add a photo to ${placeTitle}` });
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'salon.jpg', mimeType: 'image/jpeg', buffer: content });
  await form.getByRole('textbox', { name: /^What the photo shows( \*)?$/ }).tap();
  await form.getByRole('textbox', { name: /^What the photo shows( \*)?$/ }).fill(alt);
  await form.getByRole('button', { name: 'Upload photo' }).tap();
  await expect(page.getByRole('region', { name: placeTitle }).getByText(alt)).toBeVisible();
}

/** A guest's page, at a phone's width and a laptop's, with nothing sticking out, shot whole. */
async function asGuest(browser: Browser, path: string, name: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await check(page);
      await settled(page);
      expect(await pageOverflow(page), `${name} at ${width}px`).toEqual([]);
      await screenshot(page, `${name}-${width}`, { fullPage: true });
    }
  } finally {
    await context.close();
  }
}

test.describe('the salon’s photos', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the admin uploads a hero and a bridal photo by tapping; a guest sees them; the admin removes them', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    await removeAllPhotos(request);
    const settings = await storedSettings(request);
    const photo = await pictureOf('jpeg', 1000, 1000);
    try {
      await signIn(page, DEMO.admin);
      await page.goto('/salon-settings');
      const photos = page.getByRole('region', { name: 'Photos' });
      await expect(photos).toBeVisible();
      await expect(photos.getByText('No photos yet: the site shows its drawings.').first()).toBeVisible();

      await uploadPhoto(page, 'Home page slides', HERO_ALT, photo);
      await expect(page.getByRole('listitem', { name: 'Slide 1: Bridal' })).toBeVisible();
      await uploadPhoto(page, 'Bridal gallery', BRIDAL_ALT, photo);
      await expect(page.getByRole('listitem', { name: 'Photo 1' })).toBeVisible();
      await settled(page);
      expect(await pageOverflow(page), 'the settings at 390px').toEqual([]);
      await screenshot(page, 'salon-photos-admin-390', { fullPage: true });

      const { latitude, longitude } = settings.map;
      await asGuest(browser, '/', 'salon-photos-home', async (guest) => {
        const hero = guest.getByRole('img', { name: HERO_ALT });
        await expect(hero).toBeVisible();
        await expect(hero).toHaveAttribute('src', /^\/uploads\/site\/[0-9a-f]{32}-960\.webp$/);
        await expect(hero).toHaveAttribute('srcset', /480w.*960w/);
        await expect(hero).not.toHaveAttribute('loading', 'lazy');
        // The footer's map: OpenStreetMap's embed of the settings' point, named once the footer is near.
        const map = guest.locator('footer iframe');
        await map.scrollIntoViewIfNeeded();
        await expect(map).toHaveAttribute('title', 'Map of the salon and the streets around it');
        await expect(map).toHaveAttribute('loading', 'lazy');
        await expect(map).toHaveAttribute(
          'src',
          new RegExp(
            `^https://www\\.openstreetmap\\.org/export/embed\\.html\\?bbox=.*&marker=${latitude},${longitude}&`,
          ),
        );
        await expect(guest.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
          'href',
          new RegExp(`mlat=${latitude}&mlon=${longitude}`),
        );
      });
      await asGuest(browser, '/bridal', 'salon-photos-bridal', async (guest) => {
        const gallery = guest.getByRole('img', { name: BRIDAL_ALT });
        await gallery.scrollIntoViewIfNeeded();
        await expect(gallery).toBeVisible();
        await expect(gallery).toHaveAttribute('loading', 'lazy');
        await expect(gallery).toHaveAttribute('width', '960');
      });

      await page.reload();
      await page.getByRole('button', { name: 'Remove Slide 1: Bridal' }).tap();
      await expect(page.getByRole('listitem', { name: 'Slide 1: Bridal' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Remove Photo 1' }).tap();
      await expect(page.getByRole('listitem', { name: 'Photo 1' })).toHaveCount(0);
      await expect(photos.getByText('No photos yet: the site shows its drawings.')).toHaveCount(2);
    } finally {
      await removeAllPhotos(request);
    }
    const after = await storedSettings(request);
    expect(after.photos ?? { hero: [], bridal: [] }).toEqual({ hero: [], bridal: [] });
  });
});
