/**
 * The public pages' floating contact buttons and Get Directions never cover what a visitor needs (the first
 * offer's Book button, a service card's title, My Room's booking card), wherever the browser scrolls those into
 * view; and the small controls of a phone (menu button, offer bar close, carousel dots) are at least 40 × 40 px.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, DEMO, pageOverflow, screenshot, settled } from './support';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the contact buttons and Get Directions, as they are on screen now. */
async function floatingBoxes(page: Page): Promise<Box[]> {
  const buttons = page
    .getByRole('complementary', { name: 'Contact the salon' })
    .locator('button, a')
    .or(page.getByRole('button', { name: 'Get Directions' }));
  const boxes = await Promise.all((await buttons.all()).map((button) => button.boundingBox()));
  return boxes.filter((box): box is Box => box !== null);
}

/**
 * Scrolls the control into view as the browser does for a link, a search or the keyboard (its top, middle and
 * bottom at the edge of the view in turn) and fails if a floating button covers any part of it.
 */
async function expectUncovered(page: Page, control: Locator, name: string) {
  await expect(control).toBeVisible();
  for (const block of ['start', 'center', 'end'] as const) {
    await control.evaluate((element, where) => element.scrollIntoView({ block: where, behavior: 'instant' }), block);
    const box = (await control.boundingBox())!;
    const floating = await floatingBoxes(page);
    expect(floating.length, 'the contact buttons are on the page').toBeGreaterThan(0);
    const covering = floating.filter((button) => overlaps(button, box));
    expect(covering, `${name} (scrolled to its ${block}) is covered by a floating button`).toEqual([]);
  }
}

/** Makes sure My Room holds at least one service. */
async function fillMyRoom(page: Page, how: 'tap' | 'click') {
  await page.goto('/curly-service/hair');
  const first = page.getByRole('article').first();
  const add = first.getByRole('button', { name: 'Add to My Room' });
  if (await add.isVisible()) {
    await add[how]();
    await expect(first.getByRole('button', { name: 'Added to My Room' })).toBeVisible();
  }
}

/** Checks the named controls at this viewport; screenshots are named after its size. */
async function checkPublicPages(page: Page, how: 'tap' | 'click') {
  const { width, height } = page.viewportSize()!;
  const size = height === 844 || width > 390 ? `${width}` : `${width}x${height}`;

  await page.goto('/offers');
  const firstOffer = page.getByTestId('offer-card').first();
  await expectUncovered(page, firstOffer.getByRole('button', { name: 'Book Appointment' }), "the first offer's Book");
  expect(await pageOverflow(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settled(page);
  await screenshot(page, `phone-layout-offers-${size}`);

  await page.goto('/curly-service/hair');
  const cards = page.getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  for (const index of [0, 1]) {
    await expectUncovered(page, cards.nth(index).getByRole('heading'), `service card ${index + 1}'s title`);
  }
  expect(await pageOverflow(page)).toEqual([]);
  await settled(page);
  await screenshot(page, `phone-layout-services-${size}`);

  await fillMyRoom(page, how);
  await page.goto('/cart');
  const booking = page.getByRole('region', { name: 'Book Appointment' });
  await expectUncovered(page, booking.getByRole('button', { name: 'Book Appointment' }), "My Room's Book button");
  await expectUncovered(page, page.getByText('Note: This price may vary'), "My Room's note");
  expect(await pageOverflow(page)).toEqual([]);
  await settled(page);
  await screenshot(page, `phone-layout-my-room-${size}`);
  // At the very end of the page too, the footer's last line is clear of them.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expectUncovered(page, page.getByText(/All rights reserved/), 'the footer’s last line');
  await settled(page);
  await screenshot(page, `phone-layout-page-end-${size}`);
}

async function expectTapTarget(control: Locator, name: string) {
  const box = (await control.boundingBox())!;
  expect.soft(box.width, `${name}: width`).toBeGreaterThanOrEqual(40);
  expect.soft(box.height, `${name}: height`).toBeGreaterThanOrEqual(40);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the contact buttons cover no offer, service title or My Room booking', async ({ page }) => {
    test.slow();
    await signIn(page, DEMO.customer);
    // A tall phone, and a shorter one (or one whose browser bars take more room), where the controls fall elsewhere.
    for (const height of [700, 844]) {
      await page.setViewportSize({ width: 390, height });
      await checkPublicPages(page, 'tap');
    }
    // The one contact button opens its list on a touch.
    await page.getByRole('button', { name: 'Contact the salon' }).tap();
    await expect(page.getByRole('menuitem', { name: 'Chat on WhatsApp' })).toBeVisible();
    await settled(page);
    await screenshot(page, 'phone-layout-contact-open-390');
  });

  test('menu button, offer bar close and carousel dots are at least 40 × 40 px, and answer a touch', async ({
    page,
  }) => {
    await page.goto('/');
    await expectTapTarget(page.getByRole('button', { name: 'Open navigation' }), 'menu button');

    const hero = page.getByRole('region', { name: 'Featured services' });
    const dots = hero.locator('button[aria-hidden="true"]');
    await expect(dots).toHaveCount(4);
    for (let index = 0; index < 4; index += 1) await expectTapTarget(dots.nth(index), `hero dot ${index + 1}`);
    await dots.nth(2).tap();
    await expect(hero.locator('[aria-roledescription="slide"][data-state="current"]')).toHaveAttribute(
      'aria-label',
      'Slide 3 of 4',
    );
    // Its picture, named in data-src until the slide was asked for, is fetched and drawn.
    const picture = hero.locator('[aria-roledescription="slide"][data-state="current"] img');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    const close = page.getByRole('button', { name: 'Dismiss the offers announcement' });
    await expectTapTarget(close, 'offer bar close');
    expect(await pageOverflow(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await settled(page);
    await screenshot(page, 'phone-layout-home-390');
    await close.tap();
    await expect(page.getByTestId('offers-announcement')).toBeHidden();

    await page.goto('/offers');
    const carousel = page.getByRole('region', { name: 'Current offers' });
    const offerDots = carousel.locator('button[aria-hidden="true"]');
    expect(await offerDots.count()).toBeGreaterThan(1);
    for (const dot of await offerDots.all()) await expectTapTarget(dot, 'offer carousel dot');
    await expectTapTarget(carousel.getByRole('button', { name: 'Next offer' }), 'next offer');
    await expectTapTarget(carousel.getByRole('button', { name: 'Previous offer' }), 'previous offer');
    await offerDots.nth(1).tap();
    await expect(offerDots.nth(1)).toHaveAttribute('data-active', 'true');
    expect(await pageOverflow(page)).toEqual([]);
    await offerDots.nth(1).evaluate((dot) => dot.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await settled(page);
    await screenshot(page, 'phone-layout-offer-dots-390');
  });
});

for (const width of [1366, 1536]) {
  test(`the contact buttons cover no offer, service title or My Room booking at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 860 });
    await signIn(page, DEMO.customer);
    await checkPublicPages(page, 'click');
    await page.goto('/');
    await settled(page);
    await screenshot(page, `phone-layout-home-${width}`);
  });
}
