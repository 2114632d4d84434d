import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttendanceListAnswer } from '@shared/attendance.schemas';
import { closingsAgree } from '@shared/cash-book';
import type { BirthdayUsersAnswer, DashboardAnswer } from '@shared/dashboard.schemas';
import type { ExpenseListAnswer } from '@shared/expenses.schemas';
import type { SalaryListAnswer } from '@shared/salary.schemas';
import { addDays, firstOfMonth, salonToday } from '@shared/salon-time';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { DEMO, startTestApp, usesPostgres, type TestApp } from '@server/test/test-app';
import { demoStart } from './demo-calendar';
import { demoCustomerRows } from './demo-customers';
import { DEMO_USERS } from './demo-users';

/** The demo logins and the regular customers. */
const DEMO_PEOPLE = DEMO_USERS.length + demoCustomerRows('2026-01-01', () => '').length;

describe('SEED_DEMO=false', () => {
  it('gives an empty database only the admin of ADMIN_PHONE / ADMIN_PASSWORD, plus the reference data', async () => {
    const t = await startTestApp({ SEED_DEMO: 'false', ADMIN_PHONE: '9812300000', ADMIN_PASSWORD: 'Owner@2026' });
    try {
      const users = await t.context.db.selectFrom('users').select(['phone', 'user_type']).execute();
      expect(users).toEqual([{ phone: '9812300000', user_type: 1 }]);
      expect(
        (await t.call('POST', '/api/login', { json: { phone: '9812300000', password: 'Owner@2026' } })).status,
      ).toBe(200);
      expect((await t.call('POST', '/api/login', { json: DEMO.admin })).status).toBe(401);
      const services = await t.context.db.selectFrom('services').select('id').execute();
      expect(services).toHaveLength(0);
      // None of the demo salon's business either.
      for (const table of [
        'orders',
        'order_payments',
        'expenses',
        'appointments',
        'salaries',
        'attendance',
        'offers',
      ] as const) {
        const rows = await t.context.db.selectFrom(table).select('id').execute();
        expect(rows, table).toHaveLength(0);
      }
      const slugs = (await t.context.db.selectFrom('categories').select(['id', 'slug']).execute()).map(
        (c) => `${c.id}:${c.slug}`,
      );
      expect(slugs).toContain('14:all');
      expect(slugs).toContain('1:bridal-makeup');
    } finally {
      await t.close();
    }
  });
});

describe('the demo seed', () => {
  it('has about 40 enabled services priced as the marketing copy says', async () => {
    const t = await startTestApp();
    try {
      const services = await t.context.db.selectFrom('services').selectAll().execute();
      expect(services.length).toBeGreaterThanOrEqual(40);
      const cheapestIn = (categoryId: number) =>
        Math.min(
          ...services.filter((s) => s.category_id.split(',').includes(String(categoryId))).map((s) => s.price_paise),
        ) / 100;
      expect(cheapestIn(1)).toBe(5999); // bridal from 5999
      expect(cheapestIn(2)).toBe(1500); // nails from 1500
      expect(cheapestIn(4)).toBe(599); // hair care from 599
      expect(cheapestIn(5)).toBe(699); // body spa from 699
      const price = (name: string) => services.find((s) => s.name === name)!.price_paise / 100;
      expect([
        price('Hydra Facial'),
        price('Hair Smoothening'),
        price('Cysteine Treatment'),
        price('Party Makeup'),
      ]).toEqual([2500, 2500, 4999, 1500]);
      // Seeding again on a database that has users does nothing.
      const again = await t.context.db.selectFrom('users').select('id').execute();
      expect(again).toHaveLength(DEMO_PEOPLE);
    } finally {
      await t.close();
    }
  });
});

