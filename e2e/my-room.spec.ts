/**
 * My Room and My Appointments (docs/product.md#my-room, #cart-states, #errors-public): a customer fills My Room from
 * the services page, changes quantities, finds the same room after logging out and in and from another browser, books
 * without a date, sees the appointment In Review and, once the admin rejects it, the reason.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test, waitForApp } from './support';
import { firstAddableCard, serviceCard } from './service-cards';

/** The second demo customer: the catalogue journey changes the first one's cart at the same time. */
const CUSTOMER = DEMO.customer2;

const cartButton = (page: Page) => page.getByRole('link', { name: /^My Room, \d+ items?$/ });

async function tokenOf(request: APIRequestContext, who: { phone: string; password: string }): Promise<string> {
  const answer = await request.post('/api/login', { data: { phone: who.phone, password: who.password } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** An empty My Room to start from, so the journey can run again on the same database. */
async function emptyRoom(request: APIRequestContext): Promise<void> {
  const token = await tokenOf(request, CUSTOMER);
  const answer = await request.post('/api/expense/cart_update', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { data: '[]' },
  });
  expect(answer.ok()).toBe(true);
}

/** Signs in from a fresh browser (its own storage), as someone on another device would. */
async function signInElsewhere(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await waitForApp(page);
  await page.getByLabel('Phone').fill(CUSTOMER.phone);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

/** The status filter's segment (its radio input is hidden under the label a person clicks). */
async function statusFilter(page: Page, label: string): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Show appointments' }).getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

const quantityOf = (page: Page, name: string) => page.getByLabel(`Quantity of ${name}`, { exact: true });

test('My Room: fill it, change quantities, keep it across logins, book with no date, follow the review', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // A long journey over three sign-ins: more time than one page's test.
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await emptyRoom(request);
  await signIn(page, CUSTOMER);

  // Three services from the full list.
  await page.goto('/curly-service/all');
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const card = firstAddableCard(page);
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('button', { name: 'Add to My Room' }).click();
    await expect(serviceCard(page, name).getByRole('button', { name: 'Added to My Room' })).toBeVisible();
    names.push(name);
  }
  await expect(cartButton(page)).toHaveAccessibleName('My Room, 3 items');
  const [first, second, third] = names as [string, string, string];

  await cartButton(page).click();
  await expect(page.getByRole('heading', { name: 'My Room', level: 1 })).toBeVisible();
  for (const name of names) await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(
    page.getByText('Note: This price may vary till appointment confirmation.', { exact: true }),
  ).toBeVisible();

  // Quantities: the first to 3, the second up and down again, the third stays at 1.
  await page.getByRole('button', { name: `One more ${first}` }).click();
  await page.getByRole('button', { name: `One more ${first}` }).click();
  await page.getByRole('button', { name: `One more ${second}` }).click();
  await expect(quantityOf(page, second)).toHaveText('2');
  await page.getByRole('button', { name: `One less ${second}` }).click();
  await expect(quantityOf(page, first)).toHaveText('3');
  await expect(quantityOf(page, second)).toHaveText('1');
  await expect(quantityOf(page, third)).toHaveText('1');
  // Every change reached the server: the mirrored cart holds the answer of the last one.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[]).map((line) => line.quantity),
      ),
    )
    .toEqual([3, 1, 1]);

  // The totals agree with the lines.
  const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  const lineTotals = await page.getByRole('row').locator('td:last-child').allTextContents();
  const summary = page.getByRole('region', { name: 'Price details' });
  const total = rupees((await summary.locator('dd').last().textContent()) ?? '');
  expect(lineTotals.map(rupees).reduce((sum, value) => sum + value, 0)).toBeCloseTo(total, 2);

  await screenshot(page, 'my-room-1366', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('columnheader', { name: 'Service' })).toBeHidden();
  await screenshot(page, 'my-room-390', { fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Log out and in again: the room is kept on the server.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await signIn(page, CUSTOMER);
  await expect(cartButton(page)).toHaveAccessibleName('My Room, 3 items');

  // And another browser sees the same room.
  const elsewhere = await signInElsewhere(browser, baseURL!);
  await elsewhere.goto('/cart');
  await waitForApp(elsewhere);
  await expect(quantityOf(elsewhere, first)).toHaveText('3');
  await expect(quantityOf(elsewhere, second)).toHaveText('1');
  await expect(quantityOf(elsewhere, third)).toHaveText('1');
  await elsewhere.context().close();

  // Book with no date and no time.
  await page.goto('/cart');
  await expect(quantityOf(page, first)).toHaveText('3');
  const booked = page.waitForResponse((response) => response.url().includes('/api/expense/makeAppoitment'));
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  const bookingAnswer = await booked;
  expect(bookingAnswer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  const { data: appointment } = (await bookingAnswer.json()) as { data: { id: number; date: string; total: number } };
  expect(appointment.date).toBe('0000-00-00 00:00:00');
  expect(appointment.total).toBeCloseTo(total, 2);

  const dialog = page.getByRole('dialog', { name: 'Your Appointment has been booked' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(CUSTOMER.name)).toBeVisible();
  await expect(dialog.getByText('Not Mentioned')).toHaveCount(2);
  await expect(dialog.getByText(`${first} × 3`)).toBeVisible();
  await expect(dialog.getByText(second, { exact: true })).toBeVisible();
  await screenshot(page, 'my-room-booked-1366');
  // The room is emptied on the server as well.
  await expect(cartButton(page)).toHaveAccessibleName('My Room, 0 items');
  await dialog.getByRole('button', { name: 'View Appointments' }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);

  const card = page.getByRole('article', { name: `Appointment #${appointment.id}` });
  await expect(card.getByText('In Review')).toBeVisible();
  await expect(card.getByText('Not Available')).toHaveCount(2);
  await expect(card.getByText(first)).toBeVisible();
  await screenshot(page, 'my-appointments-1366', { fullPage: true });

  // The admin rejects it.
  const adminToken = await tokenOf(request, DEMO.admin);
  const reason = 'Our bridal team is fully booked that week, please pick another date.';
  const update = await request.post('/api/expense/updateAppoitment', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { id: appointment.id, status: 2, status_text: reason },
  });
  expect(update.ok()).toBe(true);

  await page.reload();
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(card.getByText(reason)).toBeVisible();
  await statusFilter(page, 'Rejected');
  await expect(page.getByRole('article', { name: `Appointment #${appointment.id}` })).toBeVisible();
  await statusFilter(page, 'In Review');
  await expect(page.getByRole('article', { name: `Appointment #${appointment.id}` })).toBeHidden();

  await statusFilter(page, 'All');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  await screenshot(page, 'my-appointments-390', { fullPage: true });

  // My Room is empty now.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Room Is Empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Services' })).toHaveAttribute('href', '/services');
  await screenshot(page, 'my-room-empty-390');
});
