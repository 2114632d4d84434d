/**
 * Every main form filled and sent with the keyboard alone (issue 8, item 4): Tab to reach a control, typing,
 * Space/Enter and arrow keys in pickers and selects, never a mouse click; and the focused control shows a ring.
 */
import type { Locator, Page } from '@playwright/test';
import { defaultBookingSlot } from '@shared/opening-hours';
import { addDays } from '@shared/salon-time';
import type { SalonSettings } from '@shared/site.schemas';
import { DEMO, expect, test, uniquePhone } from './support';

test.describe.configure({ mode: 'parallel' });

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Pressing ${key} never reached ${String(target)}`);
}

/** Mantine names each day of the picker 'D MMMM YYYY'. */
function dayLabel(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
  return `${d} ${month} ${y}`;
}

/** The focus ring a sighted keyboard user relies on: an outline or a box shadow on the focused element. */
async function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 ? style.outlineStyle : '';
    const shadow = style.boxShadow !== 'none' ? style.boxShadow : '';
    return `${outline} ${shadow}`.trim();
  });
}

test('log in with the keyboard, with a visible focus ring', async ({ page }) => {
  await page.goto('/login');
  const phone = page.getByLabel('Phone');
  await tabTo(page, phone);
  await page.keyboard.type(DEMO.customer.phone);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(DEMO.customer.password);
  const login = page.getByRole('button', { name: 'Login' });
  await tabTo(page, login);
  expect(await focusRing(page), 'the Login button shows where the focus is').not.toBe('');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('register, then edit the profile, with the keyboard', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/register');
  await tabTo(page, page.getByLabel('Name', { exact: true }));
  await page.keyboard.type('Keyboard Kiran');
  await tabTo(page, page.getByLabel('Phone'));
  await page.keyboard.type(phone);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('Kiran@1234');
  await tabTo(page, page.getByLabel('Confirm Password'));
  await page.keyboard.type('Kiran@1234');
  await tabTo(page, page.getByRole('button', { name: 'Register' }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/profile');
  await tabTo(page, page.getByRole('button', { name: 'Update Profile' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Update Profile' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Friendly Name'));
  await page.keyboard.type('Kiru');
  await tabTo(page, dialog.getByLabel('Email'));
  await page.keyboard.type('kiran@example.com');
  const gender = dialog.getByLabel('Gender');
  await tabTo(page, gender);
  await page.keyboard.press('ArrowDown');
  await expect(gender).not.toHaveValue('');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page.getByText('kiran@example.com').first()).toBeVisible();
});

test('a guest books an appointment with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Get Appointment' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
  await expect(dialog).toBeVisible();
  const services = dialog.getByRole('textbox', { name: 'Services' });
  await expect(services).toBeEnabled();

  await tabTo(page, dialog.getByRole('textbox', { name: 'Name' }));
  await page.keyboard.type('Keyboard Guest');
  await tabTo(page, dialog.getByRole('textbox', { name: /^Phone/ }));
  await page.keyboard.type(uniquePhone());

  // The form starts on the next opening slot's day (today, or tomorrow once the salon has closed). The calendar
  // opens with the focus on its month controls; Tab reaches that day, two steps right is two days later (two months
  // are shown at this width, so the step may cross into the next one).
  const settings = ((await (await page.request.get('/api/settings')).json()) as { data: SalonSettings }).data;
  const start = defaultBookingSlot(settings.openingHoursSpec, settings.timeZone).date;
  const date = dialog.getByRole('button', { name: 'Date' });
  await tabTo(page, date);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: dayLabel(start) }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const day = Number(addDays(start, 2).split('-')[2]);
  await expect(date).toContainText(String(day));

  await tabTo(page, dialog.getByLabel('Time'));
  // Chromium's time field: hour, minute, then AM/PM.
  await page.keyboard.type('0330P');
  await expect(dialog.getByLabel('Time')).toHaveValue('15:30');

  await tabTo(page, services);
  await page.keyboard.type('Hair Spa');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Comment' }));
  await page.keyboard.type('Booked without a mouse.');
  await tabTo(page, dialog.getByRole('button', { name: 'Book Appointment' }));
  await page.keyboard.press('Enter');

  const success = page.getByRole('dialog', { name: 'Appointment Booked Sucessfully' });
  await expect(success).toBeVisible();
  await expect(success).toContainText('Hair Spa');
});

test('staff add a customer from Quick Invoice with the keyboard', async ({ page, request }) => {
  const answer = await request.post('/api/login', { data: DEMO.staff });
  expect(answer.ok(), await answer.text()).toBe(true);
  const session = await answer.json();
  await page.addInitScript((auth) => localStorage.setItem('auth', JSON.stringify(auth)), session);
  await page.goto('/quickInvoice');

  await tabTo(page, page.getByRole('button', { name: 'Add Customer' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Customer' });
  await expect(dialog).toBeVisible();
  const phone = uniquePhone();
  await tabTo(page, dialog.getByLabel('Name'));
  await page.keyboard.type('Keyboard Kavya');
  await tabTo(page, dialog.getByLabel('Phone'));
  await page.keyboard.type(phone);
  const gender = dialog.getByLabel('Gender');
  await tabTo(page, gender);
  await page.keyboard.press('ArrowDown');
  await expect(gender).not.toHaveValue('');
  await tabTo(page, dialog.getByRole('button', { name: 'Add Customer' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Customer added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Customer' })).toHaveValue(`Keyboard Kavya · ${phone}`);
});
