import type { Page } from '@playwright/test';
import { DEMO, screenshot, signIn, expect, test } from './support';
import { firstAddableCard, serviceCard } from './service-cards';

/** Scrolls to the bottom in steps, so lazy images load and the counters run before a full-page screenshot. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

const cartButton = (page: Page) => page.getByRole('link', { name: /^My Room, \d+ items?$/ });

async function cartCount(page: Page): Promise<number> {
  const label = (await cartButton(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? NaN);
}

test('home: a hero View Service opens its category, and a search with no match says so', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your bridal look, made just for you' })).toBeVisible();
  const firstSlideImage = page.locator('img[src="/images/hero/bridal.svg"]');
  await expect(firstSlideImage).toHaveAttribute('fetchpriority', 'high');
  await expect(firstSlideImage).toHaveAttribute('loading', 'eager');

  await page.getByRole('link', { name: 'View Service' }).first().click();
  await expect(page).toHaveURL(/\/curly-service\/bridal-makeup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Services for you' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bridal Makeup' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'HD Bridal Makeup' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search services' }).fill('pedicure');
  await expect(page.getByText('No Product Match With Your Search')).toBeVisible();
  await expect(page).toHaveURL(/search=pedicure/);
  await screenshot(page, 'category-no-match-1280');

  // The same search on every service finds it.
  await page
    .getByRole('navigation', { name: 'Browse by category' })
    .getByRole('link', { name: 'All Services' })
    .click();
  await expect(page).toHaveURL(/\/curly-service\/all\?search=pedicure$/);
  await expect(page.getByRole('heading', { name: 'Spa Pedicure' })).toBeVisible();
  await expect(page.getByText('No Product Match With Your Search')).toBeHidden();
});

test('the services page lists the categories, filters them and opens one', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services for you' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Service categories' });
  await expect(grid.getByRole('listitem')).toHaveCount(12);
  await page.getByRole('searchbox', { name: 'Search services' }).fill('wax');
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await grid.getByRole('link', { name: /Waxing/ }).click();
  await expect(page).toHaveURL(/\/curly-service\/waxing$/);
  await expect(page.getByRole('heading', { name: 'Full Arms Waxing' })).toBeVisible();
});

test('a guest who adds to My Room is sent to login with a toast', async ({ page }) => {
  await page.goto('/curly-service/hair');
  await page.getByRole('button', { name: 'Add to My Room' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please Login first to Access Cart')).toBeVisible();
});

test('a customer adds a service: the button reads Added to My Room and the header count goes up', async ({ page }) => {
  await signIn(page, DEMO.customer);
  const originalCart = await page.evaluate(() => localStorage.getItem('cart'));
  try {
    await page.goto('/curly-service/all');
    await expect(cartButton(page)).toBeVisible();
    const before = await cartCount(page);

    const card = firstAddableCard(page);
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: 'Add to My Room' }).click();

    const added = serviceCard(page, name);
    await expect(added.getByRole('button', { name: 'Added to My Room' })).toBeVisible();
    await expect.poll(() => cartCount(page)).toBe(before + 1);
    await added.scrollIntoViewIfNeeded();
    await screenshot(page, 'service-added-1280');

    // Adding again does nothing; the server kept the cart (a reload shows it still added).
    await added.getByRole('button', { name: 'Added to My Room' }).dispatchEvent('click');
    await page.reload();
    await expect(serviceCard(page, name).getByRole('button', { name: 'Added to My Room' })).toBeVisible();
    await expect.poll(() => cartCount(page)).toBe(before + 1);
  } finally {
    // Put the demo customer's cart back as it was, so the test can run again on the same database.
    await page.evaluate(async (cartText) => {
      const { token } = JSON.parse(localStorage.getItem('auth')!) as { token: string };
      const items = (JSON.parse(cartText ?? '[]') as { id: number; quantity: number }[]).map(({ id, quantity }) => ({
        id,
        quantity,
      }));
      const form = new FormData();
      form.append('data', JSON.stringify(items));
      await fetch('/api/expense/cart_update', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
    }, originalCart);
  }
});

test('the eye icon opens the full description; short descriptions have none', async ({ page }) => {
  await page.goto('/curly-service/bridal-makeup');
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: 'HD Bridal Makeup' }) });
  await card.getByRole('button', { name: 'View details' }).click();
  const dialog = page.getByRole('dialog', { name: 'HD Bridal Makeup' });
  await expect(dialog.getByText(/High-definition bridal makeup with lashes/)).toBeVisible();
  await screenshot(page, 'service-details-1280');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/curly-service/threading');
  const eyebrow = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Eyebrow Threading' }) });
  await expect(eyebrow.getByRole('button', { name: 'Add to My Room' })).toBeVisible();
  await expect(eyebrow.getByRole('button', { name: 'View details' })).toHaveCount(0);
});

test('an unknown category slug is the 404 page', async ({ page }) => {
  await page.goto('/curly-service/no-such-category');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
});

for (const width of [390, 1366]) {
  test(`screenshots of the home, services and all-services pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Browse by category' })).toBeVisible();
    await scrollThrough(page);
    await expect(page.getByTestId('counter-value').first()).toHaveText('1,000+');
    await screenshot(page, `home-${width}`, { fullPage: true });

    await page.goto('/services');
    await expect(page.getByRole('list', { name: 'Service categories' }).getByRole('listitem')).toHaveCount(12);
    await scrollThrough(page);
    await screenshot(page, `services-${width}`, { fullPage: true });

    await page.goto('/curly-service/all');
    await expect(page.locator('article').first()).toBeVisible();
    await scrollThrough(page);
    await screenshot(page, `curly-service-all-${width}`, { fullPage: true });

    // No image on these pages is broken.
    const broken = await page.evaluate(() =>
      [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
    );
    expect(broken).toEqual([]);
  });
}
