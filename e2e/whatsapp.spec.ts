/**
 * One-tap WhatsApp messages (docs/product.md#whatsapp-messages) on a 390 px phone with touch, then at 1366 px: the
 * admin finds Send on WhatsApp on an approved appointment, with the customer's number and the confirmation (date,
 * time, services, the salon's address); staff find tomorrow's approved visit on the dashboard with its reminder, and
 * Send wishes for a customer whose birthday is today. The links are checked, never followed; nothing sticks out past
 * the screen, and every link is at least 40 px tall.
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { postalAddress } from '@shared/postal-address';
import { addDays, isCalendarDate, salonToday } from '@shared/salon-time';
import type { SalonSettings } from '@shared/site.schemas';
import { addCustomer, openAs, ZONE } from './api-data';
import {
  apiLogin,
  atBothWidths,
  DEMO,
  describeOnPhone,
  expect,
  pageOverflow,
  test,
  uniquePhone,
  type Session,
} from './support';

/** The salon's name and its address as one line, as the messages write them. */
async function salonOf(request: APIRequestContext): Promise<{ name: string; address: string }> {
  const answer = await request.get('/api/settings');
  expect(answer.ok(), await answer.text()).toBe(true);
  const settings = ((await answer.json()) as { data: SalonSettings }).data;
  return { name: settings.name, address: postalAddress(settings) };
}

/** 'Thu, 15 May 2031': a day as the appointment pages write it. */
function dayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moment = new Date(Date.UTC(year, month - 1, date));
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(moment);
  return `${part({ weekday: 'short' })}, ${date} ${part({ month: 'short' })} ${year}`;
}

