/**
 * Quick Invoice on a phone (390 px, touch): a refused submit brings its first problem into view below the sticky
 * header, focuses it and says it in a toast; choosing a service adds its line in one step; the running total and
 * Submit stay on screen while the form scrolls; the thank-you after a part payment keeps the spec's words and adds
 * the due. The back-office phone menu leads to the Quick Invoice, and the back office has no contact buttons.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, DEMO, pageOverflow, screenshot, settled } from './support';

const PHONE = { width: 390, height: 844 };

/** The box of an element in the viewport, once smooth scrolling has come to rest. */
async function restingBox(locator: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await locator.boundingBox());
      const isResting = box === last;
      last = box;
      return isResting;
    })
    .toBe(true);
  return (await locator.boundingBox())!;
}

/** The bottom edge of the sticky header. */
async function headerBottom(page: Page): Promise<number> {
  const box = (await page.locator('header').first().boundingBox())!;
  return box.y + box.height;
}

/** Types in the service picker and chooses the service: a touch on a phone, a click on a desktop. */
async function chooseService(page: Page, name: string, how: 'tap' | 'click' = 'tap') {
  const picker = page.getByRole('textbox', { name: 'Service' });
  await picker[how]();
  await picker.fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name} —`) })[how]();
}

test.describe('Quick Invoice on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('shows the first problem, adds a service in one step, keeps the total in view, and tells the due', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, DEMO.admin);
    await page.goto('/quickInvoice');
    await expect(page.getByRole('heading', { name: 'Quick Invoice', level: 1 })).toBeVisible();

    const customer = page.getByRole('textbox', { name: 'Customer' });
    await customer.tap();
    await customer.fill('Priya');
    await page.getByRole('option', { name: /Priya Verma/ }).tap();

    // One step: choosing the service is what adds its line, and the picker is empty again for the next one.
    const lines = page.getByTestId('invoice-service');
    await chooseService(page, 'Hair Spa');
    await expect(lines).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Service' })).toHaveValue('');
    await chooseService(page, 'Hydra Facial');
    await expect(lines).toHaveCount(2);

    await page.getByText('Cash', { exact: true }).tap();
    await page.getByRole('textbox', { name: 'Cash amount' }).fill('500');

    // The admin's first line has no staff member yet. Submit from the bottom of the page.
    const bar = page.getByTestId('invoice-total-bar');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(bar).toBeInViewport({ ratio: 1 });
    await bar.getByRole('button', { name: 'Submit' }).tap();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please choose a staff member for each service.' }),
    ).toBeVisible();
    const firstLine = lines.first();
    const staff = firstLine.getByRole('textbox', { name: 'Staff' });
    await expect(staff).toBeFocused();
    const lineBox = await restingBox(firstLine);
    const barBox = await restingBox(bar);
    // The whole line (its name and the message) is below the sticky header and above the total bar.
    expect(lineBox.y).toBeGreaterThanOrEqual(await headerBottom(page));
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(barBox.y);
    await expect(firstLine.getByText('Please choose a staff member for each service.')).toBeVisible();
    expect(await pageOverflow(page)).toEqual([]);
    await settled(page);
    await screenshot(page, 'quick-invoice-phone-first-error-390');

    await staff.tap();
    await page.getByRole('option', { name: 'Neha Sharma' }).tap();
    await page.keyboard.press('Escape');
    // A new line takes the staff of the line before it.
    await lines.nth(1).getByRole('button', { name: 'Remove Hydra Facial' }).tap();
    await chooseService(page, 'Hydra Facial');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1)).toContainText('Neha Sharma');

    // The running total stays on screen wherever the form is scrolled, and agrees with the summary.
    const total = (await page.getByTestId('invoice-Total').textContent())!;
    const due = (await page.getByTestId('invoice-Due').textContent())!;
    expect(due).not.toBe('₹0');
    for (const top of [0, 400, 800]) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      await expect(bar).toBeInViewport({ ratio: 1 });
      await expect(bar.getByTestId('invoice-bar-total')).toHaveText(total);
      await expect(bar.getByTestId('invoice-bar-due')).toContainText(due);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await settled(page);
    await screenshot(page, 'quick-invoice-phone-390');
    await screenshot(page, 'quick-invoice-phone-full-390', { fullPage: true });
    expect(await pageOverflow(page)).toEqual([]);

    await bar.getByRole('button', { name: 'Submit' }).tap();
    await expect(page).toHaveURL(/\/listing/);
    const created = page.getByRole('dialog').filter({ hasText: 'Thank You for Booking, your payment was successful' });
    await expect(created).toBeVisible();
    await expect(created.getByTestId('created-due')).toHaveText(`Still due: ${due}`);
    await settled(page);
    expect(await pageOverflow(page)).toEqual([]);
    await screenshot(page, 'quick-invoice-created-due-390');
  });

  test('the back-office phone menu leads to the Quick Invoice', async ({ page }) => {
    await signIn(page, DEMO.staff);
    await page.goto('/dashboard');
    const burger = page.getByRole('button', { name: 'Open navigation' });
    const box = (await burger.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(40);
    expect(box.height).toBeGreaterThanOrEqual(40);
    await burger.tap();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Listing' })).toBeVisible();
    await settled(page);
    await screenshot(page, 'back-office-menu-390');
    await drawer.getByRole('link', { name: 'Quick Invoice' }).tap();
    await expect(page).toHaveURL(/\/quickInvoice$/);
    await expect(page.getByRole('heading', { name: 'Quick Invoice', level: 1 })).toBeVisible();
    expect(await pageOverflow(page)).toEqual([]);
  });
});

test('the back office shows no contact buttons, on a phone or a desktop', async ({ page }) => {
  await signIn(page, DEMO.admin);
  for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
    await page.setViewportSize(viewport);
    for (const path of ['/quickInvoice', '/dashboard', '/listing', '/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('complementary', { name: 'Contact the salon' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Get Directions' })).toHaveCount(0);
    }
  }
});

test('Quick Invoice on a desktop keeps its summary beside the lines, with no total bar, and tells the due', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.staff);
  await page.goto('/quickInvoice');
  await chooseService(page, 'Hair Spa', 'click');
  await expect(page.getByTestId('invoice-service')).toHaveCount(1);
  await expect(page.getByTestId('invoice-total-bar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose a customer.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Customer' })).toBeFocused();
  await settled(page);
  await screenshot(page, 'quick-invoice-first-error-1366');

  await page.getByRole('textbox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: /Priya Verma/ }).click();
  await page.getByText('Online', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Online amount' }).fill('100');
  const due = (await page.getByTestId('invoice-Due').textContent())!;
  await page.getByRole('button', { name: 'Submit' }).click();
  const created = page.getByRole('dialog').filter({ hasText: 'Thank You for Booking, your payment was successful' });
  await expect(created.getByTestId('created-due')).toHaveText(`Still due: ${due}`);
  await settled(page);
  await screenshot(page, 'quick-invoice-created-due-1366');
});
