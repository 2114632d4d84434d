import type { Page } from '@playwright/test';
import { NOT_FOUND_TITLE } from '@shared/seo';
import { DEMO, pageOverflow, screenshot, settled, signIn, expect, test } from './support';

test.describe('route guards', () => {
  for (const path of ['/cart', '/profile', '/expenses', '/my-appointments', '/userList']) {
    test(`send a guest from ${path} to the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('keep a customer out of the back office and the admin pages', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await page.goto('/expenses');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/booking-list');
    await expect(page).toHaveURL(/\/$/);
  });

  test('keep staff out of the admin pages', async ({ page }) => {
    await signIn(page, DEMO.staff);
    await page.goto('/userList');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the not-found page', () => {
  /** The not-found page is up: its heading, its own title, noindex, and nothing wider than the screen. */
  async function expectNotFound(page: Page) {
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await pageOverflow(page)).toEqual([]);
  }

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    for (const path of ['/no-such-page/at-all', '/curly-service/no-such-category']) {
      test(`${path} answers 404 with the not-found page, whose link home works by tap`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expectNotFound(page);
        await page.getByRole('link', { name: 'Go To Home' }).tap();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1, name: /Curly Studio/ })).toBeVisible();
        await expect(page).not.toHaveTitle(NOT_FOUND_TITLE);
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      });
    }

    test('an unknown address reached inside the app is the not-found page too', async ({ page }) => {
      // Signed in, a public page runs the app (a guest's is a document, where every link asks the server).
      await signIn(page, DEMO.customer);
      await page.goto('/');
      // As a link to a page that has gone would: the app routes it without asking the server.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/a-page-that-has-gone');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expectNotFound(page);
      await page.getByRole('link', { name: 'Go To Home' }).tap();
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
  });

  for (const width of [390, 1366]) {
    test(`looks finished at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
      await page.goto('/no-such-page');
      await expectNotFound(page);
      await settled(page);
      await screenshot(page, `not-found-${width}`);
    });
  }
});

test('the server puts the SEO tags into the page, and the browser keeps them in step', async ({ page, request }) => {
  const html = await (await request.get('/bridal')).text();
  expect(html).toContain('<title>Bridal Makeup &amp; Pre-Bridal Packages | Curly Studio Chandigarh</title>');
  await page.goto('/login');
  await expect(page).toHaveTitle('Login | Curly Studio Chandigarh');
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await page.goto('/register');
  await expect(page).toHaveTitle('Create Your Account | Curly Studio Chandigarh');
});

test('a stale session is cleared when the server answers Unauthenticated.', async ({ page }) => {
  await signIn(page, DEMO.customer);
  const stored = await page.evaluate(() => localStorage.getItem('auth'));
  expect(stored).toContain(DEMO.customer.phone);
  // The session ends elsewhere (a password change on another device, a deactivation): the token stops working.
  // The token is replaced as the next page starts, before the app runs: changed on the open page, it could be
  // written back by that page's own session refresh still under way.
  await page.addInitScript(() => {
    const raw = localStorage.getItem('auth');
    if (!raw) return;
    const auth = JSON.parse(raw);
    auth.token = 'revoked-token';
    localStorage.setItem('auth', JSON.stringify(auth));
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
});

test.describe('header and footer', () => {
  for (const width of [390, 1366]) {
    test(`look finished at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
      await page.goto('/');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
      await screenshot(page, `home-top-${width}`);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await screenshot(page, `home-footer-${width}`, { fullPage: true });
    });
  }

  test('shows every public link and the dropdowns on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('banner');
    for (const name of ['Home', 'About Us', 'Services', 'Bridal', 'Nails', 'Offers', 'Feedback']) {
      // The dropdowns' menus are in the page, hidden, with entries of the same names (the Nails category).
      await expect(nav.getByText(name, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    }
    await nav.getByText('Services', { exact: true }).first().hover();
    await expect(page.getByRole('menuitem', { name: 'Hair Care' })).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveCount(11);
  });

  test('the footer is for guests and customers only', async ({ page }) => {
    await signIn(page, DEMO.staff);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // Staff get the public header on public pages (with Go to Admin in their menu).
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
