/**
 * The cash book (the Expenses screen, its date and closing rules, roles and toasts): the admin takes the seeded
 * week's last three days out (no entry may be dated after today), adds them again (through the link to the day after
 * the last entry), edits the middle one and sees the later closings follow, and exports expense.xlsx, which opens
 * with exceljs and holds the rows; staff see only 'All expenses' and Add Expense. Screenshots at 390 and 1366 px.
 * Only this journey writes expenses.
 */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { cashBookDate } from '@shared/cash-book';
import { formatRupees } from '@shared/money';
import { addDays, salonToday } from '@shared/salon-time';
import { EXPENSE_SHEET_HEADER, readSheet } from '@web/test/workbook';
import { test, expect, signIn, DEMO, screenshot, settled, apiLogin, atBothWidths } from './support';

const today = salonToday('Asia/Kolkata');
/** A range that holds the seeded week and the days this journey adds. */
const RANGE = `start=${addDays(today, -10)}&end=${addDays(today, 20)}`;

interface Day {
  total: number;
  cash: number;
  online: number;
  expense: number;
  comment: string;
}

const DAYS: Day[] = [
  { total: 10000, cash: 3000, online: 5000, expense: 500, comment: 'Facials and a bridal trial' },
  { total: 8000, cash: 2000, online: 4000, expense: 700, comment: 'Hair spa day' },
  { total: 6000, cash: 1000, online: 3000, expense: 200, comment: 'Quiet weekday' },
];
const net = (day: Day) => day.total - (day.cash + day.expense + day.online);

const rupeesOf = (text: string | null) => Number((text ?? '').replace(/[₹,]/g, ''));