describe('the demo salon', () => {
  let t: TestApp;
  let admin: string;
  const zone = 'Asia/Kolkata';
  const today = () => salonToday(zone);
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO.admin);
  });
  afterAll(async () => t.close());

  /** Each day's payments, in paise, summed in the test from the payment rows. */
  async function paymentsByDay() {
    const rows = await t.context.db.selectFrom('order_payments').selectAll().execute();
    const byDay = new Map<string, { cash: number; online: number }>();
    for (const row of rows) {
      const day = byDay.get(row.paid_on) ?? { cash: 0, online: 0 };
      byDay.set(row.paid_on, { cash: day.cash + row.cash_paise, online: day.online + row.online_paise });
    }
    return byDay;
  }

  it('fills this month’s dashboard: orders, services, takings and enquiries in every state', async () => {
    const answer = await t.call<DashboardAnswer>('GET', '/api/expense/dashboard', { token: admin });
    expect(answer.status, answer.text).toBe(200);
    const data = answer.body.data;
    expect(data.start_date).toBe(firstOfMonth(today()));
    expect(data.TotalOrder).toBeGreaterThan(0);
    expect(data.TotalServices).toBeGreaterThanOrEqual(data.TotalOrder);
    expect(data.TotalEnquireApproved).toBeGreaterThan(0);
    expect(data.TotalEnquireReject).toBeGreaterThan(0);
    expect(data.TotalEnquireReview).toBeGreaterThan(0);
    expect(data.takings.some((day) => day.cash > 0)).toBe(true);
    expect(data.takings.some((day) => day.online > 0)).toBe(true);
    expect(data.topServices.length).toBeGreaterThan(0);
    // Upcoming enquiries: today's and tomorrow's among them.
    const upcomingDays = data.upCommingEnquiry.map((enquiry) => enquiry.date.slice(0, 10));
    expect(upcomingDays).toEqual(expect.arrayContaining([today(), addDays(today(), 1)]));
    // Staff see the figures of their own orders: each demo stylist has some this month.
    for (const who of [DEMO.staff, DEMO.staff2]) {
      const mine = await t.call<DashboardAnswer>('GET', '/api/expense/dashboard', { token: await t.login(who) });
      expect(mine.body.data.TotalOrder, who.phone).toBeGreaterThan(0);
    }
    // Last month too.
    const lastMonth = demoStart(today());
    const previous = await t.call<DashboardAnswer>(
      'GET',
      `/api/expense/dashboard?start_date=${lastMonth}&end_date=${addDays(firstOfMonth(today()), -1)}`,
      { token: admin },
    );
    expect(previous.body.data.TotalOrder).toBeGreaterThan(20);
  });

  it('has appointments today and tomorrow, past and later, and one with no date, in every state', async () => {
    const rows = await t.context.db.selectFrom('appointments').selectAll().execute();
    const dayOf = (row: (typeof rows)[number]) => row.date.slice(0, 10);
    expect(rows.some((row) => dayOf(row) === today())).toBe(true);
    expect(rows.some((row) => dayOf(row) === addDays(today(), 1))).toBe(true);
    expect(rows.some((row) => dayOf(row) < today() && row.date !== '0000-00-00 00:00:00')).toBe(true);
    expect(rows.some((row) => row.date === '0000-00-00 00:00:00')).toBe(true);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2]));
    // Rejected with a reason and without one; nothing booked after now.
    const rejected = rows.filter((row) => row.status === 2);
    expect(rejected.some((row) => row.status_text !== '')).toBe(true);
    expect(rejected.some((row) => row.status_text === '')).toBe(true);
    expect(rows.every((row) => row.created_at <= new Date().toISOString())).toBe(true);
  });

  it('has salaries paid this month and attendance up to yesterday, leaving today to mark', async () => {
    const salaries = await t.call<SalaryListAnswer>('GET', '/api/salary/list', { token: admin });
    expect(salaries.status, salaries.text).toBe(200);
    expect(salaries.body.totals.count).toBeGreaterThan(0);
    expect(salaries.body.totals.total).toBeGreaterThan(0);
    const staffOwn = await t.call<SalaryListAnswer>('GET', '/api/salary/list', { token: await t.login(DEMO.staff) });
    expect(staffOwn.body.totals.count).toBeGreaterThan(0);

    const week = `?start_date=${addDays(today(), -7)}&end_date=${today()}`;
    const attendance = await t.call<AttendanceListAnswer>('GET', `/api/attendance/list${week}`, { token: admin });
    expect(attendance.status, attendance.text).toBe(200);
    expect(attendance.body.data.length).toBeGreaterThan(0);
    expect(attendance.body.data.every((record) => record.date < today())).toBe(true);
    expect(attendance.body.notMarked.map((staff) => staff.phone).sort()).toEqual([DEMO.staff.phone, DEMO.staff2.phone]);
  });

  it('has regular customers who cannot sign in, each with a hash of its own', async () => {
    const customers = demoCustomerRows(today(), () => '');
    const stored = await t.context.db
      .selectFrom('users')
      .select(['phone', 'password_hash', 'user_type'])
      .where(
        'phone',
        'in',
        customers.map((customer) => customer.phone),
      )
      .execute();
    expect(stored).toHaveLength(customers.length);
    expect(new Set(stored.map((user) => user.password_hash)).size).toBe(stored.length);
    expect(stored.every((user) => user.user_type === 3 && user.password_hash.startsWith('scrypt$'))).toBe(true);
    for (const password of [DEMO.customer.password, '', 'undefined']) {
      const login = await t.call('POST', '/api/login', { json: { phone: customers[0]!.phone, password } });
      expect(login.status, password).not.toBe(200);
    }
  });

  it('has birthdays and anniversaries in the next 15 days, one birthday today', async () => {
    const answer = await t.call<BirthdayUsersAnswer>('GET', '/api/user/birthdayUsers', { token: admin });
    expect(answer.status, answer.text).toBe(200);
    const { users, anniversary } = answer.body.data;
    expect(users.length).toBeGreaterThanOrEqual(3);
    expect(users.some((user) => user.days_left === 0)).toBe(true);
    expect(anniversary.length).toBeGreaterThanOrEqual(2);
    expect(anniversary.some((user) => user.years === 25)).toBe(true);
  });

  it('bills this month and last, paid in cash, online, both, in part and over two days, each within its total', async () => {
    const orders = await t.context.db.selectFrom('orders').selectAll().execute();
    const payments = await t.context.db.selectFrom('order_payments').selectAll().execute();
    const months = new Set(orders.map((order) => order.bill_day.slice(0, 7)));
    expect(months).toEqual(new Set([demoStart(today()).slice(0, 7), today().slice(0, 7)]));
    expect(orders.some((order) => order.bill_day === today())).toBe(true);
    const nowInSalon = new Date().toLocaleString('sv-SE', { timeZone: zone });
    expect(orders.every((order) => order.bill_date <= nowInSalon)).toBe(true);
    const paymentsOf = new Map<number, typeof payments>();
    for (const payment of payments)
      paymentsOf.set(payment.order_id, [...(paymentsOf.get(payment.order_id) ?? []), payment]);
    for (const order of orders) {
      const own = paymentsOf.get(order.id) ?? [];
      expect(own.reduce((sum, p) => sum + p.cash_paise, 0)).toBe(order.cash_paise);
      expect(own.reduce((sum, p) => sum + p.online_paise, 0)).toBe(order.online_paise);
      expect(order.cash_paise + order.online_paise).toBeLessThanOrEqual(order.total_paise);
      expect(own.every((p) => p.paid_on >= order.bill_day && p.paid_on <= today())).toBe(true);
    }
    expect(payments.some((p) => p.cash_paise > 0 && p.online_paise === 0)).toBe(true);
    expect(payments.some((p) => p.online_paise > 0 && p.cash_paise === 0)).toBe(true);
    expect(payments.some((p) => p.cash_paise > 0 && p.online_paise > 0)).toBe(true);
    expect(orders.some((order) => order.cash_paise + order.online_paise < order.total_paise)).toBe(true);
    expect([...paymentsOf.values()].some((own) => new Set(own.map((p) => p.paid_on)).size > 1)).toBe(true);
  });

  it('keeps a cash book up to yesterday whose takings are each day’s payments, its closings the running sum', async () => {
    const book = await t.context.db.selectFrom('expenses').selectAll().orderBy('date').orderBy('id').execute();
    expect(book[0]!.date).toBe(demoStart(today()));
    expect(book.at(-1)!.date).toBe(addDays(today(), -1));
    const payments = await paymentsByDay();
    const entryDays = new Set(book.map((entry) => entry.date));
    for (const entry of book) {
      const paid = payments.get(entry.date) ?? { cash: 0, online: 0 };
      expect(entry.total_paise, entry.date).toBe(paid.cash + paid.online);
      expect(entry.online_paise, entry.date).toBe(paid.online);
      if (entry.is_holiday) expect(paid.cash + paid.online, entry.date).toBe(0);
    }
    // Every day that took money has its entry, but today, which the desk closes this evening.
    for (const day of payments.keys()) if (day !== today()) expect(entryDays.has(day), day).toBe(true);
    expect(
      closingsAgree(
        book.map((entry) => ({
          id: entry.id,
          date: entry.date,
          totalPaise: entry.total_paise,
          cashPaise: entry.cash_paise,
          onlinePaise: entry.online_paise,
          expensePaise: entry.expense_paise,
          expenseOnlinePaise: entry.expense_online_paise,
          closingPaise: entry.closing_paise,
        })),
      ),
    ).toBe(true);
    expect(book.every((entry) => entry.closing_paise >= 0)).toBe(true);
    // The cash book's own totals over its range (expense/all) are the payments of those days.
    const yesterday = addDays(today(), -1);
    const listed = await t.call<ExpenseListAnswer>('POST', '/api/expense/all', {
      json: { start_date: demoStart(today()), end_date: yesterday },
      token: admin,
    });
    expect(listed.status, listed.text).toBe(200);
    const paidBefore = [...payments].filter(([day]) => day <= yesterday).map(([, paid]) => paid);
    expect(listed.body.totals.count).toBe(book.length);
    expect(Math.round(listed.body.totals.total * 100)).toBe(paidBefore.reduce((sum, p) => sum + p.cash + p.online, 0));
    expect(Math.round(listed.body.totals.online * 100)).toBe(paidBefore.reduce((sum, p) => sum + p.online, 0));
    expect(listed.body.totals.closing).toBe(book.at(-1)!.closing_paise / 100);
    // The dashboard's takings over the book's days are the book's totals.
    const range = `?start_date=${book[0]!.date}&end_date=${book.at(-1)!.date}`;
    const dashboard = await t.call<DashboardAnswer>('GET', `/api/expense/dashboard${range}`, { token: admin });
    const takings = dashboard.body.data.takings.reduce(
      (sum, day) => sum + Math.round((day.cash + day.online) * 100),
      0,
    );
    expect(takings).toBe(book.reduce((sum, entry) => sum + entry.total_paise, 0));
  });
});

