/**
 * Salary (docs/product.md#salary, #roles, #toasts): the admin adds a salary, edits it, sees the totals, exports
 * salary.xlsx and deletes it; staff see their payments with Add disabled and no edit or delete. The journeys use months
 * of 2025 that no other spec touches (other specs run at the same time on the same database).
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { readSheet, SALARY_SHEET_HEADER } from '@web/test/workbook';
import { test, expect, signIn, DEMO, screenshot, pageOverflow, settled } from './support';

const STAFF = DEMO.staff2;

/** Picks a day in the open date picker by going up to the decade and back down: year, month, then day. */
async function pickDate(page: Page, isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const monthLong = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const level = page.locator('.mantine-DatePickerInput-calendarHeaderLevel');
  await level.click();
  await level.click();
  await page.locator('.mantine-DatePickerInput-yearsListControl', { hasText: String(year) }).click();
  await page.locator('.mantine-DatePickerInput-monthsListControl', { hasText: monthName }).click();
  await page.getByRole('button', { name: `${day} ${monthLong} ${year}`, exact: true }).click();
}

async function apiToken(request: APIRequestContext, who: { phone: string; password: string }): Promise<string> {
  const answer = await request.post('/api/login', { data: { phone: who.phone, password: who.password } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

test('the admin adds a salary, edits it, sees the totals, exports salary.xlsx and deletes it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto('/salary?start=2025-06-01&end=2025-06-30');
  await expect(page.getByRole('heading', { name: 'Salary', exact: true })).toBeVisible();
  await expect(page.getByText('No salary found!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Salary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Salary' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please choose a staff member.')).toBeVisible();
  await expect(dialog.getByText('Please enter a cash or online amount.')).toBeVisible();

  await dialog.getByRole('button', { name: /^Date/ }).click();
  await pickDate(page, '2025-06-15');
  await expect(dialog.getByRole('button', { name: /^Date/ })).toHaveText('15 Jun 2025');
  await dialog.getByRole('textbox', { name: 'Staff' }).click();
  await page.getByRole('option', { name: STAFF.name }).click();
  await dialog.getByRole('textbox', { name: 'Cash' }).fill('9000');
  await dialog.getByRole('textbox', { name: 'Online' }).fill('1500.5');
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('June salary, paid in two parts');
  await expect(dialog.getByText('Total paid: ₹10,500.5')).toBeVisible();
  await settled(page);
  await screenshot(page, 'salary-add-modal-1366');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Salary has been added!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('salary-row').filter({ hasText: STAFF.name });
  await expect(row).toContainText('15 Jun 2025');
  await expect(row).toContainText('₹10,500.5');
  await expect(row).toContainText('Simran Kaur');

  await row.getByRole('button', { name: `Edit salary of ${STAFF.name} on 15 Jun 2025` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Salary' });
  await expect(editor.getByRole('textbox', { name: 'Staff' })).toHaveValue(STAFF.name);
  await editor.getByRole('textbox', { name: 'Cash' }).fill('9500');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Salary has been updated!')).toBeVisible();
  await expect(row).toContainText('₹11,000.5');

  const totals = page.getByTestId('salary-totals');
  await expect(totals).toContainText('₹9,500');
  await expect(totals).toContainText('₹1,500.5');
  await expect(totals).toContainText('₹11,000.5');
  await page.getByRole('button', { name: 'Show Summary' }).click();
  const summary = page.getByRole('region', { name: 'Summary of the salaries shown' });
  await expect(summary).toContainText('Total cash salary₹9,500');
  await expect(summary).toContainText('Total online salary₹1,500.5');
  await expect(summary).toContainText('Number of payments1');

  await row.getByRole('button', { name: 'June salary, pa…' }).click();
  await expect(row.getByRole('button', { name: 'June salary, paid in two parts' })).toBeVisible();
  await settled(page);
  await screenshot(page, 'salary-admin-summary-1366');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('salary.xlsx');
  const { sheet, values } = await readSheet(new Uint8Array(fs.readFileSync(await download.path())).buffer, 'Salary');
  expect(values(1)).toEqual(SALARY_SHEET_HEADER);
  expect(values(2)).toEqual([
    '2025-06-15',
    STAFF.name,
    9500,
    1500.5,
    11000.5,
    'June salary, paid in two parts',
    'Simran Kaur',
  ]);
  expect(sheet.getColumn(1).width).toBe(20);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await settled(page);
  expect(await pageOverflow(page)).toEqual([]);
  await screenshot(page, 'salary-admin-summary-390', { fullPage: true });
  await row.getByRole('button', { name: `Edit salary of ${STAFF.name} on 15 Jun 2025` }).click();
  await expect(editor.getByRole('textbox', { name: 'Cash' })).toHaveValue('₹9,500');
  await settled(page);
  await screenshot(page, 'salary-edit-modal-390');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 900 });

  await row.getByRole('button', { name: `Delete salary of ${STAFF.name} on 15 Jun 2025` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Salary' });
  await expect(confirm.getByText('Are you sure you want to delete this salary?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Salary has been deleted!')).toBeVisible();
  await expect(page.getByText('No salary found!')).toBeVisible();
});

test('staff see their salary with Add disabled and no edit or delete', async ({ page, request }) => {
  const admin = await apiToken(request, DEMO.admin);
  const headers = { authorization: `Bearer ${admin}` };
  const staffUsers = (await (await request.get('/api/user/staffUsers', { headers })).json()) as {
    data: { id: number; phone: string }[];
  };
  const arjun = staffUsers.data.find((member) => member.phone === STAFF.phone)!;
  // A comment of this run's own, so a row left by an earlier run cannot be mistaken for it.
  const comment = `July ${Date.now() % 100_000}`;
  const added = await request.post('/api/salary/add', {
    headers,
    data: { date: '2025-07-10', staff: arjun.id, amount: 14000, online_amount: 0, comment },
  });
  expect(added.status()).toBe(200);
  const { data } = (await added.json()) as { data: { id: number } };

  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, STAFF);
    await page.goto('/salary?start=2025-07-01&end=2025-07-31');
    const row = page.getByTestId('salary-row').filter({ hasText: comment });
    await expect(row).toContainText(STAFF.name);
    await expect(row).toContainText('₹14,000');
    const add = page.getByRole('button', { name: 'Add Salary' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await add.hover();
    await expect(page.getByText('Only the admin can add salaries.')).toBeVisible();
    await add.click({ force: true });
    await expect(page.getByRole('dialog', { name: 'Add Salary' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit salary/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete salary/ })).toHaveCount(0);
    await page.mouse.move(0, 0);
    await settled(page);
    await screenshot(page, 'salary-staff-1366');

    await row.getByRole('button', { name: `View salary of ${STAFF.name} on 10 Jul 2025` }).click();
    const view = page.getByRole('dialog', { name: 'Salary', exact: true });
    await expect(view).toContainText(comment);
    await expect(view).toContainText('Simran Kaur');
    await view.getByRole('button', { name: 'Close' }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    await settled(page);
    expect(await pageOverflow(page)).toEqual([]);
    await screenshot(page, 'salary-staff-390', { fullPage: true });

    // The server refuses staff as well, whatever the page shows.
    const staffToken = await apiToken(request, STAFF);
    const refused = await request.get(`/api/salary/delete?id=${data.id}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(refused.status()).toBe(403);
  } finally {
    await request.get(`/api/salary/delete?id=${data.id}`, { headers });
  }
});
