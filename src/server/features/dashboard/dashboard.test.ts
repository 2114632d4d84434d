import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@shared/accounts.schemas';
import { ZERO_DATETIME } from '@shared/constants';
import { DASHBOARD_MESSAGES, type BirthdayUsersAnswer, type DashboardAnswer } from '@shared/dashboard.schemas';
import { addDays, daysBetween, firstOfMonth, salonToday } from '@shared/salon-time';
import { formOf } from '@server/test/test-app';
import type { Answer } from '@server/test/test-app';
import type { ErrorBody } from '@server/test/answers';
import { testAppForFile } from '@server/test/app-per-file';
import { usersOf } from '@server/test/sign-in';

const { t, tokens } = testAppForFile(['customer', 'staff', 'staff2', 'admin']);
let people: { customer: User; staff: User; staff2: User };
let catalogue: { id: number; name: string; name_hi: string; price_paise: number }[];
const zone = 'Asia/Kolkata';
const today = () => salonToday(zone);

const dashboard = (query: string, token = tokens.admin) =>
  t.call<DashboardAnswer & ErrorBody>('GET', `/api/expense/dashboard${query}`, { token });
const birthdays = (query: string, token = tokens.staff) =>
  t.call<BirthdayUsersAnswer & ErrorBody>('GET', `/api/user/birthdayUsers${query}`, { token });

/** A reversed range is refused under start_date, and one a year and a day long under end_date, in these words. */
async function expectRangeRefusals(read: (query: string) => Promise<Answer<ErrorBody>>, tooLong: string) {
  const reversed = await read('?start_date=2026-03-02&end_date=2026-03-01');
  expect(reversed.status).toBe(422);
  expect(reversed.body.error).toEqual({ start_date: [DASHBOARD_MESSAGES.rangeOrder] });
  const long = await read('?start_date=2025-01-01&end_date=2026-01-02');
  expect(long.status).toBe(422);
  expect(long.body.error).toEqual({ end_date: [tooLong] });
}

beforeAll(async () => {
  people = await usersOf(t, tokens, 'customer', 'staff', 'staff2');
  catalogue = await t.context.db
    .selectFrom('services')
    .select(['id', 'name', 'name_hi', 'price_paise'])
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
});

interface Line {
  service: { id: number; price_paise: number };
  staff: number[];
  qty: number;
}

/** An invoice through the real route (docs/product.md#entity-order), billed on `billDate`, paid as told. */
async function createOrder(lines: Line[], billDate: string, pay: { cash: number; online: number }, token: string) {
  const total = lines.reduce((sum, line) => sum + (line.service.price_paise / 100) * line.qty, 0);
  const data = {
    services: lines.map((line) => ({
      services: { id: line.service.id, name: 'ignored' },
      staff: line.staff.map((id) => ({ id, name: 'ignored' })),
      qty: line.qty,
      discount: 0,
    })),
    products: [],
  };
  const answer = await t.call<{ data: { uid: string } }>('POST', '/api/order/create_order', {
    token,
    form: formOf({
      data: JSON.stringify(data),
      bill_date: billDate,
      cash: pay.cash,
      online: pay.online,
      cust_id: people.customer.id,
      total_amount: Math.round(total * 100) / 100,
      services: lines.map((line) => line.service.id).join(','),
      staff: lines.flatMap((line) => line.staff).join(','),
    }),
  });
  expect(answer.status, answer.text).toBe(200);
  const order = await t.context.db
    .selectFrom('orders')
    .select('id')
    .where('uid', '=', answer.body.data.uid)
    .executeTakeFirstOrThrow();
  return { ...order, total };
}

/** Moves an order's payments to the day they are said to have come in. */
const paidOn = (orderId: number, day: string) =>
  t.context.db.updateTable('order_payments').set({ paid_on: day }).where('order_id', '=', orderId).execute();

interface StoredLine {
  price: number;
  discount: number;
  quantity: number;
}

