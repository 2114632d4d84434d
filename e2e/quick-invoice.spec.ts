/**
 * The invoice journey of issue 6: a staff member bills a new customer (added from the invoice) for two services and
 * a product with a split payment; the admin's order list shows Pay with the due; the admin settles it; the receipt
 * then shows Paid, and its print view renders.
 */
import { test, expect, signIn, DEMO, pageOverflow, screenshot, settled, uniquePhone } from './support';
import { formatRupees } from '@shared/money';

test('staff invoice with a split payment, settled by the admin, then a Paid receipt', async ({ page, browser }) => {
  test.slow();
  const name = `Ishita Malhotra ${Date.now() % 100_000}`;
  const phone = uniquePhone();

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.staff);
  await page.goto('/quickInvoice');
  await expect(page.getByRole('heading', { name: 'Quick Invoice', level: 1 })).toBeVisible();

  // Nothing chosen: the spec's words, and nothing is sent.
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByText('Kindly Select the service first')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText("Service can't be empty")).toBeVisible();

  // A new customer, added from the invoice, is chosen at once.
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const addCustomer = page.getByRole('dialog', { name: 'Add Customer' });
  await addCustomer.getByLabel('Name').fill(name);
  await addCustomer.getByLabel('Phone').fill(phone);
  await addCustomer.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByText('Customer added')).toBeVisible();
  await expect(addCustomer).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Customer' })).toHaveValue(`${name} · ${phone}`);

  for (const service of ['Hair Spa', 'Hydra Facial']) {
    await page.getByRole('textbox', { name: 'Service' }).fill(service);
    // Choosing the service adds its line: there is no second step.
    await page.getByRole('option', { name: new RegExp(`^${service}`) }).click();
  }
  const lines = page.getByTestId('invoice-service');
  await expect(lines).toHaveCount(2);
  await lines.first().getByRole('textbox', { name: 'Qty' }).fill('2');

  await page.getByRole('button', { name: 'Add Product' }).click();
  const addProduct = page.getByRole('dialog', { name: 'Add Product' });
  await addProduct.getByLabel('Name').fill('Argan Oil');
  await addProduct.getByLabel('Price').fill('450');
  await addProduct.getByLabel('Comment').fill('Travel size');
  await addProduct.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('invoice-product')).toHaveCount(1);

  await page.getByText('Both', { exact: true }).click();
  await page.getByLabel('Cash amount').fill('500');
  await page.getByLabel('Online amount').fill('300');
  const total = (await page.getByTestId('invoice-Total').textContent())!;
  const due = (await page.getByTestId('invoice-Due').textContent())!;
  expect(due).not.toBe('₹0');
  await settled(page);
  await screenshot(page, 'quick-invoice-1366', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  expect(await pageOverflow(page)).toEqual([]);
  await screenshot(page, 'quick-invoice-390', { fullPage: true });

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Order has been created!')).toBeVisible();
  await expect(page).toHaveURL(/\/listing/);
  const created = page.getByRole('dialog').filter({ hasText: 'Thank You for Booking, your payment was successful' });
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: 'Close' }).click();
  // Staff see their own order, without the admin's Pay and Due.
  const staffRow = page.getByTestId('order-row').filter({ hasText: phone });
  await expect(staffRow).toHaveCount(1);
  await expect(staffRow).toContainText(total);
  await expect(page.getByRole('columnheader', { name: 'Due' })).toHaveCount(0);

  // The admin sees the due and settles it.
  const adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto('/listing');
  const row = admin.getByTestId('order-row').filter({ hasText: phone });
  await expect(row).toContainText(due);
  await row.getByRole('button', { name: /Pay the due/ }).click();
  const payment = admin.getByRole('dialog', { name: 'Pending Payment' });
  await payment.getByText('Cash', { exact: true }).click();
  await payment.getByLabel('Cash amount').fill(due.replace(/[₹,]/g, ''));
  await payment.getByRole('button', { name: 'Add Payment' }).click();
  await expect(admin.getByText('Payment has been added!')).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();

  // The receipt: open to anyone with its link, stamped Paid, and printable.
  const href = await row.getByRole('link', { name: /View receipt/ }).getAttribute('href');
  const guest = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const receipt = await guest.newPage();
  await receipt.goto(href!);
  await expect(receipt.getByTestId('paid-stamp')).toBeVisible();
  await expect(receipt.getByTestId('service-line')).toHaveCount(2);
  await expect(receipt.getByText('Argan Oil')).toBeVisible();
  await expect(receipt.getByTestId('receipt')).toContainText(total);
  await expect(receipt.getByTestId('receipt')).toContainText(formatRupees(0));
  await receipt.emulateMedia({ media: 'print' });
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeHidden();
  await settled(receipt);
  await screenshot(receipt, 'quick-invoice-receipt-print', { fullPage: true });
  await adminContext.close();
  await guest.close();
});
