import sharp from 'sharp';
import { DEMO, describeOnPhone, pageOverflow, screenshot, signIn, uniquePhone, expect, test } from './support';

test('register with a photo, log out, log in, edit the profile, change the password, log in with it', async ({
  page,
}) => {
  // A whole account's life in one journey: close to a minute on a busy machine.
  test.setTimeout(120_000);
  const phone = uniquePhone();
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#9c2b5b' } })
    .jpeg()
    .toBuffer();

  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill('Ananya <b>Kapoor</b>');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('Ananya@123');
  await page.getByLabel('Confirm Password').fill('Ananya@123');
  await page.getByLabel('Profile Image').setInputFiles({ name: 'ananya.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: /preview/i })).toBeVisible();
  await screenshot(page, 'register-filled-1366');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // The name is shown as typed, never run as HTML.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText('Ananya <b>Kapoor</b>').first()).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  await signIn(page, { phone, password: 'Ananya@123' });
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText(phone).first()).toBeVisible();
  const avatar = page.locator('img[src*="uploads/profile/"]').first();
  await expect(avatar).toBeVisible();

  await page.getByRole('button', { name: 'Update Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Profile' });
  await dialog.getByLabel('Full Name').fill('Ananya Kapoor');
  await dialog.getByLabel('Friendly Name').fill('Anu');
  await dialog.getByLabel('Email').fill('ananya@example.com');
  await dialog.getByLabel('Date of Birth').fill('1999-04-12');
  await dialog.getByLabel('Gender').selectOption('2');
  await dialog.getByLabel('Address').fill('House 21, Sector 35-A, Chandigarh');
  await dialog.getByLabel('Comment').fill('Prefers Saturday mornings');
  await screenshot(page, 'profile-modal-1366');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page.getByText('ananya@example.com').first()).toBeVisible();
  await expect(page.getByText('House 21, Sector 35-A, Chandigarh')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
  await passwordDialog.getByLabel('Current Password').fill('Ananya@123');
  await passwordDialog.getByLabel('New Password', { exact: true }).fill('Kapoor@456');
  await passwordDialog.getByLabel('Confirm New Password').fill('Kapoor@456');
  await passwordDialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Password').fill('Ananya@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('The phone number or password is incorrect.')).toBeVisible();
  await signIn(page, { phone, password: 'Kapoor@456' });
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText('Ananya Kapoor').first()).toBeVisible();
});

test('the login form checks on blur and keeps Login disabled while errors exist', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Phone').fill('98ab');
  await page.getByLabel('Password').focus();
  await expect(page.getByText('Phone must be a number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await page.getByLabel('Phone').fill('');
  await page.getByLabel('Password').focus();
  await expect(page.getByText('Phone number is required!')).toBeVisible();
  await expect(page.getByText(/send your registered phone number/i)).toBeVisible();
  await screenshot(page, 'login-errors-1366');
});

test('each demo login works and lands on the right navigation', async ({ page }) => {
  await signIn(page, DEMO.admin);
  // The public home page: the admin's menu leads into the back office.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Go to Admin' }).click();
  await page.waitForURL((url) => url.pathname === '/expenses');
  for (const name of ['Dashboard', 'Expenses', 'Service', 'Listing', 'Salary', 'Appointments', 'Users', 'Offers']) {
    await expect(
      page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name, exact: true }),
    ).toBeVisible();
  }
  await screenshot(page, 'admin-header-1366');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText(/Good (Morning|Afternoon|Evening)/).first()).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  await signIn(page, DEMO.customer);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Appointments' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Go to Admin' })).toHaveCount(0);
});

test('a 390 px phone gets the drawer with every link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('navigation', { name: 'Site navigation' });
  await expect(drawer.getByText('Bridal', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Signup' })).toBeVisible();
  // The live count reads as its own words after the link's name.
  await expect(drawer.getByRole('link', { name: /^Offers \d+ offers? live$/ })).toBeVisible();
  await screenshot(page, 'drawer-390');
});

describeOnPhone('on a 390 px phone', () => {
  test('register: a short password is refused on blur, a common one by the server, a good one signs up', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByLabel('Name', { exact: true }).fill('Meera Joshi');
    await page.getByLabel('Phone').fill(uniquePhone());
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password');
    await password.fill('Meera@1');
    await confirm.tap();
    await expect(page.getByText('The password must be at least 8 characters.')).toBeVisible();

    // Long enough, but among the 10,000 most common passwords: the server says so under the field.
    await password.fill('password1');
    await confirm.fill('password1');
    await page.getByRole('button', { name: 'Register' }).tap();
    await expect(
      page.getByText('This password is too common. Please choose one that is harder to guess.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    expect(await pageOverflow(page)).toEqual([]);
    await screenshot(page, 'register-common-password-390');

    await password.fill('Meera#Gulmohar7');
    await confirm.fill('Meera#Gulmohar7');
    await page.getByRole('button', { name: 'Register' }).tap();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('login: a tap on Login shows at once that it is busy, a wrong password comes back as a toast', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Phone').fill(DEMO.customer.phone);
    await page.getByLabel('Password').fill('not-the-password');
    // The answer is held back, so the busy button shows until it comes.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/login', async (route) => {
      await held;
      await route.continue();
    });
    const login = page.getByRole('button', { name: 'Login' });
    await login.tap();
    await expect(login).toHaveAttribute('data-loading', 'true');
    await expect(login).toBeDisabled();
    expect(await pageOverflow(page)).toEqual([]);
    await screenshot(page, 'login-busy-390');
    release();
    await expect(page.getByRole('alert')).toContainText('The phone number or password is incorrect.');
    await expect(login).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);

    await page.unroute('**/api/login');
    await page.getByLabel('Password').fill(DEMO.customer.password);
    await login.tap();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});
