/**
 * The back office's lists on a 390 px phone: every row is a card whose title, key figures and buttons are on the
 * screen without a sideways scroll, with buttons of at least 40 x 40 px that answer a tap, and badges (Paid, Not
 * Checkout Yet) shown whole. Admin and staff, on each list they see; screenshots at 390 and 1366 px. Orders and
 * attendance are made in March 2024, a month no other journey uses (they run at the same time on one database).
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { addDays, firstOfMonth, salonToday } from '@shared/salon-time';
import { apiLogin, DEMO, expect, pageOverflow, screenshot, settled, test, uniquePhone, type Session } from './support';

const PHONE_WIDTH = 390;
const MIN_TAP = 40;
const today = salonToday('Asia/Kolkata');
/** Last month and this one: the seeded cash book and salaries are in it. */
const RANGE = `start=${firstOfMonth(addDays(firstOfMonth(today), -1))}&end=${today}`;
const MARCH = '/listing?year=2024&month=3';

test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, hasTouch: true, isMobile: true });

/** Opens the app signed in, as a previous visit would have left it. */
async function openAs(page: Page, session: Session, path: string): Promise<void> {
  await page.addInitScript((auth) => localStorage.setItem('auth', JSON.stringify(auth)), session);
  await page.goto(path);
}

