/**
 * Appointments review (docs/product.md#appointment-review, #appointment-status, #toasts): a customer books two
 * visits at the same time, the admin approves one, is warned about the clash before approving the other, rejects it
 * with a reason instead, and the customer reads the reason in My Appointments. Photographed on a phone and a laptop.
 */
import type { Page } from '@playwright/test';
import { addDays, salonToday } from '@shared/salon-time';
import { DEMO, expect, screenshot, signIn, test, settled } from './support';

/** The second demo customer (another test books as the first). */
const CUSTOMER = DEMO.customer2;

async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
}

/** Books through the API as the signed-in user of the page, and answers the new appointment's id. */
async function book(page: Page, date: string): Promise<number> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth')!) as { token: string }).token);
  const userId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth')!) as { user: { id: number } }).user.id,
  );
  const answer = await page.request.post('/api/expense/makeAppoitment', {
    headers: { Authorization: `Bearer ${token}` },
    data: { phone: CUSTOMER.phone, date, services: 'Hair Spa', user_id: userId },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** No sideways scrolling of the page itself. */
async function expectNoPageScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the admin approves, is warned of a clash, rejects with a reason, and the customer sees it', async ({ page }) => {
  // A time no other run of this test is likely to have used.
  const day = addDays(salonToday('Asia/Kolkata'), 3 + Math.floor(Math.random() * 20));
  const time = `${10 + Math.floor(Math.random() * 9)}:${String(Math.floor(Math.random() * 60)).padStart(2, '0')}`;
  const [year, month] = day.split('-') as [string, string];
  const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(Number(year), Number(month) - 1, 1),
  );

  await atWidth(page, 1366);
  await signIn(page, CUSTOMER);
  const first = await book(page, `${day} ${time}`);
  const second = await book(page, `${day} ${time}`);
  await page.evaluate(() => localStorage.removeItem('auth'));

  await signIn(page, DEMO.admin);
  // Sign-in lands on the public home page: the back office's links are one Go to Admin away.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Appointments', exact: true }).first().click();
  await expect(page).toHaveURL(/\/booking-list/);
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Year' }).click();
  await page.getByRole('option', { name: year }).click();
  await page.getByRole('textbox', { name: 'Month' }).click();
  await page.getByRole('option', { name: monthName, exact: true }).click();
  // Picking the month already shown changes nothing in the address, so the filters are checked, not the URL.
  await expect(page.getByRole('textbox', { name: 'Year' })).toHaveValue(year);
  await expect(page.getByRole('textbox', { name: 'Month' })).toHaveValue(monthName);

  const firstCard = page.getByRole('article', { name: `Appointment #${first}` });
  const secondCard = page.getByRole('article', { name: `Appointment #${second}` });
  await expect(firstCard.getByText('Hair Spa')).toBeVisible();
  await expect(secondCard.getByText('In Review')).toBeVisible();

  await firstCard.getByRole('button', { name: 'Approve' }).click();
  let dialog = page.getByRole('dialog', { name: `Approve appointment #${first}` });
  await expect(dialog.getByRole('button', { name: 'Approve', exact: true })).toBeEnabled();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Approved Successfully')).toBeVisible();
  await expect(firstCard.getByText('Approved')).toBeVisible();

  await secondCard.getByRole('button', { name: 'Approve' }).click();
  dialog = page.getByRole('dialog', { name: `Approve appointment #${second}` });
  await expect(dialog.getByRole('alert')).toContainText(
    `Another approved appointment is at this date and time: #${first} ${CUSTOMER.name}`,
  );
  await expect(dialog.getByRole('alert')).toContainText('Approve anyway?');
  await settled(page);
  await screenshot(page, 'booking-review-clash-1366');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await secondCard.getByRole('button', { name: 'Reject' }).click();
  dialog = page.getByRole('dialog', { name: `Reject appointment #${second}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('That time is already taken. Please book another slot.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Rejected Successfully')).toBeVisible();
  await expect(secondCard.getByText('That time is already taken. Please book another slot.')).toBeVisible();
  await expect(secondCard.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(dialog).toBeHidden();
  await expectNoPageScroll(page);
  await settled(page);
  await screenshot(page, 'booking-review-1366');

  await atWidth(page, 390);
  await page.reload();
  await expect(secondCard.getByText('Rejected')).toBeVisible();
  await expectNoPageScroll(page);
  await settled(page);
  await screenshot(page, 'booking-review-390');
  await secondCard.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('dialog', { name: `Approve appointment #${second}` }).getByRole('alert')).toBeVisible();
  await settled(page);
  await screenshot(page, 'booking-review-clash-390');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settled(page);
  await screenshot(page, 'booking-review-390-end');

  // The customer reads the reason.
  await page.evaluate(() => localStorage.removeItem('auth'));
  await atWidth(page, 1366);
  await signIn(page, CUSTOMER);
  await page.goto('/my-appointments');
  const mine = page.getByRole('article', { name: `Appointment #${second}` });
  await expect(mine.getByText('Rejected')).toBeVisible();
  await expect(mine.getByText('That time is already taken. Please book another slot.')).toBeVisible();
});

test('staff are sent home from /booking-list (customers: guards-and-pages.spec.ts)', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await page.goto('/booking-list');
  await expect(page).toHaveURL(/\/$/);
});
