/**
 * The back office's lists on a 390 px phone: every row is a card whose title, key figures and buttons are on the
 * screen without a sideways scroll, with buttons of at least 40 x 40 px that answer a tap, and badges (Paid, Not
 * Checkout Yet) shown whole. Admin and staff, on each list they see; screenshots at 390 and 1366 px. Orders and
 * attendance are made in March 2024, a month no other journey uses (they run at the same time on one database).
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { addDays, firstOfMonth, salonToday } from '@shared/salon-time';
import { addCustomer, createOrder, openAs, servicesFrom, type CatalogueService } from './api-data';
import { apiLogin, DEMO, expect, pageOverflow, screenshot, settled, test, uniquePhone, type Session } from './support';

const PHONE_WIDTH = 390;
const MIN_TAP = 40;
const today = salonToday('Asia/Kolkata');
/** Last month and this one: the seeded cash book and salaries are in it. */
const RANGE = `start=${firstOfMonth(addDays(firstOfMonth(today), -1))}&end=${today}`;
const MARCH = '/listing?year=2024&month=3';

test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, hasTouch: true, isMobile: true });

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

/** A back-office list as the tests look at it: its table, the test id of its rows and the key figures of a row. */
interface CardList {
  table: string;
  rowTestId: string;
  figures: readonly string[];
  what: string;
}

/**
 * Opens `path` signed in as `session` and sees the list's first row, the page without a sideways scroll and the row's
 * key figures on the screen.
 */
async function openCardList(
  page: Page,
  session: Session,
  path: string,
  list: CardList,
): Promise<{ table: Locator; row: Locator }> {
  await openAs(page, session, path);
  const table = page.getByRole('table', { name: list.table });
  const row = table.getByTestId(list.rowTestId).first();
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page, table, list.what);
  await expectFigures(table, row, list.figures);
  return { table, row };
}

/** {@link photograph} of a list, ready at 1366 px once its first row (by test id) is shown. */
async function photographList(page: Page, browser: Browser, session: Session, name: string, rowTestId: string) {
  await photograph(page, browser, session, name, (laptop) =>
    expect(laptop.getByTestId(rowTestId).first()).toBeVisible(),
  );
}

interface MarchOrders {
  phone: string;
  owingUid: string;
  paidUid: string;
}

/** A customer of this run with two March 2024 orders the staff member is on: one with a due, one paid. */
async function marchOrders(request: APIRequestContext, admin: Session, staff: Session): Promise<MarchOrders> {
  const phone = uniquePhone();
  const customer = await addCustomer(request, admin, { name: 'Ishita Malhotra', phone, gender: 2 });
  const [service] = (await servicesFrom(request, 500)) as [CatalogueService];
  const order = async (cash: number) => {
    const lines = [{ service, staff: [staff.user.id], qty: 1 }];
    return (await createOrder(request, admin.token, { customer, lines, cash, billDate: '2024-03-10 11:30:00' })).uid;
  };
  return { phone, owingUid: await order(100), paidUid: await order(service.price) };
}

/** A list whose rows are cards: who opens it where, the buttons of a row in reach, and the dialog one of them opens. */
interface CardListCase extends CardList {
  title: string;
  who: 'admin' | 'staff';
  path: string;
  /** Sees the row's buttons (and whatever else the list has) in reach; gives the button that opens `dialog`. */
  inReach: (list: { page: Page; table: Locator; row: Locator }) => Promise<Locator>;
  dialog: string | RegExp;
  shot: string;
}

/** Salary, the same list for admin and staff; only the admin has Edit and Delete. */
const salaryCase = (who: 'admin' | 'staff'): CardListCase => ({
  title: `Salary: each payment is a card with its total and buttons in reach (${who})`,
  who,
  path: `/salary?${RANGE}`,
  table: 'Salary',
  rowTestId: 'salary-row',
  figures: ['Date', 'Staff', 'Cash', 'Online', 'Total'],
  what: 'salary',
  async inReach({ table, row }) {
    const view = row.getByRole('button', { name: /^View / });
    await expectTapTarget(view, 'View');
    if (who === 'admin') {
      await expectTapTarget(row.getByRole('button', { name: /^Edit / }), 'Edit');
      await expectTapTarget(row.getByRole('button', { name: /^Delete / }), 'Delete');
    }
    await expectTapTarget(table.getByRole('button', { name: /^Date/ }), 'sort by Date');
    return view;
  },
  dialog: 'Salary',
  shot: `back-office-salary-${who}`,
});

