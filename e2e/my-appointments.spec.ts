/**
 * My Appointments on a phone (docs/product.md#my-appointments, #offers-page, #entity-appointment): the demo customer
 * books an offer in one tap and a visit with services and a comment, then finds both cards right: who it is for, the
 * offer's name where an offer booking has no services (and no total of ₹0), the services, total and comment of the
 * other. Everything by tap at 390 px, nothing sticking out past the screen.
 */
import type { Locator, Page } from '@playwright/test';
import { apiLogin, keepSession, DEMO, expect, pageOverflow, screenshot, settled, test } from './support';

const DEMO_EMAIL = 'priya.verma@example.com';
const COMMENT = 'Please keep the window seat.\nMy sister comes too.';

/** The id of the booking the next makeAppoitment call makes, once `act` has sent it. */
async function bookedId(page: Page, act: () => Promise<void>): Promise<number> {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/expense/makeAppoitment')),
    act(),
  ]);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** The card of an appointment, loading further pages while other journeys' bookings came in after it. */
async function cardOf(page: Page, id: number): Promise<Locator> {
  const card = page.getByRole('article', { name: `Appointment #${id}`, exact: true });
  await expect(page.getByRole('article').first()).toBeVisible();
  for (let pageNumber = 0; pageNumber < 5 && (await card.count()) === 0; pageNumber += 1) {
    await page.getByRole('button', { name: 'Load more' }).tap();
    await expect(page.getByRole('button', { name: 'Load more' })).not.toHaveAttribute('data-loading');
  }
  await expect(card).toBeVisible();
  return card;
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a customer books an offer and a visit with a comment, and sees both cards right', async ({ page, request }) => {
  const session = await apiLogin(request, DEMO.customer);
  await keepSession(page, session);

  // An offer, in one tap.
  await page.goto('/offers');
  const offerCard = page.getByTestId('offer-card').first();
  const offerName = (await offerCard.getByRole('heading', { level: 2 }).textContent())!.trim();
  const offerId = await bookedId(page, () => offerCard.getByRole('button', { name: 'Book Appointment' }).tap());
  const details = page.getByRole('dialog', { name: 'Your Appointment Details' });
  await expect(details).toContainText(offerName);
  await details.getByRole('button', { name: 'Close' }).tap();
  await expect(details).toBeHidden();

  // A visit with a service and a comment.
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Appointment' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
  await dialog.getByRole('button', { name: 'Choose services' }).tap();
  await dialog.getByRole('checkbox', { name: /^Hair Spa ₹/ }).tap();
  await dialog.getByRole('button', { name: 'Done' }).tap();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(COMMENT);
  const visitId = await bookedId(page, () => dialog.getByRole('button', { name: 'Book Appointment' }).tap());
  const success = page.getByRole('dialog', { name: 'Appointment Booked Sucessfully' });
  await success.getByRole('button', { name: 'Done' }).tap();
  await expect(success).toBeHidden();

  await page.goto('/my-appointments');
  const offer = await cardOf(page, offerId);
  await expect(offer.getByText('Offer', { exact: true })).toBeVisible();
  await expect(offer.getByText(offerName, { exact: true })).toBeVisible();
  await expect(offer.getByText('No services listed')).toHaveCount(0);
  await expect(offer.getByText('Total')).toHaveCount(0);
  await expect(offer.getByText('₹0')).toHaveCount(0);
  await expect(offer).toContainText(DEMO.customer.name);
  await expect(offer).toContainText(DEMO.customer.phone);
  await expect(offer).toContainText(DEMO_EMAIL);

  const visit = await cardOf(page, visitId);
  await expect(visit.getByText('Hair Spa')).toBeVisible();
  await expect(visit.getByText('Total')).toBeVisible();
  await expect(visit.getByText('Comment', { exact: true })).toBeVisible();
  await expect(visit.getByText(/^Please keep the window seat\./)).toHaveText(COMMENT);
  await expect(visit).toContainText(DEMO.customer.name);
  await expect(visit).toContainText(DEMO.customer.phone);
  await expect(visit).toContainText(DEMO_EMAIL);
  await expect(visit.getByText('Offer', { exact: true })).toHaveCount(0);

  expect(await pageOverflow(page)).toEqual([]);
  await visit.scrollIntoViewIfNeeded();
  await settled(page);
  await screenshot(page, 'my-appointments-390');
  await offer.scrollIntoViewIfNeeded();
  await screenshot(page, 'my-appointments-offer-390');

  await page.setViewportSize({ width: 1366, height: 900 });
  await visit.scrollIntoViewIfNeeded();
  await settled(page);
  await screenshot(page, 'my-appointments-1366');
});
