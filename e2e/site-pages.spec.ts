/**
 * Issue 3, points 4 to 6: the offers page, the bridal, nails, Republic Day and installation pages, the header's
 * live Offers link, and the offline shell of the service worker. Runs against the production build, where the
 * service worker is registered.
 */
import type { Page } from '@playwright/test';
import { pageOverflow, screenshot, settled, expect, test } from './support';

const WIDTHS = [390, 1366] as const;

async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
}

test.describe('offers', () => {
  test('the four demo offers show their expiry texts', async ({ page }) => {
    await atWidth(page, 1366);
    await page.goto('/offers');
    await expect(page.getByRole('heading', { name: 'Special Offer', level: 1 })).toBeVisible();
    const cards = page.getByTestId('offer-card');
    await expect(cards).toHaveCount(4);

    const card = (name: string) => cards.filter({ has: page.getByRole('heading', { name, level: 2 }) });
    await expect(card('Hydra Facial + Hair Spa at ₹2,999')).toContainText('This offer Will Expires Today');
    await expect(card('Flat 20% off Nail Extensions')).toContainText('Offer Expires in 3 Day');
    await expect(card('Free Pre-Bridal Trial with Bridal Makeup')).toContainText(
      /Valid till \d{1,2} [A-Z][a-z]{2} \d{4}/,
    );
    await expect(card('Smoothening + Cysteine Combo ₹6,999')).toContainText('No expiry date');
    // Guests get the shared booking modal (e2e/booking.spec.ts books through it).
    await expect(
      card('Flat 20% off Nail Extensions').getByRole('button', { name: 'Book Appointment' }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
  });

  test('clicking an offer picture enlarges it', async ({ page }) => {
    await atWidth(page, 1366);
    await page.goto('/offers');
    await page.getByRole('button', { name: 'Enlarge the picture of Flat 20% off Nail Extensions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Flat 20% off Nail Extensions' });
    await expect(dialog).toBeVisible();
    const enlarged = dialog.getByTestId('offer-enlarged-image');
    await expect(enlarged).toHaveAttribute('src', '/images/offers/nail-extensions.svg');
    await expect.poll(async () => (await enlarged.boundingBox())?.width ?? 0).toBeGreaterThan(600);
    await expect.poll(() => enlarged.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'offers-enlarged-1366');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the header Offers link is animated while offers exist', async ({ page }) => {
    await atWidth(page, 1366);
    await page.goto('/bridal');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Offers/ });
    await expect(link).toHaveAttribute('data-live', 'true');
    await expect(link).toContainText('4');
    const animation = await link.evaluate((element) => getComputedStyle(element).animationName);
    expect(animation).not.toBe('none');
  });

  test('the home page announces the offers once per session', async ({ page }) => {
    await atWidth(page, 1366);
    await page.goto('/');
    const announcement = page.getByTestId('offers-announcement');
    await expect(announcement).toContainText('Special offers are live!');
    // Its island listens for the visitor leaving, which the page's starter sets up first of all, right after the
    // first paint (a tap before the page's code has run at all leaves it to show again).
    await expect(announcement).toHaveAttribute('data-island-attached', '');
    await announcement.getByRole('link', { name: 'Get Offers' }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The server draws it hidden for the rest of the session: it never flashes up.
    await expect(announcement).toHaveAttribute('hidden', '');
    await expect(announcement).toBeHidden();

    // A new browser session (a fresh context) is announced to again.
    const fresh = await page.context().browser()!.newPage();
    await fresh.goto(new URL('/', page.url()).href);
    await expect(fresh.getByTestId('offers-announcement')).toBeVisible();
    await fresh.close();
  });
});

test('/bridal?selected=3 selects Reception', async ({ page }) => {
  await atWidth(page, 1366);
  await page.goto('/bridal?selected=3');
  await expect(page.getByRole('tab', { name: 'Reception' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Reception makeup' })).toBeVisible();
  await page.getByRole('tab', { name: 'Shoot makeup' }).click();
  await expect(page).toHaveURL(/\/bridal\?selected=5$/);
  await page.getByRole('link', { name: 'Book Now' }).first().click();
  await expect(page).toHaveURL(/\/curly-service\/bridal-makeup$/);
});

test('/nails reads more and less', async ({ page }) => {
  await atWidth(page, 390);
  await page.goto('/nails#nail-extension');
  const section = page.locator('#nail-extension');
  await expect(section).toBeInViewport();
  const more = section.getByText('Extensions last three to four weeks', { exact: false });
  await expect(more).toBeHidden();
  await section.getByRole('button', { name: 'Read more' }).click();
  await expect(more).toBeVisible();
  await section.getByRole('button', { name: 'Read less' }).click();
  await expect(more).toBeHidden();
  await section.getByRole('button', { name: 'Book Nail Extensions' }).click();
  await expect(page.getByRole('dialog', { name: 'Book Appointment' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the offers carousel, an offer’s picture, the occasions and read more answer taps', async ({ page }) => {
    await page.goto('/offers');
    const carousel = page.getByRole('region', { name: 'Current offers' });
    const cards = carousel.getByTestId('offer-card');
    const inView = cards.filter({ has: page.getByRole('heading', { name: 'Hydra Facial + Hair Spa at ₹2,999' }) });
    await expect(inView).toBeInViewport();
    await carousel.getByRole('button', { name: 'Next offer' }).tap();
    const nails = cards.filter({ has: page.getByRole('heading', { name: 'Flat 20% off Nail Extensions' }) });
    await expect(nails).toBeInViewport({ ratio: 0.95 });
    await expect(inView).not.toBeInViewport();
    await expect(carousel.locator('button[aria-hidden="true"]').nth(1)).toHaveAttribute('data-active', 'true');

    const enlarge = nails.getByRole('button', { name: 'Enlarge the picture of Flat 20% off Nail Extensions' });
    await enlarge.tap();
    const dialog = page.getByRole('dialog', { name: 'Flat 20% off Nail Extensions' });
    await expect(dialog).toBeVisible();
    expect(await pageOverflow(page)).toEqual([]);
    await settled(page);
    await screenshot(page, 'offers-enlarged-390');
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
    await carousel.getByRole('button', { name: 'Previous offer' }).tap();
    await expect(inView).toBeInViewport({ ratio: 0.95 });
    expect(await pageOverflow(page)).toEqual([]);

    await page.goto('/bridal?selected=1#occasions');
    await page.getByRole('tab', { name: 'Roka' }).tap();
    await expect(page.getByRole('tab', { name: 'Roka' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Roka makeup' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bridal makeup', exact: true })).toBeHidden();
    await expect(page).toHaveURL(/\/bridal\?selected=4#occasions$/);
    expect(await pageOverflow(page)).toEqual([]);

    await page.goto('/nails#nail-art');
    const section = page.locator('#nail-art');
    await section.getByRole('button', { name: 'Read more' }).tap();
    await expect(section.getByText('Bring a picture or choose from our design book')).toBeVisible();
    expect(await pageOverflow(page)).toEqual([]);
  });
});

test('/republic-day leads to the offers', async ({ page }) => {
  await page.goto('/republic-day');
  await expect(page.getByRole('heading', { name: 'Republic Day Specials', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Get Offers' }).first().click();
  await expect(page).toHaveURL(/\/offers$/);
});

test('/installation shows 4 steps for Android and 4 for iPhone', async ({ page }) => {
  await page.goto('/installation');
  await expect(page.getByTestId('install-android').locator('li')).toHaveCount(4);
  await expect(page.getByTestId('install-iphone').locator('li')).toHaveCount(4);
  const images = page.locator('li img');
  await expect(images).toHaveCount(8);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test('the web manifest names the salon and lists installable icons', async ({ request }) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Curly Studio', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );
});

test('offline, a reload still shows the app shell and the offline notice', async ({ page, context }) => {
  await atWidth(page, 1366);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Once the worker controls the page, every asset the shell loads passes through it (and is cached).
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('banner').locator('img[src="/logo.svg"]').first()).toBeVisible();

  await context.setOffline(true);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('banner').locator('img[src="/logo.svg"]').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('You are offline. Some things may not load until you reconnect.')).toBeVisible();
  await screenshot(page, 'offline-shell-1366');

  await context.setOffline(false);
  await expect(page.getByText('You are offline. Some things may not load until you reconnect.')).toBeHidden();
});

test.describe('screenshots', () => {
  for (const width of WIDTHS) {
    for (const path of ['/bridal', '/nails', '/offers', '/republic-day', '/installation']) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await atWidth(page, width);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        if (path === '/offers') await expect(page.getByTestId('offer-card').first()).toBeVisible();
        // Lazy images below the fold load before the full-page picture.
        await page.evaluate(async () => {
          for (const img of Array.from(document.images)) img.loading = 'eager';
          await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
        });
        await screenshot(page, `${path.slice(1)}-${width}`, { fullPage: true });
      });
    }
  }
});