/** The cell of a row under the column headed `column` (the headers are read even where a phone hides them). */
async function cellOf(table: Locator, row: Locator, column: string): Promise<Locator> {
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(column);
  expect(index, `a column '${column}' in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return row.locator(':scope > td').nth(index);
}

/** Shown and wholly on the screen: nothing of it needs a sideways scroll. */
async function expectOnScreen(target: Locator, what: string): Promise<void> {
  await expect(target, what).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** A button or link a finger can hit: on the screen and at least 40 x 40 px. */
async function expectTapTarget(target: Locator, what: string): Promise<void> {
  await expectOnScreen(target, what);
  const box = (await target.boundingBox())!;
  expect(box.width, `${what}: width`).toBeGreaterThanOrEqual(MIN_TAP);
  expect(box.height, `${what}: height`).toBeGreaterThanOrEqual(MIN_TAP);
}

/** A badge shown whole: on the screen and its text not cut. */
async function expectWholeBadge(badge: Locator, what: string): Promise<void> {
  await expectOnScreen(badge, what);
  const isCut = await badge.evaluate((element) =>
    Array.from(element.querySelectorAll('*'))
      .concat(element)
      .some((part) => part.scrollWidth > part.clientWidth + 1),
  );
  expect(isCut, `${what}: text cut`).toBe(false);
}

/** The key figures of a row, by column. */
async function expectFigures(table: Locator, row: Locator, columns: readonly string[]): Promise<void> {
  for (const column of columns) await expectOnScreen(await cellOf(table, row, column), column);
}

/** No sideways scroll of the page or of anything in it: the list's box holds no wider table. */
async function expectNoSidewaysScroll(page: Page, table: Locator, what: string): Promise<void> {
  await settled(page);
  expect(await pageOverflow(page), what).toEqual([]);
  const hidden = await table.evaluate((element) => {
    let box: HTMLElement | null = element as HTMLElement;
    while (box && box.scrollWidth <= box.clientWidth + 1) box = box.parentElement;
    return box && box !== document.documentElement && box !== document.body ? box.scrollWidth - box.clientWidth : 0;
  });
  expect(hidden, `${what}: width to scroll sideways`).toBe(0);
}

/** Taps a button that opens a dialog, sees it, and closes it. */
async function tapOpens(page: Page, button: Locator, dialogName: string | RegExp): Promise<void> {
  await button.tap();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The page at 390 px (as it is) and at 1366 px (a laptop, in a page of its own), for people to look at. */
async function photograph(
  page: Page,
  browser: Browser,
  session: Session,
  name: string,
  ready: (p: Page) => Promise<void>,
) {
  await settled(page);
  await screenshot(page, `${name}-390`, { fullPage: true });
  const laptop = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await openAs(laptop, session, new URL(page.url()).pathname + new URL(page.url()).search);
  await ready(laptop);
  await settled(laptop);
  await screenshot(laptop, `${name}-1366`, { fullPage: true });
  await laptop.close();
}

interface MarchOrders {
  phone: string;
  owingUid: string;
  paidUid: string;
}

/** A customer of this run with two March 2024 orders the staff member is on: one with a due, one paid. */
async function marchOrders(request: APIRequestContext, admin: Session, staff: Session): Promise<MarchOrders> {
  const headers = { Authorization: `Bearer ${admin.token}` };
  const phone = uniquePhone();
  const added = await request.post('/api/user/add_customer', {
    headers,
    data: { name: 'Ishita Malhotra', phone, gender: 2 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const customer = ((await added.json()) as { user: { id: number } }).user.id;
  const services = (
    (await (await request.post('/api/expense/culy_services')).json()) as {
      data: { id: number; name: string; price: number }[];
    }
  ).data;
  const service = services.find((candidate) => candidate.price >= 500)!;
  const order = async (cash: number) => {
    const answer = await request.post('/api/order/create_order', {
      headers,
      data: {
        data: {
          services: [{ services: { id: service.id, name: service.name }, staff: [staff.user.id], qty: 1, discount: 0 }],
          products: [],
        },
        bill_date: '2024-03-10 11:30:00',
        cust_id: customer,
        total_amount: service.price,
        cash,
        online: 0,
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { data: { uid: string } }).data.uid;
  };
  return { phone, owingUid: await order(100), paidUid: await order(service.price) };
}

test('Expenses: each day is a card with its figures, sort buttons and 40 px actions (admin)', async ({
  page,
  request,
  browser,
}) => {
  const admin = await apiLogin(request, DEMO.admin);
  await openAs(page, admin, `/expenses?${RANGE}`);
  const table = page.getByRole('table', { name: 'All expenses' });
  const row = table.getByTestId('expense-row').first();
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page, table, 'expenses');
  await expectFigures(table, row, ['Date', 'Total', 'Cash / Online', 'Closing']);
  for (const name of [/^View expense/, /^Edit expense/, /^Delete expense/]) {
    await expectTapTarget(row.getByRole('button', { name }), String(name));
  }
  await expectOnScreen(page.getByTestId('expense-totals'), 'totals');

  // The sortable columns are sort buttons on a phone.
  const sortByTotal = table.getByRole('button', { name: /^Total/ });
  await expectTapTarget(sortByTotal, 'sort by Total');
  await sortByTotal.tap();
  await expect(page).toHaveURL(/sortby=total/);
  await expect(table.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute('aria-sort', 'ascending');

  await tapOpens(page, row.getByRole('button', { name: /^View expense/ }), /^Expense of/);
  await photograph(page, browser, admin, 'back-office-expenses-admin', (laptop) =>
    expect(laptop.getByTestId('expense-row').first()).toBeVisible(),
  );
});

test('Expenses: staff see each day as a card with view and the disabled delete in reach', async ({
  page,
  request,
  browser,
}) => {
  const staff = await apiLogin(request, DEMO.staff);
  await openAs(page, staff, '/expenses');
  const table = page.getByRole('table', { name: 'All expenses' });
  const row = table.getByTestId('expense-row').first();
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page, table, 'expenses (staff)');
  await expectFigures(table, row, ['Date', 'Total', 'Closing']);
  await expectTapTarget(row.getByRole('button', { name: /^View expense/ }), 'view');
  await expectTapTarget(row.getByRole('button', { name: /^Delete expense/ }), 'delete (disabled)');
  await tapOpens(page, row.getByRole('button', { name: /^View expense/ }), /^Expense of/);
  await photograph(page, browser, staff, 'back-office-expenses-staff', (laptop) =>
    expect(laptop.getByTestId('expense-row').first()).toBeVisible(),
  );
});

test('Orders: total, due, Pay, Paid and the receipt buttons are on the card (admin and staff)', async ({
  page,
  request,
  browser,
}) => {
  const admin = await apiLogin(request, DEMO.admin);
  const staff = await apiLogin(request, DEMO.staff);
  const orders = await marchOrders(request, admin, staff);

  await openAs(page, admin, MARCH);
  const table = page.getByRole('table', { name: 'Orders' });
  const mine = table.getByTestId('order-row').filter({ hasText: orders.phone });
  const owing = mine.filter({ has: page.locator(`a[href="/billing/${orders.owingUid}"]`) });
  const paid = mine.filter({ has: page.locator(`a[href="/billing/${orders.paidUid}"]`) });
  await expect(mine).toHaveCount(2);
  await expectNoSidewaysScroll(page, table, 'orders');
  await expectFigures(table, owing, ['Customer', 'Bill Date', 'Total', 'Payment', 'Due']);
  const pay = owing.getByRole('button', { name: /^Pay the due/ });
  await expectTapTarget(pay, 'Pay');
  for (const name of [/^View receipt/, /^Print receipt/, /^Share receipt/]) {
    await expectTapTarget(owing.getByRole('link', { name }), String(name));
  }
  await paid.scrollIntoViewIfNeeded();
  await expectWholeBadge(paid.getByText('Paid', { exact: true }), 'Paid badge');
  await tapOpens(page, pay, 'Pending Payment');
  await photograph(page, browser, admin, 'back-office-orders-admin', (laptop) =>
    expect(laptop.getByTestId('order-row').first()).toBeVisible(),
  );

  // Staff: their orders, without the admin's columns, as cards too.
  const staffPage = await browser.newPage({
    viewport: { width: PHONE_WIDTH, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await openAs(staffPage, staff, MARCH);
  const staffTable = staffPage.getByRole('table', { name: 'Orders' });
  const staffRow = staffTable.getByTestId('order-row').filter({ hasText: orders.phone }).first();
  await expect(staffRow).toBeVisible();
  await expectNoSidewaysScroll(staffPage, staffTable, 'orders (staff)');
  await expectFigures(staffTable, staffRow, ['Customer', 'Bill Date', 'Services', 'Total']);
  await photograph(staffPage, browser, staff, 'back-office-orders-staff', (laptop) =>
    expect(laptop.getByTestId('order-row').first()).toBeVisible(),
  );
  await staffPage.close();
});

for (const who of ['admin', 'staff'] as const) {
  test(`Services: each service is a card with its price, status and Edit in reach (${who})`, async ({
    page,
    request,
    browser,
  }) => {
    const session = await apiLogin(request, DEMO[who]);
    // One category: the rows then have their drag handles, the widest the table gets.
    await openAs(page, session, '/service?category=1');
    const table = page.getByRole('table', { name: 'Services' });
    const row = table.getByTestId('service-row').first();
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page, table, 'services');
    await expectFigures(table, row, ['Name', 'Price', 'Category', 'Status']);
    await expectWholeBadge(row.getByText(/^(Enable|Disable)$/i), 'status badge');
    await expectTapTarget(row.getByRole('button', { name: /^Move / }), 'drag handle');
    const edit = row.getByRole('button', { name: /^Edit / });
    await expectTapTarget(edit, 'Edit');
    await tapOpens(page, edit, 'Update Service');
    await photograph(page, browser, session, `back-office-services-${who}`, (laptop) =>
      expect(laptop.getByTestId('service-row').first()).toBeVisible(),
    );
  });
}

test('Users: each user is a card with phone, status and both actions in reach (admin)', async ({
  page,
  request,
  browser,
}) => {
  const admin = await apiLogin(request, DEMO.admin);
  await openAs(page, admin, '/userList');
  const table = page.getByRole('table', { name: 'Users' });
  const row = table.getByTestId('user-row').first();
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page, table, 'users');
  await expectFigures(table, row, ['Name', 'Phone', 'Type', 'Status']);
  const changePassword = row.getByRole('button', { name: /^Change the password of/ });
  await expectTapTarget(changePassword, 'Change Password');
  await expectTapTarget(row.getByRole('button', { name: /^(Deactivate|Activate) / }), 'Activate/Deactivate');
  await tapOpens(page, changePassword, 'Change Password');
  await photograph(page, browser, admin, 'back-office-users-admin', (laptop) =>
    expect(laptop.getByTestId('user-row').first()).toBeVisible(),
  );
});

test('Attendance: today of each staff member and Update, then the marked and not-marked cards (admin)', async ({
  page,
  request,
  browser,
}) => {
  const admin = await apiLogin(request, DEMO.admin);
  const staff = await apiLogin(request, DEMO.staff);
  // A check-in without a check-out in March 2024, so the review shows 'Not Checkout Yet'.
  const headers = { Authorization: `Bearer ${admin.token}` };
  const day = await request.get(`/api/attendance/get?date=2024-03-05&staff_id=${staff.user.id}`, { headers });
  if (((await day.json()) as { data: unknown }).data === null) {
    const mark = await request.post('/api/attendance/add', {
      headers,
      data: { staff_id: staff.user.id, date: '2024-03-05', type: 1, start_time: '10:05:00', end_time: '00:00:00' },
    });
    expect(mark.ok(), await mark.text()).toBe(true);
  }

  await openAs(page, admin, '/attendance');
  const today = page.getByRole('table', { name: 'Attendance' });
  const row = today.getByTestId('today-row').first();
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page, today, 'attendance');
  await expectFigures(today, row, ['Employee Name', 'Check in', 'Total Hour']);
  const update = row.getByRole('button', { name: /^Update attendance of/ });
  await expectTapTarget(update, 'Update');
  await tapOpens(page, update, /^(Update Attendance|Check In)$/);
  await photograph(page, browser, admin, 'back-office-attendance-admin', (laptop) =>
    expect(laptop.getByTestId('today-row').first()).toBeVisible(),
  );

  await page.goto('/mark-attendence');
  await page.getByLabel('Date range').tap();
  const level = page.locator('.mantine-DatePickerInput-calendarHeaderLevel');
  await level.tap();
  await level.tap();
  await page.locator('.mantine-DatePickerInput-yearsListControl', { hasText: '2024' }).tap();
  await page.locator('.mantine-DatePickerInput-monthsListControl', { hasText: 'Mar' }).tap();
  await page.getByRole('button', { name: '1 March 2024', exact: true }).tap();
  await page.getByRole('button', { name: '31 March 2024', exact: true }).tap();
  const marked = page.getByRole('table', { name: 'Attendance marked' });
  // The March 2024 row, not one of the demo's days the list held while the range loaded.
  const markedRow = marked
    .getByTestId('marked-row')
    .filter({ hasText: DEMO.staff.name })
    .filter({ hasText: '05 Mar 2024' });
  await expect(markedRow).toBeVisible();
  await expectNoSidewaysScroll(page, marked, 'attendance marked');
  await expectFigures(marked, markedRow, ['Employee Name', 'Date', 'Check in', 'Check out', 'Total Hour']);
  await expectWholeBadge(markedRow.getByText('Not Checkout Yet'), 'Not Checkout Yet');
  const notMarked = page.getByRole('table', { name: 'Not marked' });
  const waiting = notMarked.getByTestId('not-marked-row').first();
  await expectFigures(notMarked, waiting, ['Employee Name', 'Staff Id']);
  const markButton = waiting.getByRole('button', { name: /^Mark attendance of/ });
  await expectTapTarget(markButton, 'Mark Attendence');
  await tapOpens(page, markButton, 'Check In');
  await settled(page);
  await screenshot(page, 'back-office-mark-attendance-390', { fullPage: true });
});

for (const who of ['admin', 'staff'] as const) {
  test(`Salary: each payment is a card with its total and buttons in reach (${who})`, async ({
    page,
    request,
    browser,
  }) => {
    const session = await apiLogin(request, DEMO[who]);
    await openAs(page, session, `/salary?${RANGE}`);
    const table = page.getByRole('table', { name: 'Salary' });
    const row = table.getByTestId('salary-row').first();
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page, table, 'salary');
    await expectFigures(table, row, ['Date', 'Staff', 'Cash', 'Online', 'Total']);
    const view = row.getByRole('button', { name: /^View / });
    await expectTapTarget(view, 'View');
    if (who === 'admin') {
      await expectTapTarget(row.getByRole('button', { name: /^Edit / }), 'Edit');
      await expectTapTarget(row.getByRole('button', { name: /^Delete / }), 'Delete');
    }
    await expectTapTarget(table.getByRole('button', { name: /^Date/ }), 'sort by Date');
    await tapOpens(page, view, 'Salary');
    await photograph(page, browser, session, `back-office-salary-${who}`, (laptop) =>
      expect(laptop.getByTestId('salary-row').first()).toBeVisible(),
    );
  });
}

test('Offers: each offer is a card with its status, expiry and buttons in reach (admin)', async ({
  page,
  request,
  browser,
}) => {
  const admin = await apiLogin(request, DEMO.admin);
  await openAs(page, admin, '/offer-list');
  const table = page.getByRole('table', { name: 'Offers' });
  const row = table.getByTestId('offer-row').first();
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page, table, 'offers');
  await expectFigures(table, row, ['Offer Name', 'Status', 'Expiry Status', 'Expiry Date']);
  await expectTapTarget(row.getByRole('button', { name: /^Delete / }), 'Delete');
  const edit = row.getByRole('button', { name: /^Edit / });
  await expectTapTarget(edit, 'Edit');
  await tapOpens(page, edit, 'Edit Offer');
  await photograph(page, browser, admin, 'back-office-offers-admin', (laptop) =>
    expect(laptop.getByTestId('offer-row').first()).toBeVisible(),
  );
});
