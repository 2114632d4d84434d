/**
 * Attendance (docs/product.md#attendance, #attendance-states, #errors-back-office): a staff member checks in and out,
 * and a third attempt (from a page left open on another tab) shows the refusal; the admin sees the day on
 * /mark-attendence with its Total Hour and marks a staff member who has not checked in. Screenshots at 390 and 1366 px.
 */
import type { Page } from '@playwright/test';
import { cashBookDate } from '@shared/cash-book';
import { salonToday } from '@shared/salon-time';
import { test, expect, signIn, DEMO, screenshot, settled, waitForApp, pageOverflow, atBothWidths } from './support';

/** The salon's today as the review writes dates. */
const TODAY = cashBookDate(salonToday('Asia/Kolkata'));

/** The second demo staff member: no other journey uses this one. */
const STAFF = DEMO.staff2;

async function mark(page: Page, action: 'Check In' | 'Check Out', comment = '') {
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  if (comment) await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

// One story in order: the admin's test reads the day the staff member's test marked.
test.describe.configure({ mode: 'serial' });

test('a staff member checks in and out, and a third attempt shows the refusal', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, STAFF);
  await page.goto('/attendance');
  await expect(page.getByText('Not Checked In Yet')).toBeVisible();
  await expect(page.getByText('Not Checkout Yet')).toBeVisible();
  const clock = page.getByTestId('live-clock');
  const firstTick = await clock.textContent();
  await expect(clock).not.toHaveText(firstTick ?? '', { timeout: 3000 });
  await settled(page);
  await screenshot(page, 'attendance-staff-check-in-390', { fullPage: true });

  await page.getByRole('button', { name: 'Check In' }).click();
  await page.getByRole('dialog', { name: 'Check In' }).getByLabel('Comment').fill('Opening the salon');
  await settled(page);
  await screenshot(page, 'attendance-staff-modal-390');
  await page.getByRole('dialog', { name: 'Check In' }).getByRole('button', { name: 'Check In' }).click();
  await expect(page.getByText('Check in Marked SuccessFully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check Out' })).toBeVisible();
  await expect(page.getByText('Not Checked In Yet')).toHaveCount(0);

  // The same staff member has the page open on another tab (the counter's tablet): it still offers Check Out.
  const otherTab = await page.context().newPage();
  await otherTab.setViewportSize({ width: 1366, height: 900 });
  await otherTab.goto('/attendance');
  await waitForApp(otherTab);
  await expect(otherTab.getByRole('button', { name: 'Check Out' })).toBeVisible();

  await mark(page, 'Check Out', 'Closing done');
  await expect(page.getByText('Check Out Marked SuccessFully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Attendance marked for today' })).toBeDisabled();
  await expect(page.getByText('Total Hour:')).toBeVisible();

  // The third attempt: the server refuses it and the stale tab says so, then shows the day as it is.
  await mark(otherTab, 'Check Out');
  await expect(otherTab.getByText('You Have Already Marked Your Attendence')).toBeVisible();
  await expect(otherTab.getByRole('button', { name: 'Attendance marked for today' })).toBeDisabled();
  await settled(otherTab);
  await screenshot(otherTab, 'attendance-staff-refused-1366');
  await otherTab.close();

  await atBothWidths(
    page,
    'attendance-staff-done',
    () => expect(page.getByRole('button', { name: 'Attendance marked for today' })).toBeVisible(),
    { reload: true },
  );
});

test('the admin sees that day with its Total Hour and marks a staff member who has not', async ({ page: admin }) => {
  await admin.setViewportSize({ width: 1366, height: 900 });
  await signIn(admin, DEMO.admin);
  await admin.goto('/mark-attendence');
  const marked = admin.getByRole('table', { name: 'Attendance marked' });
  // Today's row of a staff member: the demo's earlier days are listed too.
  const todayRow = (name: string) => marked.getByRole('row').filter({ hasText: name }).filter({ hasText: TODAY });
  const row = todayRow(STAFF.name);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^\d+ h \d+ min$/);
  await expect(row.getByText('Not Checkout Yet')).toHaveCount(0);

  const notMarked = admin.getByRole('table', { name: 'Not marked' });
  await expect(notMarked.getByText(STAFF.name)).toHaveCount(0);
  await expect(notMarked.getByText(DEMO.staff.name)).toBeVisible();
  await admin.setViewportSize({ width: 390, height: 844 });
  await settled(admin);
  expect(await pageOverflow(admin)).toEqual([]);
  await screenshot(admin, 'mark-attendence-not-marked-390', { fullPage: true });
  await admin.setViewportSize({ width: 1366, height: 900 });
  await admin.getByRole('button', { name: `Mark attendance of ${DEMO.staff.name}` }).click();
  const checkIn = admin.getByRole('dialog', { name: 'Check In' });
  await expect(checkIn.getByLabel(/Check-in time/)).toHaveValue(/^\d{2}:\d{2}$/);
  await checkIn.getByLabel('Comment').fill('Phone battery was dead');
  await settled(admin);
  await screenshot(admin, 'mark-attendence-check-in-modal-1366');
  await checkIn.getByRole('button', { name: 'Check In' }).click();
  await expect(admin.getByText('Check in Marked SuccessFully')).toBeVisible();
  await expect(todayRow(DEMO.staff.name)).toContainText('Not Checkout Yet');
  await expect(admin.getByText('Everyone has marked their attendance.')).toBeVisible();
  await expect(notMarked.getByText(DEMO.staff.name)).toHaveCount(0);

  await atBothWidths(admin, 'mark-attendence', () => expect(todayRow(STAFF.name)).toBeVisible(), { reload: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.getByLabel('Date range').click();
  await settled(admin);
  await screenshot(admin, 'mark-attendence-range-picker-390');
  await admin.keyboard.press('Escape');

  await admin.goto('/attendance');
  await atBothWidths(
    admin,
    'attendance-admin',
    () => expect(admin.getByRole('table', { name: 'Attendance' }).getByText(STAFF.name).first()).toBeVisible(),
    { reload: true },
  );
});

test('staff are sent home from /mark-attendence', async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto('/mark-attendence');
  await page.waitForURL((url) => url.pathname === '/');
});
