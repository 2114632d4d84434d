/**
 * Gaps against the spec, in a real browser at 390 px (touch) and 1366 px: staff and admin get the public header with
 * Go to Admin on public pages; the phone drawer's Services, Bridal and Nails are buttons that say which list they
 * open; the receipt from a shared link lists each payment and keeps the desk's controls to staff; the admin edits a
 * user's profile and phone; a cross-field message shows as soon as the two fields differ.
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { salonToday } from '@shared/salon-time';
import { addCustomer, createOrder, openAs, servicesFrom, ZONE, type CatalogueService } from './api-data';
import { fillByLabel } from './forms';
import { apiLogin, DEMO, expect, pageOverflow, screenshot, settled, test, uniquePhone } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** Phones no other test uses, and different from each other (two made in one millisecond may match). */
function distinctPhones(count: number): string[] {
  const phones = new Set<string>();
  while (phones.size < count) phones.add(uniquePhone());
  return [...phones];
}

async function tapTargetHeight(target: Locator): Promise<number> {
  return (await target.boundingBox())!.height;
}

/** An order for a customer of this run, part paid in cash at the desk, then a payment online by the admin. */
async function orderWithTwoPayments(request: APIRequestContext): Promise<{ uid: string; phone: string }> {
  const staff = await apiLogin(request, DEMO.staff);
  const admin = await apiLogin(request, DEMO.admin);
  const phone = uniquePhone();
  const customer = await addCustomer(request, staff, { name: 'Ishita Grover', phone, gender: 2 });
  const [service] = (await servicesFrom(request, 1000)) as [CatalogueService];
  const lines = [{ service, staff: [staff.user.id], qty: 1 }];
  const order = await createOrder(request, staff.token, { customer, lines, cash: 300 });
  const paid = await request.post('/api/order/update_payment', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { uid: order.uid, cash: 0, online: 200 },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return { uid: order.uid, phone };
}

test.describe('on a 390 px phone', () => {
  test.use(PHONE);

  test('staff on the home page get the public header; its menu has Go to Admin and My Appointments', async ({
    page,
    request,
  }) => {
    await openAs(page, await apiLogin(request, DEMO.staff), '/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open navigation' })).toBeVisible();
    expect(await tapTargetHeight(page.getByRole('button', { name: 'Account menu' }))).toBeGreaterThanOrEqual(40);
    await page.getByRole('button', { name: 'Account menu' }).tap();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(`, ${DEMO.staff.name}`)).toBeVisible();
    await expect(menu.getByText(DEMO.staff.phone)).toBeVisible();
    for (const name of ['Go to Admin', 'Profile', 'My Appointments', 'Change Password', 'Logout']) {
      await expect(menu.getByRole('menuitem', { name })).toBeVisible();
      expect(await tapTargetHeight(menu.getByRole('menuitem', { name }))).toBeGreaterThanOrEqual(40);
    }
    await settled(page);
    expect(await pageOverflow(page)).toEqual([]);
    await screenshot(page, 'gaps-staff-menu-390');

    await menu.getByRole('menuitem', { name: 'Go to Admin' }).tap();
    await page.waitForURL((url) => url.pathname === '/expenses');
    await expect(page.getByRole('heading', { name: 'All expenses', exact: true })).toBeVisible();
    expect(await pageOverflow(page)).toEqual([]);
  });

  test('the drawer’s Services, Bridal and Nails are buttons that open their lists', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).tap();
    const nav = page.getByRole('navigation', { name: 'Site navigation' });
    const services = nav.getByRole('button', { name: 'Services' });
    for (const name of ['Services', 'Bridal', 'Nails']) {
      const button = nav.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toHaveAttribute('aria-controls', /.+/);
      expect(await tapTargetHeight(button)).toBeGreaterThanOrEqual(40);
    }
    // The Offers link's name reads its live count as words of their own.
    await expect(nav.getByRole('link', { name: /^Offers \d+ offers? live$/ })).toBeVisible();

    await services.tap();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await services.getAttribute('aria-controls')}"]`);
    await expect(list.getByRole('link', { name: 'Hair Care' })).toBeVisible();
    await settled(page);
    expect(await pageOverflow(page)).toEqual([]);
    await screenshot(page, 'gaps-drawer-services-open-390');

    // Reached by Tab, opened from the keyboard.
    await services.tap();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    const bridal = nav.getByRole('button', { name: 'Bridal' });
    await services.focus();
    await page.keyboard.press('Tab');
    await expect(bridal).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(bridal).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Engagement' })).toBeVisible();

    await page.getByRole('link', { name: 'Engagement' }).tap();
    await page.waitForURL((url) => url.pathname === '/bridal');
  });

  test('a signed-out customer’s receipt lists each payment, masks the phone and has Print only', async ({
    page,
    request,
  }) => {
    const order = await orderWithTwoPayments(request);
    await page.goto(`/billing/${order.uid}`);
    const masked = `${order.phone.slice(0, 2)}•••••${order.phone.slice(-3)}`;
    await expect(page.getByTestId('receipt').getByText(masked, { exact: true })).toBeVisible();
    await expect(page.getByText(order.phone)).toHaveCount(0);
    const payments = page.getByRole('table', { name: 'Payments' });
    await expect(payments.getByTestId('payment-line')).toHaveCount(2);
    await expect(payments.getByTestId('payment-line').nth(0)).toContainText('Cash');
    await expect(payments.getByTestId('payment-line').nth(0)).toContainText('₹300');
    await expect(payments.getByTestId('payment-line').nth(1)).toContainText('Online');
    await expect(payments.getByTestId('payment-line').nth(1)).toContainText('₹200');
    const toolbar = page.getByRole('region', { name: 'Receipt actions' });
    await expect(toolbar.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(toolbar.getByText('Paper')).toHaveCount(0);
    await expect(toolbar.getByRole('link', { name: 'Share' })).toHaveCount(0);
    expect(await tapTargetHeight(toolbar.getByRole('button', { name: 'Print' }))).toBeGreaterThanOrEqual(40);
    await settled(page);
    expect(await pageOverflow(page)).toEqual([]);
    await screenshot(page, 'gaps-receipt-guest-390', { fullPage: true });

    await page.setViewportSize({ width: 1366, height: 900 });
    await settled(page);
    await screenshot(page, 'gaps-receipt-guest-1366', { fullPage: true });
  });

  test('staff see the paper size and Share on the receipt', async ({ page, request }) => {
    const order = await orderWithTwoPayments(request);
    await openAs(page, await apiLogin(request, DEMO.staff), `/billing/${order.uid}`);
    await expect(page.getByTestId('receipt').getByText(order.phone, { exact: true })).toBeVisible();
    const toolbar = page.getByRole('region', { name: 'Receipt actions' });
    await expect(toolbar.getByRole('radio', { name: 'A4' })).toBeAttached();
    await expect(toolbar.getByRole('link', { name: 'Share' })).toBeVisible();
    for (const target of [
      toolbar.getByRole('link', { name: 'Share' }),
      toolbar.getByRole('button', { name: 'Print' }),
      // The choice's label, which takes the tap (its radio input is hidden under it).
      toolbar.locator('label').filter({ hasText: '80 mm' }),
    ]) {
      expect(await tapTargetHeight(target)).toBeGreaterThanOrEqual(40);
    }
    await toolbar.getByText('80 mm', { exact: true }).tap();
    await expect(page.getByTestId('receipt')).toHaveAttribute('data-format', '80mm');
    await expect(page.getByRole('table', { name: 'Payments' }).getByTestId('payment-line')).toHaveCount(2);
    await settled(page);
    expect(await pageOverflow(page)).toEqual([]);
    await screenshot(page, 'gaps-receipt-staff-390', { fullPage: true });
  });

  test('the admin edits a user on a phone', async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO.admin);
    const phone = uniquePhone();
    await addCustomer(request, admin, { name: 'Tanvi Kohli', phone, gender: 2 });
    await openAs(page, admin, `/userList?search=${phone}`);
    await expect(page.getByRole('button', { name: 'Edit Tanvi Kohli' })).toBeVisible();
    await settled(page);
    expect(await pageOverflow(page)).toEqual([]);
    await screenshot(page, 'gaps-users-list-390');
    await page.getByRole('button', { name: 'Edit Tanvi Kohli' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Phone')).toHaveValue(phone);
    await dialog.getByLabel('Full Name').fill('Tanvi K. Kohli');
    await dialog.getByLabel('Address').fill('Sector 17, Chandigarh');
    await settled(page);
    expect(await pageOverflow(page)).toEqual([]);
    await screenshot(page, 'gaps-edit-user-390');
    await dialog.getByRole('button', { name: 'Save' }).tap();
    await expect(page.getByText('Profile Updated')).toBeVisible();
    await expect(page.getByTestId('user-row').filter({ hasText: 'Tanvi K. Kohli' })).toBeVisible();
  });

  test('register says Passwords must match! with the name and phone still empty', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Password', { exact: true }).fill('Gulmohar#71');
    await page.getByLabel('Confirm Password').fill('Gulmohar#72');
    await page.getByLabel('Name', { exact: true }).tap();
    await expect(page.getByText('Passwords must match!')).toBeVisible();
    expect(await pageOverflow(page)).toEqual([]);
    await screenshot(page, 'gaps-register-mismatch-390');
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a receipt prints with its text, and an expense’s view still prints alone', async ({ page, request }) => {
    const order = await orderWithTwoPayments(request);
    await page.goto(`/billing/${order.uid}`);
    await expect(page.getByRole('table', { name: 'Payments' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    // The app has one stylesheet: the expense view's print rule once hid every printed page.
    await expect(page.getByTestId('receipt')).toBeVisible();
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/FontName/g)?.length ?? 0).toBeGreaterThan(0);
    await page.emulateMedia({ media: 'screen' });

    const today = salonToday(ZONE);
    const month = `${today.slice(0, 8)}01`;
    await openAs(page, await apiLogin(request, DEMO.admin), `/expenses?start=${month}&end=${today}`);
    const views = page.getByRole('button', { name: /^View expense of / });
    await expect(views.first().or(page.getByText('No expense found!'))).toBeVisible();
    if ((await views.count()) > 0) {
      await views.first().click();
      const view = page.getByRole('dialog', { name: /^Expense of / });
      await expect(view.getByText('Closing')).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      // The card alone is visible: the table's 'Closing' header behind it is not.
      await expect(page.locator('[role="dialog"] p').getByText('Closing', { exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: 'All expenses' }).getByText('Closing')).toBeHidden();
      await expect(page.getByRole('heading', { name: /^All expenses/ })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
    }
  });

  test('the admin on the offers page gets the public header; Go to Admin leads to the back office', async ({
    page,
    request,
  }) => {
    await openAs(page, await apiLogin(request, DEMO.admin), '/offers');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'My Appointments' })).toBeVisible();
    await settled(page);
    await screenshot(page, 'gaps-admin-menu-1366');
    await page.getByRole('menuitem', { name: 'Go to Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/expenses');
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  });

  test('the admin edits a user: every profile field and the phone', async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO.admin);
    const [phone, taken, fresh] = distinctPhones(3) as [string, string, string];
    await addCustomer(request, admin, { name: 'Rhea Sethi', phone, gender: 2 });
    await addCustomer(request, admin, { name: 'Someone Else', phone: taken, gender: 2 });
    await openAs(page, admin, `/userList?search=${phone}`);
    await expect(page.getByRole('button', { name: 'Edit Rhea Sethi' })).toBeVisible();
    await settled(page);
    await screenshot(page, 'gaps-users-list-1366');
    await page.getByRole('button', { name: 'Edit Rhea Sethi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Phone').fill(taken);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The phone has already been taken.')).toBeVisible();

    await fillByLabel(dialog, {
      Phone: fresh,
      'Friendly Name': 'Rhea',
      Email: 'rhea@example.com',
      'Date of Birth': '1995-08-21',
      Address: 'Phase 7, Mohali',
      Comment: 'Allergic to strong fragrances',
    });
    await settled(page);
    await screenshot(page, 'gaps-edit-user-1366');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile Updated')).toBeVisible();
    await page.goto(`/userList?search=${fresh}`);
    await expect(page.getByTestId('user-row').filter({ hasText: 'rhea@example.com' })).toBeVisible();
  });
});
