/**
 * The phone navigation drawer (docs/product.md#header), a native dialog opened by its island: on a 390 px touch
 * screen the burger opens it at once, it slides in from the left (not for visitors who ask for reduced motion), the
 * page behind stays put, and Escape, the backdrop, the close button and a link close it, giving the focus back to the
 * burger. A signed-in visitor's Change Password closes it and opens its own dialog.
 */
import type { Locator, Page } from '@playwright/test';
import { apiLogin, DEMO, expect, pageOverflow, screenshot, settled, test } from './support';
import { openAs } from './api-data';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

function drawerOf(page: Page): { burger: Locator; drawer: Locator } {
  return { burger: page.getByRole('button', { name: 'Open navigation' }), drawer: page.getByRole('dialog') };
}

async function expectClosed(burger: Locator, drawer: Locator): Promise<void> {
  await expect(drawer).toBeHidden();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toBeFocused();
}

test('opens on a tap over a page that stays put, and closes on Escape, the backdrop, its close button and a link', async ({
  page,
}) => {
  await page.goto('/');
  const { burger, drawer } = drawerOf(page);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));

  await burger.tap();
  await expect(drawer).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await settled(page);
  // The panel at the left edge, over the darkened page (the dialog's own box).
  expect(await drawer.locator(':scope > div').boundingBox()).toEqual({ x: 0, y: 0, width: 320, height: 844 });
  expect(await drawer.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  // A wheel over the darkened page moves neither the page nor the drawer.
  await page.mouse.move(360, 500);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  expect(await pageOverflow(page)).toEqual([]);
  await screenshot(page, 'phone-drawer-open-390');

  await page.keyboard.press('Escape');
  await expectClosed(burger, drawer);
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  // Closed, the page scrolls again.
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));

  await burger.tap();
  await expect(drawer).toBeVisible();
  await page.touchscreen.tap(360, 500);
  await expectClosed(burger, drawer);

  await burger.tap();
  await drawer.getByRole('button', { name: 'Close navigation' }).tap();
  await expectClosed(burger, drawer);

  await burger.tap();
  await drawer.getByRole('link', { name: /^Offers/ }).tap();
  await page.waitForURL((url) => url.pathname === '/offers');
  await expect(drawer).toBeHidden();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.tap();
  await expect(drawer.getByRole('link', { name: /^Offers/ })).toHaveAttribute('aria-current', 'page');
  await expect(drawer.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test('slides in, and simply appears for a visitor who asks for reduced motion', async ({ page }) => {
  // The transitions the open drawer starts, caught as they start (a loaded machine may look after they have ended).
  const startedTransitions = () =>
    page.evaluate(() => (window as unknown as { transitionsStarted: string[] }).transitionsStarted.splice(0));
  await page.goto('/');
  await page.evaluate(() => {
    const started: string[] = [];
    (window as unknown as { transitionsStarted: string[] }).transitionsStarted = started;
    document.addEventListener('transitionrun', (event) => {
      if (event.target instanceof Element && event.target.closest('dialog')) started.push(event.propertyName);
    });
  });
  const { burger, drawer } = drawerOf(page);
  // A guest's document: the first tap waits for the island, so the slide is looked for once it has arrived.
  await expect(page.locator('[data-island="drawer"][data-island-attached]')).toHaveCount(1);
  await burger.tap();
  await expect.poll(startedTransitions).toContain('transform');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await startedTransitions();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await burger.tap();
  await expect(drawer).toBeVisible();
  await page.waitForTimeout(300);
  expect(await startedTransitions()).toEqual([]);
});

test('gives a customer the account block; Change Password closes the drawer and opens its dialog', async ({
  page,
  request,
}) => {
  await openAs(page, await apiLogin(request, DEMO.customer), '/');
  const { burger, drawer } = drawerOf(page);
  await burger.tap();
  for (const name of ['My Room', 'Profile', 'My Appointments']) {
    await expect(drawer.getByRole('link', { name })).toBeVisible();
  }
  await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Change Password' }).tap();
  const password = page.getByRole('dialog', { name: 'Change Password' });
  await expect(password).toBeVisible();
  await expect(page.locator('dialog[open], dialog:popover-open')).toHaveCount(0);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(password).toBeHidden();
  await expect(drawer).toBeHidden();
});