describe('the demo salon started just after midnight on the first of a month', () => {
  it('already has this month’s orders, enquiries in every state and salaries, all dated before now', async () => {
    // 00:30 on 1 April 2026 in Kolkata (19:00 on 31 March in UTC): the salon's month is half an hour old.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-31T19:00:00Z') });
    const t = await startTestApp();
    try {
      const admin = await t.login(DEMO.admin);
      const dashboard = (await t.call<DashboardAnswer>('GET', '/api/expense/dashboard', { token: admin })).body.data;
      expect([dashboard.start_date, dashboard.end_date]).toEqual(['2026-04-01', '2026-04-01']);
      expect(dashboard.TotalOrder).toBeGreaterThan(0);
      expect([
        dashboard.TotalEnquireApproved,
        dashboard.TotalEnquireReject,
        dashboard.TotalEnquireReview,
      ]).not.toContain(0);
      const salaries = await t.call<SalaryListAnswer>('GET', '/api/salary/list', { token: admin });
      expect(salaries.body.totals.count).toBeGreaterThan(0);
      const latest = await t.context.db
        .selectFrom('orders')
        .select((eb) => eb.fn.max('bill_date').as('latest'))
        .executeTakeFirstOrThrow();
      expect(latest.latest! <= '2026-04-01 00:30:00').toBe(true);
      const book = await t.context.db.selectFrom('expenses').select('date').orderBy('date', 'desc').execute();
      expect([book.at(-1)!.date, book[0]!.date]).toEqual(['2026-03-01', '2026-03-31']);
    } finally {
      await t.close();
      vi.useRealTimers();
    }
  });
});

describe.runIf(usesPostgres())('several processes on one new PostgreSQL database', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL!;
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('migrate and seed once when they start together', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-multi-'));
    const start = async () => {
      const config = loadConfig({
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        PASSWORD_HASH_COST: '12',
        WEB_DIR: path.join(dir, 'web'),
      });
      config.database = { kind: 'postgres', url, schema };
      return buildApp(config);
    };
    const built = await Promise.all([start(), start(), start()]);
    try {
      const users = await built[0]!.context.db.selectFrom('users').select('phone').execute();
      expect(users).toHaveLength(DEMO_PEOPLE);
      // One seed only: one demo salon's invoices, not three.
      const orders = await built[2]!.context.db.selectFrom('orders').select('uid').execute();
      expect(new Set(orders.map((order) => order.uid)).size).toBe(orders.length);
      const days = await built[0]!.context.db.selectFrom('expenses').select('date').execute();
      expect(new Set(days.map((day) => day.date)).size).toBe(days.length);
      const categories = await built[1]!.context.db.selectFrom('categories').select('id').execute();
      expect(categories).toHaveLength(12);
    } finally {
      await Promise.all(built.map(({ app }) => app.close()));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
