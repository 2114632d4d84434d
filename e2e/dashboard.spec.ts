/**
 * The dashboard in a real browser (docs/product.md#dashboard; issue 7, points 4 and 5): a customer whose birthday is in
 * 3 days (by the salon's calendar) shows under Birthdays with '3 Days' and age 30; the admin and staff both see the
 * page, with an upcoming enquiry, the summary tiles and the charts drawn from real orders. Photographed on a phone
 * and a laptop; the phone never scrolls sideways.
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { addDays, isCalendarDate, salonToday } from '@shared/salon-time';
import {
  addCustomer,
  createOrder,
  openAs,
  orderTotal,
  servicesFrom,
  ZONE,
  type CatalogueService,
  type OrderLine,
} from './api-data';
import {
  apiLogin,
  keepSession,
  test,
  expect,
  expectFitsAndShoot,
  DEMO,
  screenshot,
  settled,
  uniquePhone,
} from './support';

/**
 * An invoice billed now through the order route (docs/product.md#api-orders): `cash` of it in cash (never more than
 * it comes to), the rest online.
 */
async function paidOrder(
  request: APIRequestContext,
  token: string,
  order: { customer: number; lines: OrderLine[]; cash: number },
): Promise<void> {
  const total = orderTotal(order.lines);
  await createOrder(request, token, {
    customer: order.customer,
    lines: order.lines,
    cash: Math.min(order.cash, total),
    online: Math.max(0, total - order.cash),
  });
}

/**
 * The same day `years` earlier. When that is a 29 February of a common year (a run near a leap day, once in four
 * years), the journey's dates do not exist and it is skipped rather than bent.
 */
