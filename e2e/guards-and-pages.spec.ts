import { DEMO, screenshot, signIn, expect, test } from './support';

test.describe('route guards', () => {
  for (const path of ['/cart', '/profile', '/expenses', '/my-appointments', '/userList']) {
    test(`send a guest from ${path} to the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('keep a customer out of the back office and the admin pages', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await page.goto('/expenses');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/booking-list');
    await expect(page).toHaveURL(/\/$/);
  });

  test('keep staff out of the admin pages', async ({ page }) => {
    await signIn(page, DEMO.staff);
    await page.goto('/userList');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/404/).first()).toBeVisible();
  await page.getByRole('link', { name: /home/i }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

test('the server puts the SEO tags into the page, and the browser keeps them in step', async ({ page, request }) => {
  const html = await (await request.get('/bridal')).text();
  expect(html).toContain('<title>Bridal Makeup &amp; Pre-Bridal Packages | Curly Studio Chandigarh</title>');
  await page.goto('/login');
  await expect(page).toHaveTitle('Login | Curly Studio Chandigarh');
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await page.goto('/register');
  await expect(page).toHaveTitle('Create Your Account | Curly Studio Chandigarh');
});

test('a stale session is cleared when the server answers Unauthenticated.', async ({ page }) => {
  await signIn(page, DEMO.customer);
  const stored = await page.evaluate(() => localStorage.getItem('auth'));
  expect(stored).toContain(DEMO.customer.phone);
  // The session ends elsewhere (a password change on another device, a deactivation): the token stops working.
  await page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('auth')!);
    auth.token = 'revoked-token';
    localStorage.setItem('auth', JSON.stringify(auth));
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
});

test.describe('header and footer', () => {
  for (const width of [390, 1366]) {
    test(`look finished at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
      await page.goto('/');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
      await screenshot(page, `home-top-${width}`);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await screenshot(page, `home-footer-${width}`, { fullPage: true });
    });
  }

  test('shows every public link and the dropdowns on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('banner');
    for (const name of ['Home', 'About Us', 'Services', 'Bridal', 'Nails', 'Offers', 'Feedback']) {
      await expect(nav.getByText(name, { exact: true }).first()).toBeVisible();
    }
    await nav.getByText('Services', { exact: true }).first().hover();
    await expect(page.getByRole('menuitem', { name: 'Hair Care' })).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveCount(11);
  });

  test('the footer is for guests and customers only', async ({ page }) => {
    await signIn(page, DEMO.staff);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  });
});