/** '4:05 PM' from 'HH:mm'. */
function clockText(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A Hair Spa booked for a customer of this run at `day` `time`, approved by the admin; answers its id. */
async function approvedBooking(
  request: APIRequestContext,
  admin: Session,
  booking: { name: string; phone: string; day: string; time: string },
): Promise<number> {
  const headers = { Authorization: `Bearer ${admin.token}` };
  const booked = await request.post('/api/expense/makeAppoitment', {
    headers,
    data: { name: booking.name, phone: booking.phone, date: `${booking.day} ${booking.time}`, services: 'Hair Spa' },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const id = ((await booked.json()) as { data: { id: number } }).data.id;
  const approved = await request.post('/api/expense/updateAppoitment', { headers, data: { id, status: 1 } });
  expect(approved.ok(), await approved.text()).toBe(true);
  return id;
}

/** A link's chat: the number it opens and the text filled in (the link itself is never followed). */
async function chatOf(link: Locator): Promise<{ chat: string; text: string | null }> {
  const href = await link.getAttribute('href');
  expect(href).not.toBeNull();
  const url = new URL(href!);
  return { chat: `${url.origin}${url.pathname}`, text: url.searchParams.get('text') };
}

/**
 * A message link as the page gives it, then the page: the link opens in a new tab, with neither the opener nor the
 * referrer, is big enough for a thumb and opens the chat with `phone` (an Indian number) with `lines` filled in;
 * nothing sticks out of the page as it is, and atBothWidths, ready once `shown` is on screen, checks at 390 px and at
 * 1366 px that nothing sticks out and takes a full-page screenshot `shot` at each.
 */
async function expectMessageLink(
  link: Locator,
  message: { phone: string; lines: readonly string[] },
  view: { shown: Locator; shot: string },
): Promise<void> {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  expect(await chatOf(link)).toEqual({ chat: `https://wa.me/91${message.phone}`, text: message.lines.join('\n') });
  expect(await pageOverflow(link.page())).toEqual([]);
  await atBothWidths(link.page(), view.shot, async () => {
    await view.shown.scrollIntoViewIfNeeded();
    await expect(view.shown).toBeVisible();
  });
}

/** A random time of the salon's day, 'HH:mm'. */
function someTime(): string {
  return `${10 + Math.floor(Math.random() * 9)}:${String(Math.floor(Math.random() * 12) * 5).padStart(2, '0')}`;
}

describeOnPhone('WhatsApp messages on a 390 px phone', () => {
  test('an approved appointment offers Send on WhatsApp with the confirmation', async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO.admin);
    const salon = await salonOf(request);
    // A month of its own, months ahead, so the new appointment is on the first page of its month.
    const day = addDays(salonToday(ZONE), 200 + Math.floor(Math.random() * 30));
    const time = someTime();
    const phone = uniquePhone();
    const name = `Priya Verma ${phone.slice(-4)}`;
    const id = await approvedBooking(request, admin, { name, phone, day, time });

    const [year, month] = day.split('-') as [string, string];
    await openAs(page, admin, `/booking-list?year=${year}&month=${Number(month)}`);
    const card = page.getByRole('article', { name: `Appointment #${id}` });
    await expect(card.getByText('Approved')).toBeVisible();
    const send = card.getByRole('link', { name: `Send on WhatsApp to ${name}` });
    await send.scrollIntoViewIfNeeded();
    await expect(send).toBeVisible();
    await expect(send).toHaveText('Send on WhatsApp');
    const confirmation = [
      `Hello ${name},`,
      `Your appointment at ${salon.name} is confirmed for ${dayText(day)} at ${clockText(time)}.`,
      'Services: Hair Spa',
      `Address: ${salon.address}`,
      'See you soon!',
    ];
    await expectMessageLink(send, { phone, lines: confirmation }, { shown: send, shot: 'whatsapp-approved' });
  });

  test('staff remind tomorrow’s visit and send birthday wishes from the dashboard', async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO.admin);
    const staff = await apiLogin(request, DEMO.staff);
    const salon = await salonOf(request);
    const today = salonToday(ZONE);
    const tomorrow = addDays(today, 1);

    // An approved visit tomorrow.
    const time = someTime();
    const visitPhone = uniquePhone();
    const visitor = `Kavya Arora ${visitPhone.slice(-4)}`;
    await approvedBooking(request, admin, { name: visitor, phone: visitPhone, day: tomorrow, time });

    // A customer whose 30th birthday is today (skipped on a 29 February whose year 30 years ago had none).
    const bornOn = `${Number(today.slice(0, 4)) - 30}${today.slice(4)}`;
    test.skip(!isCalendarDate(bornOn), `${bornOn} does not exist, so no one can have this birthday`);
    const birthdayPhone = uniquePhone();
    const birthdayName = `Ritu Malhotra ${birthdayPhone.slice(-4)}`;
    await addCustomer(request, staff, { name: birthdayName, phone: birthdayPhone, dob: bornOn, gender: 2 });

    await openAs(page, staff, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const tomorrowList = page
      .getByRole('region', { name: 'Tomorrow' })
      .getByRole('list', { name: 'Approved appointments of tomorrow' });
    const visit = tomorrowList.getByRole('article', { name: visitor });
    await visit.scrollIntoViewIfNeeded();
    await expect(visit.getByText(clockText(time))).toBeVisible();
    await expect(visit.getByText('Hair Spa')).toBeVisible();
    const remind = visit.getByRole('link', { name: `Send reminder on WhatsApp to ${visitor}` });
    await expect(remind).toHaveText('Send reminder');
    const reminder = [
      `Hello ${visitor},`,
      `This is a reminder of your appointment at ${salon.name} tomorrow, ${dayText(tomorrow)}, at ${clockText(time)}.`,
      'Services: Hair Spa',
      `Address: ${salon.address}`,
      'See you tomorrow!',
    ];
    await expectMessageLink(
      remind,
      { phone: visitPhone, lines: reminder },
      { shown: visit, shot: 'whatsapp-tomorrow' },
    );

    await page.setViewportSize({ width: 390, height: 844 });
    const entry = page
      .getByRole('list', { name: 'Birthdays' })
      .getByTestId('celebrant')
      .filter({ hasText: birthdayName });
    await entry.scrollIntoViewIfNeeded();
    await expect(entry.getByRole('status')).toHaveText('Today is the day!');
    const wishes = entry.getByRole('link', { name: `Send wishes on WhatsApp to ${birthdayName}` });
    await expect(wishes).toHaveText('Send wishes');
    const wish = `Happy birthday, ${birthdayName}! Everyone at ${salon.name} wishes you a wonderful year ahead.`;
    await expectMessageLink(wishes, { phone: birthdayPhone, lines: [wish] }, { shown: entry, shot: 'whatsapp-wishes' });
  });
});