function yearsBefore(day: string, years: number): string {
  const earlier = `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
  test.skip(!isCalendarDate(earlier), `${earlier} does not exist, so no one can have this birthday`);
  return earlier;
}

/** The entry of one person in a celebrations list. */
const entryOf = (list: Locator, name: string) => list.getByTestId('celebrant').filter({ hasText: name });

test('the dashboard shows a birthday in 3 days, the enquiries, the summary and the charts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, DEMO.admin);
  const staff = await apiLogin(request, DEMO.staff);

  // A customer of this run whose 30th birthday is 3 days from the salon's today.
  const phone = uniquePhone();
  const dob = yearsBefore(addDays(salonToday(ZONE), 3), 30);
  const name = `Ritu Malhotra ${phone.slice(-4)}`;
  const customer = await addCustomer(request, staff, { name, phone, dob, gender: 2 });
  // Another whose birthday is today and whose 25th anniversary is in 5 days.
  const couplePhone = uniquePhone();
  const coupleName = `Anil Bedi ${couplePhone.slice(-4)}`;
  await addCustomer(request, staff, {
    name: coupleName,
    phone: couplePhone,
    dob: yearsBefore(salonToday(ZONE), 40),
    anniversary: yearsBefore(addDays(salonToday(ZONE), 5), 25),
    gender: 1,
  });

  // Orders for the charts: the staff member is on both, so their dashboard has figures too.
  const catalogue = await servicesFrom(request, 300);
  const [facial, spa, third] = catalogue as [CatalogueService, CatalogueService, CatalogueService];
  const onStaff = (...items: [CatalogueService, number][]): OrderLine[] =>
    items.map(([service, qty]) => ({ service, staff: [staff.user.id], qty }));
  await paidOrder(request, staff.token, { customer, lines: onStaff([facial, 2], [spa, 1]), cash: 1000 });
  await paidOrder(request, admin.token, { customer, lines: onStaff([spa, 1], [third, 3]), cash: 0 });

  // An enquiry for the day after tomorrow, booked by a visitor.
  const booked = await request.post('/api/expense/makeAppoitment', {
    data: {
      name: 'Meera Kapoor',
      phone: uniquePhone(),
      date: `${addDays(salonToday(ZONE), 2)} 16:30`,
      services: 'Hair Spa',
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const enquiryId = ((await booked.json()) as { data: { id: number } }).data.id;
  // And one with no date chosen: still in review, it waits on the dashboard with 'Not Available'.
  const undated = await request.post('/api/expense/makeAppoitment', {
    data: { name: 'Sana Qureshi', phone: uniquePhone(), date: '', services: 'Hydra Facial' },
  });
  expect(undated.ok(), await undated.text()).toBe(true);
  const undatedId = ((await undated.json()) as { data: { id: number } }).data.id;

  // The admin, on a laptop.
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(page, admin, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('main').getByText(`, ${admin.user.name}`, { exact: false }).first()).toBeVisible();

  const birthdays = page.getByRole('list', { name: 'Birthdays' });
  const entry = entryOf(birthdays, name);
  await expect(entry).toBeVisible();
  await expect(entry.getByText('3 Days')).toBeVisible();
  await expect(entry.getByText('Age 30')).toBeVisible();
  await expect(entry.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`);
  const birthdayToday = entryOf(birthdays, coupleName);
  await expect(birthdayToday.getByRole('status')).toHaveText('Today is the day!');
  await expect(birthdayToday.getByText('Age 40')).toBeVisible();
  const silver = entryOf(page.getByRole('list', { name: 'Anniversaries' }), coupleName);
  await expect(silver.getByText('Silver Jubilee')).toBeVisible();
  await expect(silver.getByText('5 Days')).toBeVisible();

  const card = page.getByTestId('enquiry-card').filter({ hasText: `#${enquiryId}` });
  await expect(card.getByText('Meera Kapoor')).toBeVisible();
  await expect(card.getByText('In Review')).toBeVisible();
  await expect(card.getByText('4:30 PM')).toBeVisible();
  const undatedCard = page.getByTestId('enquiry-card').filter({ hasText: `#${undatedId}` });
  await expect(undatedCard.getByText('Not Available')).toHaveCount(2);
  await expect(page.getByTestId('tile-TotalOrder')).not.toContainText(/Total Order0$/);

  // The charts are drawn (recharts' SVG bars), and their library came only now.
  const charts = page.getByTestId('dashboard-charts');
  await expect(charts.locator('.recharts-bar-rectangle').first()).toBeVisible();
  // The month's most done service (the demo's orders are in the month too) is on the chart.
  const figures = (await (
    await request.get('/api/expense/dashboard', { headers: { Authorization: `Bearer ${admin.token}` } })
  ).json()) as { data: { topServices: { name: string }[] } };
  const topService = figures.data.topServices[0]!.name;
  await expect(charts.getByText(topService.slice(0, 10), { exact: false }).first()).toBeVisible();
  await settled(page);
  await screenshot(page, 'dashboard-admin-1366', { fullPage: true });

  // The details of the enquiry open in a modal, with the way to the review for the admin.
  await card.getByRole('button', { name: `View details of appointment ${enquiryId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Appointment #${enquiryId}` });
  await expect(dialog.getByText('Hair Spa')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open in Appointments' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Hide and show a section; the choice survives a reload.
  await page.getByRole('button', { name: 'Hide Enquiries' }).click();
  await expect(page.getByTestId('enquiry-card')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show Enquiries' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Enquiries' }).click();
  await expect(card).toBeVisible();

  // Staff, on a phone: the same birthday, their own orders' figures, one column, no sideways scroll.
  const phonePage = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await keepSession(phonePage, staff);
  await phonePage.goto('/dashboard');
  await phonePage.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(phonePage.getByText('Your orders and the salon’s enquiries for the chosen dates.')).toBeVisible();
  const staffEntry = entryOf(phonePage.getByRole('list', { name: 'Birthdays' }), name);
  await expect(staffEntry.getByText('3 Days')).toBeVisible();
  await expect(staffEntry.getByText('Age 30')).toBeVisible();
  await expect(phonePage.getByTestId('dashboard-charts').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(phonePage.getByText('Daily takings of your orders')).toBeVisible();
  // One column of cards: each starts below the one before it, at the same left edge.
  const cards = phonePage.getByTestId('enquiry-card');
  await expect(cards.nth(1)).toBeVisible();
  const [upper, lower] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(lower.y).toBeGreaterThanOrEqual(upper.y + upper.height);
  expect(lower.x).toBe(upper.x);
  await expectFitsAndShoot(phonePage, 'dashboard-staff-390', { fullPage: true });

  // The date range picker shows one month on a phone.
  await phonePage.getByRole('button', { name: 'Dates' }).click();
  await expect(phonePage.locator('.mantine-DatePickerInput-month')).toHaveCount(1);
  await expectFitsAndShoot(phonePage, 'dashboard-staff-390-picker');
  await phonePage.close();
});
