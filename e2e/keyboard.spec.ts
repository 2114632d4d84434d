/**
 * Every main form filled and sent with the keyboard alone (issue 8, item 4): Tab to reach a control, typing,
 * Space/Enter and arrow keys in pickers and selects, never a mouse click; and the focused control shows a ring.
 */
import type { Locator, Page } from '@playwright/test';
import { defaultBookingSlot } from '@shared/opening-hours';
import { addDays } from '@shared/salon-time';
import type { SalonSettings } from '@shared/site.schemas';
import { openAs } from './api-data';
import { DEMO, expect, expectBooked, pickerDay, test, uniquePhone } from './support';

test.describe.configure({ mode: 'parallel' });

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Pressing ${key} never reached ${String(target)}`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a button and presses Enter on it. */
async function pressEnterOn(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

/** Opens a dialog from its button with the keyboard and sees it. */
async function openDialog(page: Page, button: Locator, name: string): Promise<Locator> {
  await pressEnterOn(page, button);
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks a gender in the form's select with the arrow key. */
async function pickGender(page: Page, form: Locator): Promise<void> {
  const gender = form.getByLabel('Gender');
  await tabTo(page, gender);
  await page.keyboard.press('ArrowDown');
  await expect(gender).not.toHaveValue('');
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
  await typeInto(page, phone, DEMO.customer.phone);
  await typeInto(page, page.getByLabel('Password'), DEMO.customer.password);
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
  await typeInto(page, page.getByLabel('Name', { exact: true }), 'Keyboard Kiran');
  await typeInto(page, page.getByLabel('Phone'), phone);
  await typeInto(page, page.getByLabel('Password', { exact: true }), 'Kiran@1234');
  await typeInto(page, page.getByLabel('Confirm Password'), 'Kiran@1234');
  await pressEnterOn(page, page.getByRole('button', { name: 'Register' }));
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/profile');
  const dialog = await openDialog(page, page.getByRole('button', { name: 'Update Profile' }), 'Update Profile');
  await typeInto(page, dialog.getByLabel('Friendly Name'), 'Kiru');
  await typeInto(page, dialog.getByLabel('Email'), 'kiran@example.com');
  await pickGender(page, dialog);
  await pressEnterOn(page, dialog.getByRole('button', { name: 'Save' }));
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page.getByText('kiran@example.com').first()).toBeVisible();
});

test('a guest books an appointment with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const dialog = await openDialog(
    page,
    page.getByRole('button', { name: 'Get Appointment' }).first(),
    'Book Appointment',
  );
  const services = dialog.getByRole('textbox', { name: 'Services' });
  await expect(services).toBeEnabled();

  await typeInto(page, dialog.getByRole('textbox', { name: 'Name' }), 'Keyboard Guest');
  await typeInto(page, dialog.getByRole('textbox', { name: /^Phone/ }), uniquePhone());

  // The form starts on the next opening slot's day (today, or tomorrow once the salon has closed). The calendar
  // opens with the focus on its month controls; Tab reaches that day, two steps right is two days later (two months
  // are shown at this width, so the step may cross into the next one).
  const settings = ((await (await page.request.get('/api/settings')).json()) as { data: SalonSettings }).data;
  const start = defaultBookingSlot(settings.openingHoursSpec, settings.timeZone).date;
  const date = dialog.getByRole('button', { name: 'Date' });
  await pressEnterOn(page, date);
  await tabTo(page, pickerDay(page, start));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const day = Number(addDays(start, 2).split('-')[2]);
  await expect(date).toContainText(String(day));
  // The calendar hands the focus back to Date a moment after it closes (a Tab pressed sooner cancels that, which no
  // person types fast enough to do, but a loaded test machine can).
  await expect(date).toBeFocused();

  await tabTo(page, dialog.getByLabel('Time'));
  // Chromium's time field: hour, minute, then AM/PM.
  await page.keyboard.type('0330P');
  await expect(dialog.getByLabel('Time')).toHaveValue('15:30');

  await typeInto(page, services, 'Hair Spa');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Comment' }), 'Booked without a mouse.');
  await pressEnterOn(page, dialog.getByRole('button', { name: 'Book Appointment' }));

  await expectBooked(page, ['Hair Spa']);
});

test('staff add a customer from Quick Invoice with the keyboard', async ({ page, request }) => {
  const answer = await request.post('/api/login', { data: DEMO.staff });
  expect(answer.ok(), await answer.text()).toBe(true);
  await openAs(page, await answer.json(), '/quickInvoice');

  const dialog = await openDialog(page, page.getByRole('button', { name: 'Add Customer' }), 'Add Customer');
  const phone = uniquePhone();
  await typeInto(page, dialog.getByLabel('Name'), 'Keyboard Kavya');
  await typeInto(page, dialog.getByLabel('Phone'), phone);
  await pickGender(page, dialog);
  await pressEnterOn(page, dialog.getByRole('button', { name: 'Add Customer' }));
  await expect(page.getByText('Customer added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Customer' })).toHaveValue(`Keyboard Kavya · ${phone}`);
});
