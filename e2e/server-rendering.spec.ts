/**
 * Open pages arrive rendered by the server (content before any script runs) and the browser hydrates them without
 * a mismatch; guarded pages are left to the browser.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { DEMO, apiLogin, signIn, expect, test } from './support';

const OPEN_PAGES: ReadonlyArray<readonly [path: string, heading: RegExp]> = [
  ['/', /Curly Studio/],
  ['/services', /Services for you/],
  ['/curly-service/all', /Services for you/],
  ['/curly-service/nail', /Services for you/],
  ['/bridal', /Bridal/i],
  ['/nails', /Nail/i],
  ['/offers', /Offer/i],
  ['/republic-day', /Republic Day/i],
  ['/installation', /home screen/i],
  ['/login', /Login|Welcome/i],
  ['/register', /Sign up|Create|Register/i],
  ['/no-such-page', /Page not found/],
];

/** React reports a hydration mismatch as a console error ("Hydration failed", minified errors #418, #423, #425). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of OPEN_PAGES) {
    test(`${path} has its content in the HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      // No <style> element inside the page's content (Mantine writes one for each responsive style prop or grid):
      // each one the browser meets while it reads the page makes it style and lay out all of it again.
      const styles = await page
        .locator('#root style')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-mantine-styles')));
      expect(styles.filter((kind) => kind !== 'true' && kind !== 'classes')).toEqual([]);
    });
  }

  test('the services of a category are in the HTML, with their prices', async ({ page }) => {
    await page.goto('/curly-service/all');
    await expect(page.getByRole('button', { name: /Add to My Room/ }).first()).toBeVisible();
    await expect(page.getByText(/₹/).first()).toBeVisible();
  });

  test('a guarded page is left to the browser', async ({ request }) => {
    const html = await (await request.get('/profile')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="server-state"');
  });
});

/** The app's own chunks (React and Mantine, the router, the pages): a guest's document fetches none of them. */
const APP_CHUNK = /\/assets\/(start-app|vendor|mantine|AppProviders)-[\w-]+\.js$/;
/** The app's whole stylesheet and the public pages' own (scripts/public-stylesheet.ts). */
const FULL_STYLESHEET = /\/assets\/style-[\w-]+\.css$/;
const PUBLIC_STYLESHEET = /\/assets\/public-[\w-]+\.css$/;

/** The stylesheets the page has, by address. */
async function stylesheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets].map((sheet) => new URL(sheet.href ?? '', location.href).pathname),
  );
}

test.describe("a guest's document with islands", () => {
  for (const [path] of OPEN_PAGES) {
    test(`${path} runs its islands without the app`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
      expect(scripts.filter((script) => APP_CHUNK.test(script))).toEqual([]);
      expect(scripts.some((script) => script.includes('start-islands-page'))).toBe(true);
      // The public pages' own stylesheet, not the app's.
      const sheets = await stylesheets(page);
      expect(sheets.filter((sheet) => PUBLIC_STYLESHEET.test(sheet))).toHaveLength(1);
      expect(sheets.filter((sheet) => FULL_STYLESHEET.test(sheet))).toEqual([]);
    });
  }

  test("a Hindi page's islands need no words: the Hindi file is fetched by the app only", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/hi/curly-service/all');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    expect(scripts.some((script) => script.includes('start-islands-page'))).toBe(true);
    expect(scripts.filter((script) => /\/hindi-[\w-]+\.js$/.test(script) || APP_CHUNK.test(script))).toEqual([]);
  });

  test("Book Appointment brings the app's whole stylesheet before it draws the modal", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Appointment' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
    await expect(dialog).toBeVisible();
    expect((await stylesheets(page)).some((sheet) => FULL_STYLESHEET.test(sheet))).toBe(true);
    // Mantine's modal, as the app draws it: over the page, its overlay dimming it.
    expect(
      await dialog.evaluate((element) => getComputedStyle(element.closest('.mantine-Modal-inner') ?? element).position),
    ).toBe('fixed');
  });

  test('a signed-in visitor gets the app on the same page', async ({ page }) => {
    await signIn(page, DEMO.customer);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/services');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(scripts.some((script) => APP_CHUNK.test(script))).toBe(true);
    // The server saw the sign-in cookie: the app's page, with its whole stylesheet, and no islands' starter.
    expect(scripts.some((script) => script.includes('start-islands-page'))).toBe(false);
    await expect(page.locator('#server-state')).not.toHaveAttribute('data-islands-path');
    const sheets = await stylesheets(page);
    expect(sheets.some((sheet) => FULL_STYLESHEET.test(sheet))).toBe(true);
    expect(sheets.filter((sheet) => PUBLIC_STYLESHEET.test(sheet))).toEqual([]);
  });

  test("a session kept before the sign-in cookie existed gets the app's pages from the next page on", async ({
    page,
    request,
  }) => {
    const session = await apiLogin(request, DEMO.customer);
    await page.addInitScript((auth) => localStorage.setItem('auth', JSON.stringify(auth)), session);
    await page.goto('/services');
    await expect(page.locator('#server-state')).toHaveAttribute('data-islands-path', '/services');
    await page.getByRole('link', { name: /Hair/ }).first().click();
    await expect(page).toHaveURL(/\/curly-service\//);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.locator('#server-state')).not.toHaveAttribute('data-islands-path');
  });
});

/** A signed-in visitor's public page is the server's HTML hydrated by the app. */
test.describe('hydration', () => {
  // The open pages, and some at their Hindi addresses (the app loads the Hindi words before it hydrates).
  for (const path of [...OPEN_PAGES.map(([pattern]) => pattern), '/hi', '/hi/services', '/hi/curly-service/all']) {
    test(`${path} hydrates without a mismatch and asks for no data again`, async ({ page }) => {
      await signIn(page, DEMO.customer);
      const errors = collectErrors(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        // The session's own calls (the user's details, the cart) are the app's, not the page's data.
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') && !/^\/api\/(user|cart)\b/.test(pathname)) apiCalls.push(pathname);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The not-found page's own status is reported as a failed resource: that one is meant.
      const isOwnStatus = (error: string) => path === '/no-such-page' && error.includes('status of 404');
      expect(errors.filter((error) => !isOwnStatus(error))).toEqual([]);
      expect(apiCalls).toEqual([]);
    });
  }

  test('a link leads to the next page and its search filters', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/services');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: /All/ }).first().click();
    await expect(page).toHaveURL(/\/curly-service\/all$/);
    // /services has a search box of its own: fill the category page's once it has replaced that page.
    await expect(page.getByRole('button', { name: /Add to My Room/ }).first()).toBeVisible();
    await page.getByLabel('Search services').fill('zzzz no such service');
    await expect(page.getByText('No Product Match With Your Search')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a signed-in customer sees their own header once the page has hydrated', async ({ page }) => {
    await signIn(page, DEMO.customer);
    const errors = collectErrors(page);
    await page.goto('/services');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
