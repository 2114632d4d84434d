/**
 * Booking an appointment (docs/product.md#booking-modal, #offers-page, #booking-payloads, #validation-booking): a guest
 * books from the home page's hero, a signed-in customer books an offer in one click, staff book with a product
 * (docs/product.md#add-product), and the open modal is photographed on a phone and on a laptop.
 */
import type { Page } from '@playwright/test';
import { addDays, salonToday } from '@shared/salon-time';
import { DEMO, expectBooked, pickerDay, screenshot, signIn, uniquePhone, expect, test, settled } from './support';

async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
}

async function openFromHero(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Appointment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
  await expect(dialog).toBeVisible();
  // The services arrive when the modal opens: a multi-select on a laptop, a button to the checklist on a phone.
  const isPhone = (page.viewportSize()?.width ?? 1366) < 700;
  await expect(
    isPhone
      ? dialog.getByRole('button', { name: 'Choose services' })
      : dialog.getByRole('textbox', { name: 'Services' }),
  ).toBeEnabled();
  return dialog;
}

test('a guest books from the home page hero and sees the services booked', async ({ page }) => {
  await atWidth(page, 1366);
  const dialog = await openFromHero(page);

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Guest Booker');
  const phone = dialog.getByRole('textbox', { name: /^Phone/ });
  await phone.pressSequentially(`+${uniquePhone()}9`);
  await expect(phone).toHaveValue(/^\d{10}$/);

  const date = addDays(salonToday('Asia/Kolkata'), 2);
  // The form starts on the next opening slot's day; cleared, the calendar opens on today's month.
  await dialog.getByRole('button', { name: 'Clear the day' }).click();
  await expect(dialog.getByRole('button', { name: 'Date' })).toHaveText('Pick a date');
  await dialog.getByRole('button', { name: 'Date' }).click();
  // The day before today cannot be picked.
  await expect(pickerDay(page, addDays(salonToday('Asia/Kolkata'), -1))).toBeDisabled();
  await pickerDay(page, date).click();
  await dialog.getByLabel('Time').fill('15:30');

  await dialog.getByRole('textbox', { name: 'Services' }).click();
  // Each option shows what the service costs.
  await page.getByRole('option', { name: /^Hair Spa ₹\d/ }).click();
  await page.getByRole('option', { name: /^Gold Facial ₹\d/ }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Please keep the window seat.');

  await dialog.getByRole('button', { name: 'Book Appointment' }).click();
  const success = await expectBooked(page, ['Hair Spa', 'Gold Facial']);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const shortDate = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d));
  await expect(success).toContainText(`${shortDate} at 3:30 pm`);
  await settled(page);
  await screenshot(page, 'booking-success-1366');
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(success).toBeHidden();
});

test('staff have themselves as the staff member, add a product and see it booked', async ({ page }) => {
  await atWidth(page, 1366);
  await signIn(page, DEMO.staff);
  const dialog = await openFromHero(page);
  await expect(dialog.getByRole('textbox', { name: 'Staff' })).toHaveValue(DEMO.staff.name);

  await dialog.getByRole('button', { name: 'Add Product' }).click();
  const form = dialog.getByRole('group', { name: 'Add Product' });
  const price = form.getByRole('textbox', { name: /^Price/ });
  await price.fill('6000');
  await price.blur();
  await expect(form.getByText('Very costly!')).toBeVisible();
  await price.fill('1250.50');
  await form.getByRole('textbox', { name: /^Name/ }).fill('Argan Hair Serum');
  await form.getByRole('textbox', { name: 'Comment' }).fill('Travel size');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Product has been added!')).toBeVisible();
  await expect(form).toBeHidden();
  const products = dialog.getByRole('list', { name: 'Products' });
  await expect(products).toContainText('Argan Hair Serum');
  await expect(products).toContainText('₹1,250.5');

  await dialog.getByRole('textbox', { name: 'Services' }).click();
  await page.getByRole('option', { name: 'Hair Spa' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await settled(page);
  await screenshot(page, 'booking-modal-staff-product-1366');

  await dialog.getByRole('button', { name: 'Book Appointment' }).click();
  await expectBooked(page, ['Hair Spa', 'Argan Hair Serum (₹1,250.5)']);
  await settled(page);
  await screenshot(page, 'booking-success-staff-1366');
});

test('the phone is checked on blur with the spec’s message', async ({ page }) => {
  await atWidth(page, 390);
  const dialog = await openFromHero(page);
  const phone = dialog.getByRole('textbox', { name: /^Phone/ });
  await phone.fill('98765');
  await phone.blur();
  await expect(dialog.getByText('Please Enter Valid Phone Number')).toBeVisible();
});

test('a signed-in customer books an offer in one click and sees the appointment details', async ({ page }) => {
  await atWidth(page, 1366);
  await signIn(page, DEMO.customer);
  await page.goto('/offers');
  const offerName = 'Flat 20% off Nail Extensions';
  const card = page.getByTestId('offer-card').filter({ has: page.getByRole('heading', { name: offerName, level: 2 }) });
  await card.getByRole('button', { name: 'Book Appointment' }).click();

  const details = page.getByRole('dialog', { name: 'Your Appointment Details' });
  await expect(details).toBeVisible();
  await expect(details).toContainText('Your Appointment has been booked');
  await expect(details).toContainText(DEMO.customer.name);
  await expect(details).toContainText(offerName);
  await settled(page);
  await screenshot(page, 'offer-booked-1366');
  await expect(details.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
  await details.getByRole('link', { name: 'View Appointments' }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);
});

for (const width of [390, 1366] as const) {
  test(`the open booking modal at ${width} px`, async ({ page }) => {
    await atWidth(page, width);
    const dialog = await openFromHero(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Asha Mehta');
    await dialog.getByRole('textbox', { name: /^Phone/ }).fill('9876543210');
    await settled(page);
    await screenshot(page, `booking-modal-${width}`);
    await dialog.getByRole('button', { name: 'Date' }).click();
    // One month below 700 px, two above (docs/product.md#constants).
    await expect(page.locator('[data-dates-dropdown], .mantine-Popover-dropdown').getByRole('table')).toHaveCount(
      width < 700 ? 1 : 2,
    );
    await settled(page);
    await screenshot(page, `booking-modal-date-${width}`);
    await page.keyboard.press('Escape');

    // A time after closing gets a note under the opening hours; the services list opens with prices.
    await dialog.getByLabel('Time').fill('22:15');
    await expect(dialog.getByTestId('booking-outside-hours')).toBeVisible();
    if (width < 700) {
      await dialog.getByRole('button', { name: 'Choose services' }).click();
      await expect(dialog.getByRole('group', { name: 'Choose services' })).toBeVisible();
    } else {
      await dialog.getByRole('textbox', { name: 'Services' }).click();
      await page.getByRole('option', { name: /^Hair Spa ₹/ }).click();
      await expect(page.getByRole('option', { name: /^Gold Facial ₹\d/ })).toBeVisible();
    }
    await settled(page);
    await screenshot(page, `booking-modal-services-${width}`);
  });
}
