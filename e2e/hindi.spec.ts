/**
 * Hindi at its own addresses (docs/decisions/018-hindi-at-its-own-addresses.md): on a 390 px touch screen a guest
 * switches the home page to Hindi from the drawer, reads it in Hindi, the choice is remembered for the next visit to
 * an English address, books from the Hindi hero (the booking modal in Hindi too), and switches back to English.
 */
import { expect, pageOverflow, screenshot, settled, signIn, test, uniquePhone } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a guest switches to Hindi from the drawer, is remembered, books in Hindi, and switches back', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).tap();
  await page.getByRole('dialog').getByRole('link', { name: 'हिन्दी' }).tap();

  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'आपका ब्राइडल लुक, सिर्फ़ आपके लिए' })).toBeVisible();
  expect(await pageOverflow(page)).toEqual([]);
  await settled(page);
  await screenshot(page, 'hindi-home-390');

  // The choice is kept: an English address now opens in Hindi.
  await page.goto('/services');
  await expect(page).toHaveURL(/\/hi\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/[A-Za-z]/);

  // The links of a Hindi page stay in Hindi, and the booking modal speaks it too.
  await page.goto('/hi');
  await page.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).first().tap();
  await expect(page.getByRole('dialog', { name: 'अपॉइंटमेंट बुक करें' })).toBeVisible();
  expect(await pageOverflow(page)).toEqual([]);
  await screenshot(page, 'hindi-booking-390');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'मेन्यू खोलें' }).tap();
  const drawer = page.getByRole('dialog');
  const hrefs = await drawer
    .locator('nav a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) expect(href).toMatch(/^\/hi($|[/?#])/);
  await drawer.getByRole('link', { name: 'English' }).tap();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // English is kept now: the English address stays English.
  await page.goto('/services');
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Services for you' })).toBeVisible();
});

test("a signed-in user's choice is kept on the account and follows them to another device", async ({
  page,
  browser,
  request,
}) => {
  // A fresh account: the demo users keep English for the other journeys.
  const who = { phone: uniquePhone(), password: 'Salon@2024' };
  const registered = await request.post('/api/register_or_update', {
    data: { name: 'Kavita', ...who, cpassword: who.password },
  });
  expect(registered.ok()).toBe(true);
  await signIn(page, who);
  await page.getByRole('button', { name: 'Open navigation' }).tap();
  await page.getByRole('dialog').getByRole('link', { name: 'हिन्दी' }).tap();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // Another phone: no cookie, the English login page; signing in brings the account's Hindi.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const phone = await other.newPage();
    await phone.goto('/login');
    await phone.getByLabel('Phone').fill(who.phone);
    await phone.getByLabel('Password').fill(who.password);
    await phone.getByRole('button', { name: 'Login' }).tap();
    await expect(phone).toHaveURL(/\/hi$/);
    await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
    // And it stays: an English address opens in Hindi on that phone too.
    await phone.goto('/offers');
    await expect(phone).toHaveURL(/\/hi\/offers$/);
  } finally {
    await other.close();
  }
});