/** Services, the same list for admin and staff. */
const servicesCase = (who: 'admin' | 'staff'): CardListCase => ({
  title: `Services: each service is a card with its price, status and Edit in reach (${who})`,
  who,
  // One category: the rows then have their drag handles, the widest the table gets.
  path: '/service?category=1',
  table: 'Services',
  rowTestId: 'service-row',
  figures: ['Name', 'Price', 'Category', 'Status'],
  what: 'services',
  async inReach({ row }) {
    await expectWholeBadge(row.getByText(/^(Enable|Disable)$/i), 'status badge');
    await expectTapTarget(row.getByRole('button', { name: /^Move / }), 'drag handle');
    const edit = row.getByRole('button', { name: /^Edit / });
    await expectTapTarget(edit, 'Edit');
    return edit;
  },
  dialog: 'Update Service',
  shot: `back-office-services-${who}`,
});

const CARD_LISTS: readonly CardListCase[] = [
  {
    title: 'Expenses: each day is a card with its figures, sort buttons and 40 px actions (admin)',
    who: 'admin',
    path: `/expenses?${RANGE}`,
    table: 'All expenses',
    rowTestId: 'expense-row',
    figures: ['Date', 'Total', 'Cash / Online', 'Closing'],
    what: 'expenses',
    async inReach({ page, table, row }) {
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
      return row.getByRole('button', { name: /^View expense/ });
    },
    dialog: /^Expense of/,
    shot: 'back-office-expenses-admin',
  },
  {
    title: 'Expenses: staff see each day as a card with view and the disabled delete in reach',
    who: 'staff',
    path: '/expenses',
    table: 'All expenses',
    rowTestId: 'expense-row',
    figures: ['Date', 'Total', 'Closing'],
    what: 'expenses (staff)',
    async inReach({ row }) {
      await expectTapTarget(row.getByRole('button', { name: /^View expense/ }), 'view');
      await expectTapTarget(row.getByRole('button', { name: /^Delete expense/ }), 'delete (disabled)');
      return row.getByRole('button', { name: /^View expense/ });
    },
    dialog: /^Expense of/,
    shot: 'back-office-expenses-staff',
  },
  servicesCase('admin'),
  servicesCase('staff'),
  {
    title: 'Users: each user is a card with phone, status and both actions in reach (admin)',
    who: 'admin',
    path: '/userList',
    table: 'Users',
    rowTestId: 'user-row',
    figures: ['Name', 'Phone', 'Type', 'Status'],
    what: 'users',
    async inReach({ row }) {
      const changePassword = row.getByRole('button', { name: /^Change the password of/ });
      await expectTapTarget(changePassword, 'Change Password');
      await expectTapTarget(row.getByRole('button', { name: /^(Deactivate|Activate) / }), 'Activate/Deactivate');
      return changePassword;
    },
    dialog: 'Change Password',
    shot: 'back-office-users-admin',
  },
  salaryCase('admin'),
  salaryCase('staff'),
  {
    title: 'Offers: each offer is a card with its status, expiry and buttons in reach (admin)',
    who: 'admin',
    path: '/offer-list',
    table: 'Offers',
    rowTestId: 'offer-row',
    figures: ['Offer Name', 'Status', 'Expiry Status', 'Expiry Date'],
    what: 'offers',
    async inReach({ row }) {
      await expectTapTarget(row.getByRole('button', { name: /^Delete / }), 'Delete');
      const edit = row.getByRole('button', { name: /^Edit / });
      await expectTapTarget(edit, 'Edit');
      return edit;
    },
    dialog: 'Edit Offer',
    shot: 'back-office-offers-admin',
  },
];

for (const list of CARD_LISTS) {
  test(list.title, async ({ page, request, browser }) => {
    const session = await apiLogin(request, DEMO[list.who]);
    const { table, row } = await openCardList(page, session, list.path, list);
    await tapOpens(page, await list.inReach({ page, table, row }), list.dialog);
    await photographList(page, browser, session, list.shot, list.rowTestId);
  });
}

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
  await photographList(page, browser, admin, 'back-office-orders-admin', 'order-row');

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
  await photographList(staffPage, browser, staff, 'back-office-orders-staff', 'order-row');
  await staffPage.close();
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

  const { row } = await openCardList(page, admin, '/attendance', {
    table: 'Attendance',
    rowTestId: 'today-row',
    figures: ['Employee Name', 'Check in', 'Total Hour'],
    what: 'attendance',
  });
  const update = row.getByRole('button', { name: /^Update attendance of/ });
  await expectTapTarget(update, 'Update');
  await tapOpens(page, update, /^(Update Attendance|Check In)$/);
  await photographList(page, browser, admin, 'back-office-attendance-admin', 'today-row');

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