/** Adds a day from the Add Expense modal, on the day after the last entry; answers its date and opening. */
async function addDay(page: Page, day: Day, screenshotName?: string): Promise<{ date: string; opening: number }> {
  await page.getByRole('button', { name: 'Add Expense' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  const opening = rupeesOf(await dialog.getByTestId('expense-opening').textContent());
  const link = dialog.getByRole('button', { name: /^Enter \d{2} \w{3} \d{4}$/ });
  // The form opens on today; when the last entry is not yesterday, the link offers the day after it.
  if (screenshotName) {
    await expect(link).toBeVisible();
    await settled(page);
    await screenshot(page, screenshotName);
  }
  if (await link.isVisible()) await link.click();
  await expect(link).toBeHidden();
  const date = await dialog.getByLabel(/^Date/).textContent();
  await dialog.getByLabel('Total').fill(String(day.total));
  await dialog.getByLabel('Cash', { exact: true }).fill(String(day.cash));
  await dialog.getByLabel('Online', { exact: true }).fill(String(day.online));
  await dialog.getByLabel('Expense (cash)').fill(String(day.expense));
  await dialog.getByLabel('Comment').fill(day.comment);
  await expect(dialog.getByTestId('expense-closing')).toHaveText(formatRupees(opening + net(day)));
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(page.getByText('Expense has been added!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const [d, m, y] = (date ?? '').split(' ');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return { date: `${y}-${String(months.indexOf(m!) + 1).padStart(2, '0')}-${d}`, opening };
}

const rowOf = (page: Page, date: string): Locator =>
  page
    .getByTestId('expense-row')
    .filter({ hasText: cashBookDate(date) })
    .filter({ hasNotText: 'Holiday on' });

test('the admin adds three days, edits the middle one, sees the later closings follow and exports them', async ({
  page,
  request,
}) => {
  // The seeded book ends yesterday: its last three days go, so the three added here end yesterday, not in the future.
  const { token } = await apiLogin(request, DEMO.admin);
  const headers = { authorization: `Bearer ${token}` };
  const book = await request.post('/api/expense/all', {
    headers,
    data: { start_date: addDays(today, -3), end_date: today, direction: 'desc' },
  });
  for (const entry of ((await book.json()) as { data: { id: number }[] }).data) {
    expect((await request.post('/api/expense/delete', { headers, data: { id: entry.id } })).ok()).toBe(true);
  }

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto(`/expenses?${RANGE}`);
  await expect(page.getByRole('heading', { name: /^All expenses \(\d+\)$/ })).toBeVisible();
  await expect(page.getByTestId('expense-row').first()).toBeVisible();

  const added: { date: string; opening: number }[] = [];
  for (const [index, day] of DAYS.entries()) {
    added.push(await addDay(page, day, index === 1 ? 'expenses-add-modal-1366' : undefined));
  }
  // Each day is the one after the previous, up to yesterday, and each opening the closing before it.
  expect(added[2]!.date).toBe(addDays(today, -1));
  expect(added[1]!.date).toBe(addDays(added[0]!.date, 1));
  expect(added[2]!.date).toBe(addDays(added[1]!.date, 1));
  const opening = added[0]!.opening;
  expect(added[1]!.opening).toBe(opening + net(DAYS[0]!));
  expect(added[2]!.opening).toBe(opening + net(DAYS[0]!) + net(DAYS[1]!));

  const closingOf = (index: number) => rowOf(page, added[index]!.date).getByTestId('expense-closing-cell');
  await expect(closingOf(0)).toHaveText(formatRupees(opening + 1500));
  await expect(closingOf(1)).toHaveText(formatRupees(opening + 2800));
  await expect(closingOf(2)).toHaveText(formatRupees(opening + 4600));

  // Edit the middle day: 1000 more taken, so it and the day after move by 1000; the day before stays.
  await page.getByRole('button', { name: `Edit expense of ${cashBookDate(added[1]!.date)}` }).click();
  await expect(page.getByText('Do you want to edit Expense?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  const edit = page.getByRole('dialog', { name: 'Update Expense' });
  await expect(edit.getByTestId('expense-opening')).toHaveText(formatRupees(opening + 1500));
  await edit.getByLabel('Total').fill('9000');
  await expect(edit.getByTestId('expense-closing')).toHaveText(formatRupees(opening + 3800));
  await edit.getByRole('button', { name: 'Update Expense' }).click();
  await expect(page.getByText('Expense has been updated!')).toBeVisible();
  await expect(closingOf(1)).toHaveText(formatRupees(opening + 3800));
  await expect(closingOf(2)).toHaveText(formatRupees(opening + 5600));
  await expect(closingOf(0)).toHaveText(formatRupees(opening + 1500));

  // The summary, then both widths with it open (once the toasts have gone).
  await expect(page.getByText('Expense has been updated!')).toBeHidden();
  await page.getByRole('button', { name: 'Show Summary' }).click();
  await page.getByLabel('Enter Cash').fill('20000');
  await expect(page.getByTestId('summary-Cash left')).toBeVisible();
  await atBothWidths(page, 'expenses-admin-summary', () =>
    expect(page.getByRole('button', { name: 'Hide Summary' })).toBeVisible(),
  );

  // Print: expense.xlsx with a row per entry shown, in the order shown, and the total row.
  const shownRows = await page.getByTestId('expense-row').count();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Print/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('expense.xlsx');
  const { sheet, values } = await readSheet(new Uint8Array(fs.readFileSync(await download.path())).buffer);
  expect(values(1)).toEqual(EXPENSE_SHEET_HEADER);
  expect(sheet.rowCount).toBe(shownRows + 2);
  expect(sheet.columns.map((column) => column.width)).toEqual(Array(9).fill(20));
  const rows = Array.from({ length: shownRows }, (_, index) => values(index + 2));
  const middle = rows.find((row) => row[0] === added[1]!.date)!;
  expect(middle).toEqual([added[1]!.date, 9000, 2000, 4000, 700, 0, DEMO.admin.name, opening + 3800, 'Hair spa day']);
  expect(rows.find((row) => row[0] === added[2]!.date)![7]).toBe(opening + 5600);
  expect(values(shownRows + 2)[0]).toBe('Total');
});

test("staff see only 'All expenses' and Add Expense", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.staff);
  // Staff see the salon's month so far.
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { name: 'All expenses', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Expense' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Print/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show Summary' })).toHaveCount(0);
  await expect(page.getByLabel('Date range')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit expense/ })).toHaveCount(0);
  // Delete shows disabled for staff ("delete disabled"), when the month has an entry.
  for (const remove of await page.getByRole('button', { name: /^Delete expense/ }).all()) {
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
  }
  // The view of an entry, with its print button: the month's oldest entry, which the admin's journey beside this one
  // leaves alone from the 5th on (it rewrites the last three days; the seeded book ends yesterday).
  if (Number(today.slice(8)) >= 5) {
    await page
      .getByRole('button', { name: /^View expense of / })
      .first()
      .click();
    const view = page.getByRole('dialog', { name: /^Expense of / });
    await expect(view.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(view.getByText('Closing')).toBeVisible();
    await settled(page);
    await screenshot(page, 'expenses-view-modal-1366');
    await view.getByRole('button', { name: 'Close' }).first().click();
    await expect(view).toBeHidden();
  }

  await atBothWidths(page, 'expenses-staff', () =>
    expect(page.getByRole('heading', { name: 'All expenses', exact: true })).toBeVisible(),
  );

  // The Add Expense form on a phone (closed again: this journey writes nothing).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Add Expense' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await expect(dialog.getByTestId('expense-opening')).toBeVisible();
  await dialog.getByLabel('Holiday').check();
  await expect(dialog.getByLabel('Total')).toBeDisabled();
  await settled(page);
  await screenshot(page, 'expenses-add-modal-holiday-390');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
