import type { Locator, Page } from '@playwright/test';
import { groupIndian } from '@shared/money';
import { DEMO, describeOnPhone, pageOverflow, screenshot, settled, signIn, expect, test } from './support';
import { firstAddableCard, serviceCard } from './service-cards';

/**
 * Scrolls to the bottom in steps, so lazy images load and the counters run before a full-page screenshot, then waits
 * until every picture of the page has loaded (not for the network to be idle: the footer's map frame made that wait
 * run out now and then on a busy machine).
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

const cartButton = (page: Page) => page.getByRole('link', { name: /^My Room, \d+ items?$/ });

async function cartCount(page: Page): Promise<number> {
  const label = (await cartButton(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? NaN);
}

/**
 * A guest's first Add to My Room of a category (pressed by `press`: a click, or a tap on a phone) leads to login with a
 * toast.
 */
async function expectGuestSentToLogin(page: Page, press: (button: Locator) => Promise<void>): Promise<void> {
  await page.goto('/curly-service/hair');
  await press(page.getByRole('button', { name: 'Add to My Room' }).first());
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please Login first to Access Cart')).toBeVisible();
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

test('Enter in the services page search looks for that name among every service', async ({ page }) => {
  await page.goto('/services');
  const box = page.getByRole('searchbox', { name: 'Search services' });
  await box.fill('eyebrow');
  await expect(page.getByText('No category is called “eyebrow”.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search every service for “eyebrow”' })).toHaveAttribute(
    'href',
    '/curly-service/all?search=eyebrow',
  );
  await box.press('Enter');
  await expect(page).toHaveURL(/\/curly-service\/all\?search=eyebrow$/);
  await expect(page.getByRole('heading', { name: 'Eyebrow Threading' })).toBeVisible();
});

test('a category search replaces the address rather than adding to the history, and is narrowed by the server', async ({
  page,
}) => {
  await page.goto('/services');
  await page.goto('/curly-service/hair');
  const cards = page.getByRole('article');
  const everyHairService = await cards.count();
  await page.getByRole('searchbox', { name: 'Search services' }).fill('spa');
  await expect(page).toHaveURL(/\/curly-service\/hair\?search=spa$/);
  await expect.poll(() => cards.count()).toBeLessThan(everyHairService);
  for (const name of await cards.getByRole('heading').allTextContents()) expect(name.toLowerCase()).toContain('spa');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ services?$/ })).toHaveText(
    `${await cards.count()} service${(await cards.count()) === 1 ? '' : 's'}`,
  );
  // The tabs carry the search to another category.
  await expect(page.getByRole('link', { name: 'All Services' })).toHaveAttribute(
    'href',
    '/curly-service/all?search=spa',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
});

test('a guest who adds to My Room is sent to login with a toast', async ({ page }) => {
  await expectGuestSentToLogin(page, (button) => button.click());
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

describeOnPhone('on a phone', () => {
  test('a search in the address arrives filtered, and the clear button widens it to every service again', async ({
    page,
  }) => {
    await page.goto('/curly-service/all?search=spa');
    const cards = page.getByRole('article');
    await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('spa');
    const matching = await cards.count();
    expect(matching).toBeGreaterThan(0);
    for (const name of await cards.getByRole('heading').allTextContents()) expect(name.toLowerCase()).toContain('spa');
    expect(await pageOverflow(page)).toEqual([]);

    await page.getByRole('button', { name: 'Clear search' }).tap();
    await expect(page).toHaveURL(/\/curly-service\/all$/);
    await expect.poll(() => cards.count()).toBeGreaterThan(matching);
    await expect(page.getByRole('searchbox', { name: 'Search services' })).toBeFocused();

    await page.getByRole('searchbox', { name: 'Search services' }).fill('zzzz no such service');
    await expect(page.getByRole('heading', { name: 'No Product Match With Your Search' })).toBeVisible();
    await expect(cards).toHaveCount(0);
    expect(await pageOverflow(page)).toEqual([]);
    await screenshot(page, 'category-no-match-390');
  });

  test('the eye opens the description in a dialog, which a tap beside it or Close shuts, giving the focus back', async ({
    page,
  }) => {
    await page.goto('/curly-service/bridal-makeup');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'HD Bridal Makeup' }) });
    const eye = card.getByRole('button', { name: 'View details' });
    const dialog = page.getByRole('dialog', { name: 'HD Bridal Makeup' });

    await eye.tap();
    await expect(dialog.getByText(/High-definition bridal makeup with lashes/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add to My Room' })).toBeVisible();
    // The page under it does not scroll, and nothing sticks out.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await pageOverflow(page)).toEqual([]);
    await settled(page);
    await screenshot(page, 'service-details-390');

    await page.touchscreen.tap(195, 820); // the backdrop, below the dialog
    await expect(dialog).toBeHidden();
    await expect(eye).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    await eye.tap();
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toBeHidden();
    await expect(eye).toBeFocused();

    await eye.tap();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("one dialog shows the card whose eye was tapped, and its Add to My Room is the card's", async ({ page }) => {
    await page.goto('/curly-service/bridal-makeup');
    const cardOf = (name: string) =>
      page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await cardOf('HD Bridal Makeup').getByRole('button', { name: 'View details' }).tap();
    await page.getByRole('dialog', { name: 'HD Bridal Makeup' }).getByRole('button', { name: 'Close' }).tap();

    await cardOf('Airbrush Bridal Makeup').getByRole('button', { name: 'View details' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Airbrush Bridal Makeup' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    await expect(dialog).not.toContainText('High-definition bridal makeup with lashes');
    const price = await cardOf('Airbrush Bridal Makeup').locator('[data-service-price]').textContent();
    await expect(dialog.locator('[data-service-price]')).toHaveText(price ?? 'no price on the card');
    expect(await pageOverflow(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Add to My Room' }).tap();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please Login first to Access Cart')).toBeVisible();
  });

  test('a guest who taps Add to My Room is sent to login with a toast', async ({ page }) => {
    await expectGuestSentToLogin(page, (button) => button.tap());
  });
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
    // The salon's own figures (docs/product.md#home-figures): each counter counts up to its own figure once in view
    // (from 0: read before then, all four say 0+), and they are not four copies of one placeholder.
    const counters = page.getByTestId('counter-value');
    const figures = await counters
      .locator('[data-target]')
      .evaluateAll((spans) => spans.map((span) => Number(span.getAttribute('data-target'))));
    expect(figures).toHaveLength(4);
    expect(figures.every((figure) => figure > 0)).toBe(true);
    expect(new Set(figures).size).toBeGreaterThan(1);
    await expect(counters).toHaveText(figures.map((figure) => `${groupIndian(figure)}+`));
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