let appointmentPhone = 7_000_000_000;
/** An appointment row as the booking stores it (prices in paise), booked at `createdAt`. */
async function insertAppointment(fields: {
  date: string;
  status?: number;
  statusText?: string;
  createdAt?: string;
  lines?: StoredLine[];
}) {
  const lines = fields.lines ?? [{ price: 1000, discount: 0, quantity: 1 }];
  const services = {
    services: lines.map((line, index) => ({
      id: catalogue[index]!.id,
      name: catalogue[index]!.name,
      price_paise: line.price * 100,
      discount_paise: line.discount * 100,
      quantity: line.quantity,
      advance_payment_paise: 0,
    })),
    bridalDay: {},
  };
  appointmentPhone += 1;
  const created = fields.createdAt ?? new Date().toISOString();
  const row = await t.context.db
    .insertInto('appointments')
    .values({
      user_id: null,
      name: 'Enquiry',
      phone: String(appointmentPhone),
      email: '',
      date: fields.date,
      list_month: (fields.date === ZERO_DATETIME ? created : fields.date).slice(0, 7),
      comment: '',
      services: JSON.stringify(services),
      total_paise: lines.reduce((sum, line) => sum + (line.price - line.discount) * line.quantity * 100, 0),
      status: fields.status ?? 0,
      status_text: fields.statusText ?? '',
      offer_id: null,
      staff_id: null,
      idempotency_key: null,
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let userPhone = 7_100_000_000;
/** A user with a date of birth and an anniversary set directly (NULL when not given). */
async function insertUser(fields: {
  name: string;
  dob?: string;
  anniversary?: string;
  status?: number;
  type?: number;
}) {
  userPhone += 1;
  const now = new Date().toISOString();
  const row = await t.context.db
    .insertInto('users')
    .values({
      name: fields.name,
      phone: String(userPhone),
      dob: fields.dob ?? null,
      anniversary: fields.anniversary ?? null,
      status: fields.status ?? 1,
      user_type: fields.type ?? 3,
      password_hash: 'not-a-hash',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, phone: String(userPhone) };
}

describe('GET /api/expense/dashboard', () => {
  it('answers a guest 401 and a customer 403', async () => {
    const guest = await t.call<ErrorBody>('GET', '/api/expense/dashboard');
    expect(guest.status).toBe(401);
    expect(guest.body.message).toBe('Unauthenticated.');
    const customer = await dashboard('', tokens.customer);
    expect(customer.status).toBe(403);
  });

  it('defaults to the first of the salon’s month to its today, with a takings day for each day', async () => {
    const answer = await dashboard('');
    expect(answer.status, answer.text).toBe(200);
    const data = answer.body.data;
    expect(data.start_date).toBe(firstOfMonth(today()));
    expect(data.end_date).toBe(today());
    expect(data.takings.map((day) => day.date)).toHaveLength(daysBetween(data.start_date, data.end_date) + 1);
    expect(data.takings[0]!.date).toBe(data.start_date);
    expect(data.takings.at(-1)!.date).toBe(data.end_date);
  });

  it('refuses a reversed range, a range of more than 366 days and a date that is not one, in clear words', async () => {
    await expectRangeRefusals(dashboard, DASHBOARD_MESSAGES.rangeLength);
    const year = await dashboard('?start_date=2024-01-01&end_date=2024-12-31');
    expect(year.status, year.text).toBe(200);
    expect(year.body.data.takings).toHaveLength(366);
    for (const bad of ['?start_date=2026-02-30', '?end_date=yesterday', '?start_date=2026-1-1']) {
      const answer = await dashboard(bad);
      expect(answer.status, bad).toBe(422);
      expect(answer.body.message).toBe(DASHBOARD_MESSAGES.date);
    }
  });

  it('counts the orders, the services done, the takings of each day (zeros included) for the admin and for staff', async () => {
    const [first, second] = catalogue as [(typeof catalogue)[0], (typeof catalogue)[0]];
    // Staff 1 is on the first order, only staff 2 on the second; a third falls outside the range.
    const mine = await createOrder(
      [{ service: first, staff: [people.staff.id], qty: 2 }],
      '2025-03-10 11:00:00',
      { cash: 500, online: 300 },
      // A bill of last year: only the admin may date one so far back.
      tokens.admin,
    );
    const theirs = await createOrder(
      [
        { service: second, staff: [people.staff2.id], qty: 1 },
        { service: first, staff: [people.staff2.id], qty: 1 },
      ],
      '2025-03-12 18:30:00',
      { cash: 0, online: 1000 },
      tokens.admin,
    );
    const outside = await createOrder(
      [{ service: first, staff: [people.staff.id], qty: 5 }],
      '2025-03-14 10:00:00',
      { cash: 200, online: 0 },
      tokens.admin,
    );
    await paidOn(mine.id, '2025-03-10');
    await paidOn(theirs.id, '2025-03-12');
    await paidOn(outside.id, '2025-03-14');
    // A later payment on the first order, on another day of the range.
    await t.context.db
      .insertInto('order_payments')
      .values({
        order_id: mine.id,
        cash_paise: 10_000,
        online_paise: 0,
        user_id: people.staff.id,
        paid_on: '2025-03-12',
        created_at: new Date().toISOString(),
      })
      .execute();
    const range = '?start_date=2025-03-09&end_date=2025-03-13';

    const admin = (await dashboard(range)).body.data;
    expect(admin.TotalOrder).toBe(2);
    expect(admin.TotalServices).toBe(4);
    expect(admin.takings).toEqual([
      { date: '2025-03-09', cash: 0, online: 0 },
      { date: '2025-03-10', cash: 500, online: 300 },
      { date: '2025-03-11', cash: 0, online: 0 },
      { date: '2025-03-12', cash: 100, online: 1000 },
      { date: '2025-03-13', cash: 0, online: 0 },
    ]);
    expect(admin.topServices).toEqual([
      { id: first.id, name: first.name, name_hi: first.name_hi, count: 3, total: (first.price_paise * 3) / 100 },
      { id: second.id, name: second.name, name_hi: second.name_hi, count: 1, total: second.price_paise / 100 },
    ]);

    const staff = (await dashboard(range, tokens.staff)).body.data;
    expect(staff.TotalOrder).toBe(1);
    expect(staff.TotalServices).toBe(2);
    expect(staff.takings.filter((day) => day.cash + day.online > 0)).toEqual([
      { date: '2025-03-10', cash: 500, online: 300 },
      { date: '2025-03-12', cash: 100, online: 0 },
    ]);
    expect(staff.topServices).toEqual([
      { id: first.id, name: first.name, name_hi: first.name_hi, count: 2, total: (first.price_paise * 2) / 100 },
    ]);

    const staff2 = (await dashboard(range, tokens.staff2)).body.data;
    expect(staff2.TotalOrder).toBe(1);
    expect(staff2.TotalServices).toBe(2);
    expect(staff2.takings.find((day) => day.date === '2025-03-12')).toEqual({
      date: '2025-03-12',
      cash: 0,
      online: 1000,
    });

    const lastDay = (await dashboard('?start_date=2025-03-14&end_date=2025-03-14')).body.data;
    expect(lastDay.TotalOrder).toBe(1);
    expect(lastDay.TotalServices).toBe(5);
    expect(lastDay.takings).toEqual([{ date: '2025-03-14', cash: 200, online: 0 }]);
  });

  it('ranks the top 10 services by how many were done', async () => {
    const twelve = catalogue.slice(0, 12);
    expect(twelve).toHaveLength(12);
    // The top one has a Hindi name, which the list carries for the Hindi dashboard.
    await t.context.db.updateTable('services').set({ name_hi: 'टॉप सर्विस' }).where('id', '=', twelve[11]!.id).execute();
    // Service i is done i + 1 times: the two done least fall off the list.
    await createOrder(
      twelve.map((service, index) => ({ service, staff: [people.staff.id], qty: index + 1 })),
      '2025-04-05 12:00:00',
      { cash: 0, online: 0 },
      tokens.admin,
    );
    const data = (await dashboard('?start_date=2025-04-01&end_date=2025-04-30')).body.data;
    expect(data.topServices).toHaveLength(10);
    expect(data.topServices.map((service) => service.id)).toEqual(
      twelve
        .slice(2)
        .reverse()
        .map((service) => service.id),
    );
    expect(data.topServices[0]).toEqual({
      id: twelve[11]!.id,
      name: twelve[11]!.name,
      name_hi: 'टॉप सर्विस',
      count: 12,
      total: (twelve[11]!.price_paise * 12) / 100,
    });
    expect(data.TotalServices).toBe(78);
    expect(data.takings.every((day) => day.cash === 0 && day.online === 0)).toBe(true);
  });

  it('counts the enquiries booked in the range by status, by the salon’s day', async () => {
    // 1 to 31 May 2025 in India: from 30 April 18:30 UTC to 31 May 18:30 UTC.
    const inRange = [
      { status: 0, createdAt: '2025-04-30T18:30:00.000Z' },
      { status: 0, createdAt: '2025-05-10T10:00:00.000Z' },
      { status: 0, createdAt: '2025-05-31T18:29:59.999Z' },
      { status: 1, createdAt: '2025-05-11T10:00:00.000Z' },
      { status: 1, createdAt: '2025-05-12T10:00:00.000Z' },
      { status: 2, createdAt: '2025-05-13T10:00:00.000Z' },
    ];
    for (const fields of inRange) await insertAppointment({ date: '2025-06-20 11:00:00', ...fields });
    await insertAppointment({ date: '2025-05-20 11:00:00', status: 1, createdAt: '2025-04-30T18:29:59.999Z' });
    await insertAppointment({ date: '2025-05-20 11:00:00', status: 2, createdAt: '2025-05-31T18:30:00.000Z' });

    const data = (await dashboard('?start_date=2025-05-01&end_date=2025-05-31', tokens.staff)).body.data;
    expect({
      total: data.TotalEnquire,
      approved: data.TotalEnquireApproved,
      rejected: data.TotalEnquireReject,
      review: data.TotalEnquireReview,
    }).toEqual({ total: 6, approved: 2, rejected: 1, review: 3 });
    // The same figures for the admin: enquiries are the salon's.
    const admin = (await dashboard('?start_date=2025-05-01&end_date=2025-05-31')).body.data;
    expect(admin.TotalEnquire).toBe(6);
  });

  it('lists the upcoming enquiries with their price and number of services, newest first', async () => {
    const inTwoDays = `${addDays(today(), 2)} 16:30:00`;
    const upcoming = await insertAppointment({
      date: inTwoDays,
      status: 2,
      statusText: 'The stylist is on leave',
      lines: [
        { price: 1500, discount: 200, quantity: 2 },
        { price: 500, discount: 0, quantity: 1 },
      ],
    });
    const undated = await insertAppointment({ date: ZERO_DATETIME });
    const undatedApproved = await insertAppointment({ date: ZERO_DATETIME, status: 1 });
    const yesterday = await insertAppointment({ date: `${addDays(today(), -1)} 10:00:00`, status: 1 });
    const later = await insertAppointment({ date: `${addDays(today(), 20)} 10:00:00`, status: 1 });
    const tonight = await insertAppointment({ date: `${today()} 23:59:00`, status: 1 });

    const range = `?start_date=${addDays(today(), -5)}&end_date=${addDays(today(), 10)}`;
    const list = (await dashboard(range, tokens.staff)).body.data.upCommingEnquiry;
    const ids = list.map((enquiry) => enquiry.id);
    expect(ids).toEqual(expect.arrayContaining([upcoming, undated, tonight]));
    expect(ids).not.toContain(undatedApproved);
    expect(ids).not.toContain(yesterday);
    expect(ids).not.toContain(later);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const card = list.find((enquiry) => enquiry.id === upcoming)!;
    expect(card).toMatchObject({
      id: upcoming,
      name: 'Enquiry',
      date: inTwoDays,
      status: 2,
      status_text: 'The stylist is on leave',
      price: 3100,
      service_count: 2,
    });
    expect(JSON.parse(card.services).services).toHaveLength(2);
    expect(list.find((enquiry) => enquiry.id === undated)).toMatchObject({ date: ZERO_DATETIME, price: 1000 });

    // A range that ends today (the default) or before puts no end on the days to come.
    const fromToday = (await dashboard('')).body.data.upCommingEnquiry.map((enquiry) => enquiry.id);
    expect(fromToday).toEqual(expect.arrayContaining([upcoming, undated, tonight, later]));
    expect(fromToday).not.toContain(yesterday);
    const past = (await dashboard('?start_date=2025-01-01&end_date=2025-01-31')).body.data.upCommingEnquiry;
    expect(past.map((enquiry) => enquiry.id)).toEqual(expect.arrayContaining([upcoming, later]));
    // A range in the future lists its own days only.
    const future = `?start_date=${addDays(today(), 3)}&end_date=${addDays(today(), 25)}`;
    const ahead = (await dashboard(future)).body.data.upCommingEnquiry.map((enquiry) => enquiry.id);
    expect(ahead).toContain(later);
    expect(ahead).not.toContain(upcoming);
    expect(ahead).not.toContain(tonight);
  });

  it('lists at most 20 upcoming enquiries', async () => {
    for (let index = 0; index < 21; index += 1) await insertAppointment({ date: ZERO_DATETIME });
    const list = (await dashboard('')).body.data.upCommingEnquiry;
    expect(list).toHaveLength(20);
  });
});

describe('GET /api/user/birthdayUsers', () => {
  it('answers a guest 401 and a customer 403', async () => {
    expect((await t.call('GET', '/api/user/birthdayUsers')).status).toBe(401);
    expect((await birthdays('', tokens.customer)).status).toBe(403);
  });

  it('finds a birthday 3 days from the salon’s today in the default window of 15 days, with the age reached', async () => {
    const offset = addDays(today(), 3).endsWith('-02-29') ? 4 : 3;
    const day = addDays(today(), offset);
    const dob = `${Number(day.slice(0, 4)) - 30}${day.slice(4)}`;
    const soon = await insertUser({ name: 'Aarti Soon', dob });
    const tooLate = await insertUser({ name: 'Late Lata', dob: `1990${addDays(today(), 15).slice(4)}` });
    const answer = await birthdays('');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.start_date).toBe(today());
    expect(answer.body.data.end_date).toBe(addDays(today(), 14));
    expect(answer.body.data.users.find((user) => user.id === soon.id)).toEqual({
      id: soon.id,
      name: 'Aarti Soon',
      dob,
      phone: soon.phone,
      image: '',
      days_left: offset,
      age: 30,
      date: day,
    });
    expect(answer.body.data.users.map((user) => user.id)).not.toContain(tooLate.id);
    const daysLeft = answer.body.data.users.map((user) => user.days_left);
    expect(daysLeft).toEqual([...daysLeft].sort((a, b) => a - b));
  });

  it('runs across the year end, counts anniversaries and leaves out inactive users', async () => {
    const january = await insertUser({ name: 'Bina January', dob: '1996-01-03' });
    const december = await insertUser({ name: 'Chetan December', dob: '1990-12-30', type: 2 });
    const outside = await insertUser({ name: 'Deepa Outside', dob: '1990-01-09' });
    const inactive = await insertUser({ name: 'Esha Inactive', dob: '1995-12-28', status: 0 });
    const silver = await insertUser({ name: 'Farhan Silver', anniversary: '2002-01-01' });
    const third = await insertUser({ name: 'Gita Third', dob: '1999-07-07', anniversary: '2023-12-26' });

    const answer = await birthdays('?start_date=2026-12-25&end_date=2027-01-08');
    expect(answer.status, answer.text).toBe(200);
    const { users, anniversary } = answer.body.data;
    const ours = users.filter((user) => [january.id, december.id, outside.id, inactive.id].includes(user.id));
    expect(ours.map((user) => [user.name, user.date, user.age, user.days_left])).toEqual([
      ['Chetan December', '2026-12-30', 36, daysBetween(today(), '2026-12-30')],
      ['Bina January', '2027-01-03', 31, daysBetween(today(), '2027-01-03')],
    ]);
    const married = anniversary.filter((user) => [silver.id, third.id].includes(user.id));
    expect(married.map((user) => [user.name, user.anniversary, user.date, user.years])).toEqual([
      ['Gita Third', '2023-12-26', '2026-12-26', 3],
      ['Farhan Silver', '2002-01-01', '2027-01-01', 25],
    ]);
    // The demo customer's anniversary (14 February) is not in this window.
    expect(anniversary.every((user) => user.date >= '2026-12-25' && user.date <= '2027-01-08')).toBe(true);
  });

  it('shows 29 February on 28 February in a common year and on 29 February in a leap year', async () => {
    const leap = await insertUser({ name: 'Hema Leap', dob: '2000-02-29', anniversary: '2004-02-29' });
    const common = (await birthdays('?start_date=2027-02-20&end_date=2027-03-06')).body.data;
    expect(common.users.find((user) => user.id === leap.id)).toMatchObject({ date: '2027-02-28', age: 27 });
    expect(common.anniversary.find((user) => user.id === leap.id)).toMatchObject({ date: '2027-02-28', years: 23 });
    const leapYear = (await birthdays('?start_date=2028-02-20&end_date=2028-03-05')).body.data;
    expect(leapYear.users.find((user) => user.id === leap.id)).toMatchObject({ date: '2028-02-29', age: 28 });
    const march = (await birthdays('?start_date=2027-03-01&end_date=2027-03-15')).body.data;
    expect(march.users.map((user) => user.id)).not.toContain(leap.id);
  });

  it('refuses a reversed or too long window in clear words', async () => {
    await expectRangeRefusals(birthdays, DASHBOARD_MESSAGES.birthdayRangeLength);
    const bad = await birthdays('?start_date=2026-13-01');
    expect(bad.status).toBe(422);
  });

  it('lists everyone with the date over a whole year, each once', async () => {
    const answer = await birthdays('?start_date=2027-01-01&end_date=2027-12-31');
    expect(answer.status, answer.text).toBe(200);
    const ids = answer.body.data.users.map((user) => user.id);
    expect(new Set(ids).size).toBe(ids.length);
    const active = await t.context.db
      .selectFrom('users')
      .select('id')
      .where('status', '=', 1)
      .where('dob', 'is not', null)
      .where('dob', '<', '2026-01-01')
      .execute();
    expect(ids.sort((a, b) => a - b)).toEqual(active.map((row) => row.id).sort((a, b) => a - b));
  });
});
