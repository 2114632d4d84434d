/**
 * Users admin (docs/product.md#users, #user-status, #validation-add-customer, #errors-back-office): the admin adds a
 * customer through the Add Customer modal, finds them, sets their password, and deactivates them while they are signed
 * in elsewhere: their open session ends at their next step.
 */
import { expectMessagesOnSubmit, fillByLabel, openDialog } from './forms';
import { test, expect, signIn, DEMO, screenshot, settled, uniquePhone, waitForApp, pageOverflow } from './support';

test('the admin adds a customer, finds them, sets their password and deactivates them mid-session', async ({
  page,
  browser,
}) => {
  // A long journey in two browsers: more time than one page's test.
  test.slow();
  const name = `Meher Bedi ${Date.now() % 100_000}`;
  const phone = uniquePhone();
  const password = 'Meher@2024';

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto('/userList');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  const own = page.getByTestId('user-row').filter({ hasText: DEMO.admin.phone });

  // Add Customer: the spec's messages first, then a real customer.
  const dialog = await openDialog(page, 'Add Customer');
  await expectMessagesOnSubmit(dialog, 'Add Customer', ['Name is required!', 'Phone number is required!']);
  await fillByLabel(dialog, { Name: name, Phone: '0123456789' });
  await dialog.getByLabel('E-mail').click();
  await expect(dialog.getByText('Please Enter Valid Phone Number')).toBeVisible();
  await fillByLabel(dialog, { Phone: phone, 'E-mail': 'meher@example.com' });
  await dialog.getByLabel('Gender').selectOption('2');
  await fillByLabel(dialog, { Address: 'Model Town, Ludhiana', Comment: 'Walk-in; prefers evening slots' });
  await settled(page);
  await screenshot(page, 'users-add-customer-1366');
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByText('Customer added')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A second time with the same phone: the server's phone error as a toast.
  await openDialog(page, 'Add Customer');
  await fillByLabel(dialog, { Name: 'Someone Else', Phone: phone });
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The phone has already been taken.' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Found by a part of the phone; the search lands in the address.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(phone.slice(1));
  await expect(page).toHaveURL(new RegExp(`search=${phone.slice(1)}`));
  const row = page.getByTestId('user-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(row.getByText('Customer')).toBeVisible();
  await expect(row.getByText('Activated')).toBeVisible();

  // The admin sets a known password (the customer's first one was random).
  await row.getByRole('button', { name: `Change the password of ${name}` }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
  await passwordDialog.getByRole('button', { name: 'Save' }).click();
  await expect(passwordDialog.getByText('New Password is required!')).toBeVisible();
  await passwordDialog.getByLabel('New Password').fill(password);
  await passwordDialog.getByLabel('Confirm Password').fill(password);
  await passwordDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password Changed Successfully')).toBeVisible();
  await expect(passwordDialog).toBeHidden();

  // The customer signs in in another browser and uses the site.
  const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await customerContext.newPage();
  await customer.goto('/login');
  await waitForApp(customer);
  await customer.getByLabel('Phone').fill(phone);
  await customer.getByLabel('Password').fill(password);
  await customer.getByRole('button', { name: 'Login' }).click();
  await customer.waitForURL((url) => url.pathname === '/');
  await customer.goto('/my-appointments');
  await waitForApp(customer);
  await expect(customer).toHaveURL(/\/my-appointments$/);

  // The admin deactivates them, after 'Are you sure'.
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure' });
  await expect(confirm.getByText('Do you want to Change Status')).toBeVisible();
  await settled(page);
  await screenshot(page, 'users-confirm-status-1366');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Status Updated Sucessfully')).toBeVisible();
  await expect(row.getByText('Deactivated')).toBeVisible();
  await expect(row.getByRole('button', { name: `Activate ${name}` })).toBeVisible();

  // Their open session has ended: the next page they open signs them out and sends them home.
  await customer.goto('/my-appointments');
  await customer.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => customer.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  // And they cannot sign in again.
  await customer.goto('/login');
  await waitForApp(customer);
  await customer.getByLabel('Phone').fill(phone);
  await customer.getByLabel('Password').fill(password);
  await customer.getByRole('button', { name: 'Login' }).click();
  await expect(customer.getByText('Your account has been deactivated. Please contact the salon.')).toBeVisible();
  await customerContext.close();

  // The admin's own row offers no Deactivate. (Found by phone: other journeys add users, newest first.)
  await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO.admin.phone);
  await expect(page).toHaveURL(new RegExp(`search=${DEMO.admin.phone}`));
  await expect(own).toBeVisible();
  await expect(own.getByRole('button', { name: /^Deactivate/ })).toHaveCount(0);
  await settled(page);
  await screenshot(page, 'users-list-1366');

  // On a phone: nothing scrolls the page sideways; the table scrolls in its card.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  expect(await pageOverflow(page)).toEqual([]);
  await settled(page);
  await screenshot(page, 'users-list-390');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expect(dialog).toBeVisible();
  await settled(page);
  await screenshot(page, 'users-add-customer-390');
});
