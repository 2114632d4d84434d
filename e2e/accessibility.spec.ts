/**
 * Accessibility (issue 8, item 4): axe-core's WCAG 2.0/2.1 A and AA rules on every page of the router, public and
 * back office, and on the main dialogs, at laptop width and (where the layout changes) at phone width. Serious and
 * critical violations fail the test; the failure lists each one's id, help and targets. One sign-in per role.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { addCustomer, createOrder, servicesFrom, type CatalogueService } from './api-data';
import {
  apiLogin,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  keepSession,
  pageLoaded,
  test,
  uniquePhone,
} from './support';

// Axe takes a few seconds on a long page: each test checks a handful of pages.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

/** Signed in as a previous visit would have left the browser (no login form: that page is checked on its own). */
async function signInAs(page: Page, request: APIRequestContext, who: { phone: string; password: string }) {
  await keepSession(page, await apiLogin(request, who));
}

async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
}

/** At `width`, opens each path and runs axe on it once its data is in (a phone's width is named in the label). */
async function checkPagesAt(page: Page, width: number, paths: readonly string[]): Promise<void> {
  await atWidth(page, width);
  for (const path of paths) {
    await page.goto(path);
    await pageLoaded(page);
    await expectNoSeriousA11yViolations(page, width < 700 ? `${path} (${width})` : path);
  }
}

/** Opens a menu or the navigation with its button and runs axe on the page with it open. */
async function checkOpened(page: Page, button: string, what: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await pageLoaded(page);
  await expectNoSeriousA11yViolations(page, what);
}

/** Opens a dialog with its button and runs axe on the dialog only (the page behind was checked on its own). */
async function checkDialog(page: Page, button: string, dialogName: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await pageLoaded(page);
  await expectNoSeriousA11yViolations(page, `dialog ${String(dialogName)}`, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('home, catalogue and offers at laptop width, and the booking modal', async ({ page }) => {
  await checkPagesAt(page, 1366, ['/', '/services', '/curly-service/all', '/curly-service/hair', '/offers']);
  await page.goto('/');
  await checkDialog(page, 'Get Appointment', 'Book Appointment');
});

test('login, register and the static pages at laptop width', async ({ page }) => {
  await checkPagesAt(page, 1366, [
    '/login',
    '/register',
    '/bridal',
    '/nails',
    '/republic-day',
    '/installation',
    '/no-such-page/at-all',
    '/billing/no-such-receipt-here',
  ]);
});

test('public pages and the menu at phone width', async ({ page }) => {
  // The other public pages at phone width are Lighthouse's (mobile) accessibility audit, which runs axe too.
  await checkPagesAt(page, 390, ['/']);
  await checkOpened(page, 'Open navigation', 'phone navigation open');
});

test('customer pages, the account menu and the profile dialogs', async ({ page, request }) => {
  await signInAs(page, request, DEMO.customer);
  await checkPagesAt(page, 1366, ['/', '/profile', '/cart', '/my-appointments']);
  await checkOpened(page, 'Account menu', 'account menu open');
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
  await pageLoaded(page);
  await expectNoSeriousA11yViolations(page, 'dialog Change Password', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await page.goto('/profile');
  await checkDialog(page, 'Update Profile', 'Update Profile');
  await checkPagesAt(page, 390, ['/cart']);
});

const BACK_OFFICE_PAGES = [
  '/expenses',
  '/attendance',
  '/service',
  '/quickInvoice',
  '/listing',
  '/salary',
  '/dashboard',
] as const;

// Staff see the same pages as the admin with fewer columns: the admin's pages cover them.
test('admin back office pages', async ({ page, request }) => {
  await signInAs(page, request, DEMO.admin);
  await checkPagesAt(page, 1366, BACK_OFFICE_PAGES);
});

test('admin-only pages and the back office at phone width', async ({ page, request }) => {
  await signInAs(page, request, DEMO.admin);
  await checkPagesAt(page, 1366, ['/booking-list', '/userList', '/offer-list', '/mark-attendence']);
  await checkPagesAt(page, 390, ['/listing']);
  await checkOpened(page, 'Open navigation', 'back-office navigation open (390)');
});

/** The back office's Add dialogs: the page each is on, and its button (the dialog's name contains the button's). */
const BACK_OFFICE_DIALOGS = [
  ['/expenses', 'Add Expense'],
  ['/service', 'Add Service'],
  ['/quickInvoice', 'Add Customer'],
  ['/salary', 'Add Salary'],
  ['/offer-list', 'Add Offer'],
] as const;

test('back-office dialogs', async ({ page, request }) => {
  await signInAs(page, request, DEMO.admin);
  await atWidth(page, 1366);
  for (const [path, button] of BACK_OFFICE_DIALOGS) {
    await page.goto(path);
    await checkDialog(page, button, new RegExp(button));
  }
});

test('a receipt and Pending Payment on an order with a due', async ({ page, request }) => {
  const staff = await apiLogin(request, DEMO.staff);
  const customer = await addCustomer(request, staff, { name: 'Axe Customer', phone: uniquePhone(), gender: 2 });
  const [service] = (await servicesFrom(request, 500)) as [CatalogueService];
  const lines = [{ service, staff: [staff.user.id], qty: 1 }];
  const order = await createOrder(request, staff.token, { customer, lines, cash: 100 });

  await checkPagesAt(page, 390, [`/billing/${order.uid}`]);

  // Only the admin's list has the Pay column.
  await signInAs(page, request, DEMO.admin);
  await atWidth(page, 1366);
  await page.goto('/listing');
  await pageLoaded(page);
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/billing/${order.uid}"]`) });
  await row.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('dialog', { name: 'Pending Payment' })).toBeVisible();
  await pageLoaded(page);
  await expectNoSeriousA11yViolations(page, 'dialog Pending Payment', '[role="dialog"]');
});
