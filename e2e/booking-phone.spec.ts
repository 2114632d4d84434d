/**
 * Booking on a phone (docs/product.md#booking-modal, #validation-booking): at 360, 390 and 412 px a guest and the
 * demo customer open Book Appointment from the home page, tap two services in the full-width checklist and book.
 * Nothing sticks out past the screen with the checklist open, and the page keeps the screen's width.
 */
import type { Page } from '@playwright/test';
import {
  apiLogin,
  keepSession,
  DEMO,
  describeOnPhone,
  expect,
  expectBooked,
  pageOverflow,
  phoneOf,
  screenshot,
  settled,
  test,
  uniquePhone,
} from './support';

const WIDTHS = [360, 390, 412] as const;

async function openBooking(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Appointment' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
  await expect(dialog).toBeVisible();
  // The services arrive when the modal opens.
  await expect(dialog.getByRole('button', { name: 'Choose services' })).toBeEnabled();
  return dialog;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const width of WIDTHS) {
  describeOnPhone(`at ${width} px`, phoneOf(width, 800), () => {
    for (const who of ['guest', 'customer'] as const) {
      test(`a ${who} taps two services in the checklist and books`, async ({ page, request }) => {
        if (who === 'customer') {
          const session = await apiLogin(request, DEMO.customer);
          await keepSession(page, session);
        }
        const dialog = await openBooking(page);
        if (who === 'guest') {
          await dialog.getByRole('textbox', { name: 'Name' }).fill('Phone Guest');
          await dialog.getByRole('textbox', { name: /^Phone/ }).fill(uniquePhone());
        } else {
          await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(DEMO.customer.name);
        }
        expect(await pageOverflow(page)).toEqual([]);

        await dialog.getByRole('button', { name: 'Choose services' }).tap();
        const checklist = dialog.getByRole('group', { name: 'Choose services' });
        await expect(checklist).toBeVisible();
        await settled(page);
        if (width === 390 && who === 'guest') await screenshot(page, 'booking-phone-services-390');
        expect(await pageOverflow(page)).toEqual([]);
        const widthOpen = await pageWidth(page);
        test.info().annotations.push({ type: 'page width with the services open', description: String(widthOpen) });
        expect(widthOpen).toBe(width);

        const hairSpa = checklist.getByRole('checkbox', { name: /^Hair Spa ₹/ });
        const goldFacial = checklist.getByRole('checkbox', { name: /^Gold Facial ₹/ });
        await hairSpa.tap();
        await goldFacial.tap();
        await expect(hairSpa).toHaveAttribute('aria-checked', 'true');
        await expect(goldFacial).toHaveAttribute('aria-checked', 'true');
        await expect(checklist.getByText('2 chosen')).toBeVisible();
        expect(await pageOverflow(page)).toEqual([]);
        await checklist.getByRole('button', { name: 'Done' }).tap();

        const chips = dialog.getByRole('list', { name: 'Services' });
        await expect(chips.getByRole('listitem')).toHaveText(['Hair Spa', 'Gold Facial']);
        await expect(dialog.getByRole('button', { name: 'Add or change services' })).toBeFocused();
        expect(await pageOverflow(page)).toEqual([]);
        if (width === 390 && who === 'guest') {
          await settled(page);
          await screenshot(page, 'booking-phone-chosen-390');
        }

        await dialog.getByRole('button', { name: 'Book Appointment' }).tap();
        const success = await expectBooked(page, ['Hair Spa', 'Gold Facial']);
        expect(await pageOverflow(page)).toEqual([]);
        await success.getByRole('button', { name: 'Done' }).tap();
        await expect(success).toBeHidden();
      });
    }

    test('a chosen service is removed with its chip, and the time outside the hours gets a note', async ({ page }) => {
      const dialog = await openBooking(page);
      await dialog.getByRole('button', { name: 'Choose services' }).tap();
      const checklist = dialog.getByRole('group', { name: 'Choose services' });
      await checklist.getByRole('searchbox', { name: 'Search services' }).fill('facial');
      await expect(checklist.getByRole('checkbox', { name: /^Hair Spa/ })).toHaveCount(0);
      await checklist.getByRole('checkbox', { name: /^Hydra Facial/ }).tap();
      await checklist.getByRole('checkbox', { name: /^Gold Facial/ }).tap();
      await checklist.getByRole('button', { name: 'Done' }).tap();

      const remove = dialog.getByRole('button', { name: 'Remove Hydra Facial' });
      const box = await remove.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(40);
      expect(box!.height).toBeGreaterThanOrEqual(40);
      await remove.tap();
      await expect(dialog.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveText(['Gold Facial']);

      await expect(dialog.getByText('Opening hours: Open all days, 10:00 am to 8:30 pm')).toBeVisible();
      await dialog.getByLabel('Time').fill('22:15');
      const note = dialog.getByTestId('booking-outside-hours');
      await expect(note).toContainText('The salon is closed at this time.');
      expect(await pageOverflow(page)).toEqual([]);
      if (width === 390) {
        await note.scrollIntoViewIfNeeded();
        await settled(page);
        await screenshot(page, 'booking-phone-time-note-390');
      }
    });
  });
}

describeOnPhone('before the app is live', phoneOf(390, 800), () => {
  test("a customer's tap on Get Appointment is held with a spinner, then opens the booking form", async ({
    page,
    request,
  }) => {
    const session = await apiLogin(request, DEMO.customer);
    await keepSession(page, session);
    // The app's code is kept back until the tap has landed on the server's markup.
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const book = page.getByRole('button', { name: 'Get Appointment' }).first();
    await book.tap();
    await expect(book).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');

    releaseApp();
    const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(DEMO.customer.name);
    expect(await pageOverflow(page)).toEqual([]);
  });
});
