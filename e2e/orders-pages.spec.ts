/**
 * The order list, Pending Payment and the receipt in a real browser (docs/product.md#order-list, #receipt):
 * orders are made through the API, then the admin's and the staff's lists, the payment modal and the receipt (on a
 * phone and a laptop, and as printed on A4 and on an 80 mm roll) are checked and photographed for people to look at.
 */
import { addCustomer, createOrder, openAs, servicesFrom, type CatalogueService } from './api-data';
import { expectRefusedThenSaved } from './forms';
import {
  A4_SHEET,
  apiLogin,
  keepSession,
  atBothWidths,
  test,
  expect,
  expectPrintedOnOneSheet,
  DEMO,
  screenshot,
  settled,
  uniquePhone,
  pageOverflow,
  ROLL_SLIP,
} from './support';

test('the order list, Pending Payment and the receipt on a phone, a laptop and paper', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, DEMO.admin);
  const staff = await apiLogin(request, DEMO.staff);
  const staff2 = await apiLogin(request, DEMO.staff2);
  // A customer of this run only, so the rows of earlier runs never count.
  const phone = uniquePhone();
  const customer = await addCustomer(request, staff, { name: 'Kavya Arora', phone, gender: 2 });
  const catalogue = await servicesFrom(request, 500);
  const [facial, spa] = catalogue as [CatalogueService, CatalogueService];

  // Staff 1 is on the first order (with a due); only staff 2 is on the second (paid in full).
  const owing = await createOrder(request, staff.token, {
    customer,
    lines: [
      { service: facial, staff: [staff.user.id, staff2.user.id], qty: 2, discount: 100 },
      { service: spa, staff: [staff.user.id], qty: 1, discount: 0 },
    ],
    products: [{ name: 'Argan Oil', price: 450, comment: 'Travel size', discount: 50 }],
    cash: 500,
    online: 300,
  });
  const paid = await createOrder(request, admin.token, {
    customer,
    lines: [{ service: spa, staff: [staff2.user.id], qty: 1, discount: 0 }],
    products: [],
    cash: spa.price,
    online: 0,
  });
  expect(owing.due).toBeGreaterThan(0);
  expect(paid.due).toBe(0);

  // The admin's list: every column, the Pay button of the order with a due, 'Paid' on the other.
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(page, admin, '/listing');
  const rows = page.getByTestId('order-row').filter({ hasText: phone });
  const owingRow = rows.filter({ has: page.locator(`a[href="/billing/${owing.uid}"]`) });
  const paidRow = rows.filter({ has: page.locator(`a[href="/billing/${paid.uid}"]`) });
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(owingRow.getByRole('button', { name: /Pay the due/ })).toBeVisible();
  await expect(paidRow.getByText('Paid', { exact: true })).toBeVisible();
  await settled(page);
  await screenshot(page, 'orders-list-admin-1366');

  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  expect(await pageOverflow(page)).toEqual([]);
  await screenshot(page, 'orders-list-admin-390');

  // Pending Payment: full screen on a phone; too much is refused in the server's words; the exact due settles it.
  await owingRow.getByRole('button', { name: /Pay the due/ }).click();
  await expect(page.getByRole('dialog', { name: 'Pending Payment' })).toBeVisible();
  await settled(page);
  await screenshot(page, 'orders-pending-payment-390');
  await page.getByRole('dialog', { name: 'Pending Payment' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Pending Payment' })).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 900 });
  await owingRow.getByRole('button', { name: /Pay the due/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pending Payment' });
  await expect(dialog.getByTestId('payment-due')).toBeVisible();
  await settled(page);
  await screenshot(page, 'orders-pending-payment-1366');
  await dialog.getByText('Both', { exact: true }).click();
  await dialog.getByLabel('Online amount').fill(String(owing.due));
  await expectRefusedThenSaved(page, {
    send: () => dialog.getByRole('button', { name: 'Add Payment' }).click(),
    refusal: dialog.getByText('The payment is more than the amount due.'),
    shot: 'orders-pending-payment-refused',
    field: dialog.getByLabel('Cash amount'),
    fixed: '',
    saved: 'Payment has been added!',
  });
  await expect(dialog).toBeHidden();
  await expect(owingRow.getByRole('button', { name: /Pay the due/ })).toHaveCount(0);
  await expect(owingRow.getByText('Paid', { exact: true })).toBeVisible();

  // Staff see only the orders they are on, without the admin's columns.
  const staffPage = await page.context().browser()!.newPage();
  await staffPage.setViewportSize({ width: 390, height: 844 });
  await openAs(staffPage, staff, '/listing');
  await expect(staffPage.getByTestId('order-row').filter({ hasText: phone })).toHaveCount(1);
  await expect(staffPage.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await settled(staffPage);
  expect(await pageOverflow(staffPage)).toEqual([]);
  await screenshot(staffPage, 'orders-list-staff-390');
  await staffPage.setViewportSize({ width: 1366, height: 900 });
  await settled(staffPage);
  await screenshot(staffPage, 'orders-list-staff-1366');
  await staffPage.close();

  // The receipt as the desk opens it (a fresh browser context, staff signed in): Share and the paper are theirs.
  // A guest's view (Print only) is in spec-gaps.spec.ts.
  const guest = await page.context().browser()!.newContext();
  await keepSession(guest, staff);
  const receipt = await guest.newPage();
  await receipt.setViewportSize({ width: 1366, height: 900 });
  await receipt.goto(`/billing/${owing.uid}`);
  await expect(receipt.getByTestId('paid-stamp')).toBeVisible();
  await expect(receipt.getByTestId('service-line')).toHaveCount(2);
  await expect(receipt.getByText('Argan Oil')).toBeVisible();
  const share = new URL((await receipt.getByRole('link', { name: 'Share' }).getAttribute('href'))!);
  expect(share.searchParams.get('text')).toContain(`/billing/${owing.uid}`);
  await atBothWidths(receipt, 'receipt-a4', () => expect(receipt.getByTestId('paid-stamp')).toBeVisible());

  // Printed: only the receipt, on an A4 sheet, then on the roll (the choice is remembered).
  await receipt.setViewportSize({ width: 1366, height: 900 });
  await receipt.emulateMedia({ media: 'print' });
  await expect(receipt.locator('header').first()).toBeHidden();
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeHidden();
  // One A4 sheet (595 × 842 pt).
  await expectPrintedOnOneSheet(receipt, { shot: 'receipt-print-a4', size: A4_SHEET });
  await receipt.emulateMedia({ media: 'screen' });

  await receipt.getByText('80 mm', { exact: true }).click();
  await expect(receipt.getByTestId('receipt')).toHaveAttribute('data-format', '80mm');
  await settled(receipt);
  await screenshot(receipt, 'receipt-80mm-1366', { fullPage: true });
  await receipt.reload();
  await expect(receipt.getByTestId('receipt')).toHaveAttribute('data-format', '80mm');
  await receipt.emulateMedia({ media: 'print' });
  const width = await receipt
    .getByTestId('receipt')
    .evaluate((element) => element.firstElementChild!.getBoundingClientRect().width);
  // 72 mm at 96 px an inch is 272 px.
  expect(Math.round(width)).toBe(272);
  expect(await receipt.locator('#receipt-page-style').textContent()).toMatch(/size: 80mm \d+mm/);
  // One slip, 80 mm wide (226.8 pt), as long as the receipt.
  await expectPrintedOnOneSheet(receipt, { shot: 'receipt-print-80mm', size: ROLL_SLIP });
  // As long as the receipt measured on screen (a roll has no page length), not the 297 mm it starts from.
  expect(await receipt.locator('#receipt-page-style').textContent()).not.toContain('297mm');
  await receipt.emulateMedia({ media: 'screen' });

  // ?print=true opens the print dialog a second after the receipt is shown.
  await receipt.addInitScript(() => {
    (window as unknown as { printedAt: number[] }).printedAt = [];
    window.print = () => (window as unknown as { printedAt: number[] }).printedAt.push(performance.now());
  });
  await receipt.goto(`/billing/${paid.uid}?print=true`);
  await expect(receipt.getByTestId('paid-stamp')).toBeVisible();
  await expect
    .poll(() => receipt.evaluate(() => (window as unknown as { printedAt: number[] }).printedAt.length))
    .toBe(1);

  await receipt.goto('/billing/no-such-receipt-here');
  await expect(receipt.getByText('This receipt does not exist')).toBeVisible();
  await screenshot(receipt, 'receipt-missing-1366');
  await guest.close();
});
