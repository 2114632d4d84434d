/**
 * Salary payments (docs/product.md#salary, #validation-salary, #roles, #api-salary, #toasts), on SQLite and PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '@shared/constants';
import { SALARY_MESSAGES, type Salary, type SalaryListAnswer } from '@shared/salary.schemas';
import { addDays, salonToday } from '@shared/salon-time';
import { PAGING_MESSAGES } from '@shared/paged-range';
import { insertUser } from '@server/features/accounts/accounts.repository';
import { insertSalary } from './salary.repository';
import { demoUserIds } from '@server/test/demo-rows';
import { testAppForFile } from '@server/test/app-per-file';
import { expectSaved, fieldErrors, type ErrorBody, type SavedBody } from '@server/test/answers';

const { t, tokens } = testAppForFile(['admin', 'staff', 'customer']);
const ids = {} as { admin: number; neha: number; arjun: number; customer: number };
let today: string;

beforeAll(async () => {
  const demo = await demoUserIds(t.context.db, 'admin', 'staff', 'staff2', 'customer');
  Object.assign(ids, { admin: demo.admin, neha: demo.staff, arjun: demo.staff2, customer: demo.customer });
  today = salonToday(t.config.timeZone);
});

const add = (json: Record<string, unknown>, token = tokens.admin) =>
  t.call<SavedBody<Salary> & ErrorBody>('POST', '/api/salary/add', { token, json });
const edit = (json: Record<string, unknown>, token = tokens.admin) =>
  t.call<SavedBody<Salary> & ErrorBody>('POST', '/api/salary/edit', { token, json });
const remove = (id: number | string, token = tokens.admin) =>
  t.call<ErrorBody>('GET', `/api/salary/delete?id=${id}`, { token });
const list = (query = '', token = tokens.admin) =>
  t.call<SalaryListAnswer & ErrorBody>('GET', `/api/salary/list${query}`, { token });
/** A staff member straight in the database, active (status 1) or deactivated (0); answers their id. */
const newStaffMember = (name: string, phone: string, status: number) =>
  insertUser(t.context.db, { name, phone, password_hash: 'x', user_type: USER_TYPE.staff, status });

describe('POST /api/salary/add', () => {
  it("records a payment and answers 'Salary has been added!' with the row in rupees", async () => {
    const payment = { date: today, amount: 12000.5, online_amount: 3000, comment: 'November salary' };
    const answer = await add({ ...payment, staff: ids.neha });
    expectSaved(answer, 'Salary has been added!', {
      ...payment,
      staff: { id: ids.neha, name: 'Neha Sharma' },
      user: 'Simran Kaur',
    });
    const stored = await t.context.db
      .selectFrom('salaries')
      .selectAll()
      .where('id', '=', answer.body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ amount_paise: 1_200_050, online_amount_paise: 300_000, user_id: ids.admin });
  });

  it('takes a form body, blank amounts as 0 and the staff member as { id }', async () => {
    const form = new URLSearchParams({ date: today, staff: String(ids.arjun), amount: '', online_amount: '800' });
    const answer = await t.call<SavedBody<Salary>>('POST', '/api/salary/add', {
      token: tokens.admin,
      raw: { body: form.toString(), contentType: 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ amount: 0, online_amount: 800, comment: '' });
    const withObject = await add({ date: today, staff: { id: ids.arjun, name: 'Arjun Mehta' }, amount: 5 });
    expect(withObject.status).toBe(200);
    expect(withObject.body.data.staff.id).toBe(ids.arjun);
  });

  it.each([
    ['no date', { date: '' }, 'date', SALARY_MESSAGES.dateRequired],
    ['a missing date', { date: undefined }, 'date', SALARY_MESSAGES.dateRequired],
    ['a date that is not one', { date: '2026-02-30' }, 'date', SALARY_MESSAGES.date],
    ['a date in another form', { date: '22/11/2026' }, 'date', SALARY_MESSAGES.date],
    ['a year typed short', { date: '0226-01-01' }, 'date', SALARY_MESSAGES.date],
    ['a date after today', { date: 'tomorrow' }, 'date', SALARY_MESSAGES.futureDate],
    ['no staff member', { staff: '' }, 'staff', SALARY_MESSAGES.staffRequired],
    ['a missing staff member', { staff: undefined }, 'staff', SALARY_MESSAGES.staffRequired],
    ['a staff id that is not a number', { staff: 'neha' }, 'staff', SALARY_MESSAGES.staffRequired],
    ['a negative amount', { amount: -1 }, 'amount', SALARY_MESSAGES.amount],
    ['a negative online amount', { online_amount: -0.5 }, 'online_amount', SALARY_MESSAGES.amount],
    ['a fraction of a paisa', { amount: 10.005 }, 'amount', SALARY_MESSAGES.amount],
    ['an amount that is not a number', { amount: 'ten' }, 'amount', SALARY_MESSAGES.amount],
    ['an amount over a crore', { amount: 10_000_001 }, 'amount', SALARY_MESSAGES.amount],
    ['nothing paid', { amount: 0, online_amount: '' }, 'amount', SALARY_MESSAGES.amountEmpty],
    ['a comment over 500 characters', { comment: 'x'.repeat(501) }, 'comment', SALARY_MESSAGES.comment],
  ])('refuses %s with 422 in the spec’s words', async (_label, change, field, message) => {
    const payload: Record<string, unknown> = { date: today, staff: ids.neha, amount: 100, online_amount: 0 };
    for (const [key, value] of Object.entries(change)) {
      payload[key] = value === 'tomorrow' ? addDays(today, 1) : value;
    }
    const before = await t.context.db.selectFrom('salaries').select('id').execute();
    const answer = await add(payload);
    expect(answer.status).toBe(422);
    expect(fieldErrors(answer.body)[field]).toContain(message);
    expect(await t.context.db.selectFrom('salaries').select('id').execute()).toHaveLength(before.length);
  });

  it('pays only active staff members: not the admin, a customer, an unknown id or a deactivated staff member', async () => {
    const formerStaff = await newStaffMember('Former Staff', '9812399001', 0);
    for (const staffId of [ids.admin, ids.customer, 999_999, formerStaff]) {
      const answer = await add({ date: today, staff: staffId, amount: 100 });
      expect(answer.status, String(staffId)).toBe(422);
      expect(fieldErrors(answer.body).staff).toEqual([SALARY_MESSAGES.unknownStaff]);
    }
  });

  it('accepts any earlier date, such as last year', async () => {
    const answer = await add({ date: addDays(today, -400), staff: ids.neha, online_amount: 1 });
    expect(answer.status).toBe(200);
    await remove(answer.body.data.id);
  });
});

describe('POST /api/salary/edit', () => {
  it("changes every field and answers 'Salary has been updated!'; who recorded it stays", async () => {
    const created = (await add({ date: today, staff: ids.neha, amount: 500 })).body.data;
    const changes = {
      id: created.id,
      date: addDays(today, -1),
      amount: 0,
      online_amount: 750.25,
      comment: 'Paid by bank transfer',
    };
    const answer = await edit({ ...changes, staff: ids.arjun });
    expectSaved(answer, 'Salary has been updated!', {
      ...changes,
      staff: { id: ids.arjun, name: 'Arjun Mehta' },
      user: 'Simran Kaur',
      created_at: created.created_at,
    });
  });

  it('answers 404 for a payment that does not exist, and 422 for an id that is not one', async () => {
    const missing = await edit({ id: 999_999, date: today, staff: ids.neha, amount: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      message: SALARY_MESSAGES.notFound,
      error: SALARY_MESSAGES.notFound,
      code: 'salary.notFound',
    });
    const noId = await edit({ date: today, staff: ids.neha, amount: 1 });
    expect(noId.status).toBe(422);
    expect(fieldErrors(noId.body).id).toEqual([SALARY_MESSAGES.notFound]);
  });

  it('checks the fields as add does', async () => {
    const created = (await add({ date: today, staff: ids.neha, amount: 500 })).body.data;
    const answer = await edit({ id: created.id, date: '', staff: '', amount: 0, online_amount: 0 });
    expect(answer.status).toBe(422);
    expect(fieldErrors(answer.body)).toMatchObject({
      date: [SALARY_MESSAGES.dateRequired],
      staff: [SALARY_MESSAGES.staffRequired],
    });
    const nothing = await edit({ id: created.id, date: today, staff: ids.neha, amount: 0 });
    expect(fieldErrors(nothing.body).amount).toEqual([SALARY_MESSAGES.amountEmpty]);
    const toAdmin = await edit({ id: created.id, date: today, staff: ids.admin, amount: 5 });
    expect(fieldErrors(toAdmin.body).staff).toEqual([SALARY_MESSAGES.unknownStaff]);
  });

  it('may keep a staff member who has left since, so an old payment can be corrected', async () => {
    const leaver = await newStaffMember('Leaving Staff', '9812399002', 1);
    const created = (await add({ date: today, staff: leaver, amount: 900 })).body.data;
    await t.context.db.updateTable('users').set({ status: 0 }).where('id', '=', leaver).execute();
    const corrected = await edit({ id: created.id, date: today, staff: leaver, amount: 950 });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.amount).toBe(950);
    await remove(created.id);
  });
});

describe('GET /api/salary/delete', () => {
  it("deletes a payment with 'Salary has been deleted!', then answers 404", async () => {
    const created = (await add({ date: today, staff: ids.neha, amount: 1 })).body.data;
    const answer = await remove(created.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Salary has been deleted!' });
    const again = await remove(created.id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(SALARY_MESSAGES.notFound);
    expect((await remove('abc')).status).toBe(422);
  });
});

describe('GET /api/salary/list', () => {
  // A month of its own, far from the other tests' dates.
  const start = '2025-03-01';
  const end = '2025-03-31';
  let rows: Salary[];

  beforeAll(async () => {
    rows = [];
    for (const [date, staffId, amount, online] of [
      ['2025-03-05', () => ids.neha, 15000, 0],
      ['2025-03-10', () => ids.arjun, 9000.75, 2500],
      ['2025-03-10', () => ids.neha, 0, 4000],
      ['2025-03-28', () => ids.arjun, 1000, 100.25],
      ['2025-02-28', () => ids.neha, 777, 0], // before the range
      ['2025-04-01', () => ids.neha, 888, 0], // after it
    ] as const) {
      rows.push((await add({ date, staff: staffId(), amount, online_amount: online })).body.data);
    }
  });

  it('lists the range newest first with the staff member, who recorded it and the totals in rupees', async () => {
    const answer = await list(`?start_date=${start}&end_date=${end}`);
    expect(answer.status).toBe(200);
    expect(answer.body.start_date).toBe(start);
    expect(answer.body.end_date).toBe(end);
    expect(answer.body.data.map((row) => row.id)).toEqual([rows[3]!.id, rows[2]!.id, rows[1]!.id, rows[0]!.id]);
    expect(answer.body.data[1]).toMatchObject({
      date: '2025-03-10',
      staff: { id: ids.neha, name: 'Neha Sharma' },
      amount: 0,
      online_amount: 4000,
      user: 'Simran Kaur',
    });
    expect(answer.body.totals).toEqual({ amount: 25000.75, online_amount: 6600.25, total: 31601, count: 4 });
  });

  it.each([
    ['date', 'asc', [0, 1, 2, 3]],
    ['amount', 'desc', [0, 1, 3, 2]],
    ['amount', 'asc', [2, 3, 1, 0]],
    ['online_amount', 'desc', [2, 1, 3, 0]],
    ['online_amount', 'asc', [0, 3, 1, 2]],
  ])('sorts by %s %s', async (sortby, direction, order) => {
    const answer = await list(`?start_date=${start}&end_date=${end}&sortby=${sortby}&direction=${direction}`);
    expect(answer.body.data.map((row) => row.id)).toEqual(order.map((index) => rows[index]!.id));
  });

  it('covers the first of the salon’s month to its today unless asked', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.start_date).toBe(`${today.slice(0, 7)}-01`);
    expect(answer.body.end_date).toBe(today);
    expect(answer.body.data.every((row) => row.date >= answer.body.start_date && row.date <= today)).toBe(true);
    const sum = answer.body.data.reduce((paise, row) => paise + Math.round(row.amount * 100), 0);
    expect(Math.round(answer.body.totals.amount * 100)).toBe(sum);
  });

  it('has the demo seed’s salaries of last month for the two demo staff members', async () => {
    const lastOfLastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
    const answer = await list(`?start_date=${lastOfLastMonth.slice(0, 8)}01&end_date=${lastOfLastMonth}`);
    expect(answer.body.data.map((row) => row.staff.name).sort()).toEqual(['Arjun Mehta', 'Arjun Mehta', 'Neha Sharma']);
    expect(answer.body.totals).toEqual({ amount: 14000, online_amount: 21000, total: 35000, count: 3 });
  });

  it('answers an empty range with zero totals', async () => {
    const answer = await list('?start_date=2024-06-01&end_date=2024-06-30');
    expect(answer.body).toMatchObject({ data: [], totals: { amount: 0, online_amount: 0, total: 0, count: 0 } });
  });

  it.each([
    ['a start after the end', '?start_date=2025-03-02&end_date=2025-03-01', 'start_date', SALARY_MESSAGES.rangeOrder],
    ['a limit above 500', '?limit=501', 'limit', PAGING_MESSAGES.limit],
    ['a page below 1', '?page=0', 'page', PAGING_MESSAGES.page],
    ['a date that is not one', '?start_date=2025-02-30', 'start_date', SALARY_MESSAGES.date],
    ['an unknown sort', '?sortby=staff', 'sortby', SALARY_MESSAGES.sortby],
    ['an unknown direction', '?direction=up', 'direction', SALARY_MESSAGES.direction],
  ])('refuses %s with 422', async (_label, query, field, message) => {
    const answer = await list(query);
    expect(answer.status).toBe(422);
    expect(fieldErrors(answer.body)[field]).toEqual([message]);
  });

  it('allows a whole leap year', async () => {
    expect((await list('?start_date=2024-01-01&end_date=2024-12-31')).status).toBe(200);
  });

  it('shows a staff member only their own payments and totals', async () => {
    const answer = await list(`?start_date=${start}&end_date=${end}`, tokens.staff);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((row) => row.id)).toEqual([rows[2]!.id, rows[0]!.id]);
    expect(answer.body.totals).toEqual({ amount: 15000, online_amount: 4000, total: 19000, count: 2 });
  });
});

describe('a range of any length, a page at a time (issue 15)', () => {
  // Two financial years of weekly payments to both demo staff members, far from the other tests' dates.
  const first = '2021-04-01';
  const last = '2023-03-31';
  let payments: { id: number; date: string; staffId: number; cash: number; online: number }[];

  beforeAll(async () => {
    payments = [];
    for (let week = 0; addDays(first, week * 7) <= last; week += 1) {
      for (const staffId of [ids.neha, ids.arjun]) {
        const date = addDays(first, week * 7);
        const cash = 1_000_00 + ((week * 7919 + staffId) % 900_00);
        const online = (week * 104_729 + staffId) % 500_00;
        const id = await insertSalary(t.context.db, {
          date,
          staff_id: staffId,
          amount_paise: cash,
          online_amount_paise: online,
          comment: `Week ${week}`,
          user_id: ids.admin,
        });
        payments.push({ id, date, staffId, cash, online });
      }
    }
    expect(payments.length).toBeGreaterThan(200);
  });

  /** Every page, page after page, until the range's count is reached. */
  async function allPages(query: string, token: string) {
    const pages: SalaryListAnswer[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const answer = await list(`?start_date=${first}&end_date=${last}${query}&page=${page}`, token);
      expect(answer.status, answer.text).toBe(200);
      pages.push(answer.body);
      if (page * answer.body.limit >= answer.body.totals.count) break;
    }
    return pages;
  }

  const newestFirst = (rows: typeof payments) =>
    [...rows].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).map((row) => row.id);
  const totalsOf = (rows: typeof payments) => {
    const cash = rows.reduce((sum, row) => sum + row.cash, 0);
    const online = rows.reduce((sum, row) => sum + row.online, 0);
    return { amount: cash / 100, online_amount: online / 100, total: (cash + online) / 100, count: rows.length };
  };

  it('lists two years to the admin in disjoint pages that cover every payment in order, with the whole range’s totals', async () => {
    const pages = await allPages('&limit=50', tokens.admin);
    expect(pages.length).toBe(Math.ceil(payments.length / 50));
    const seen = pages.flatMap((page) => page.data.map((row) => row.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(newestFirst(payments));
    for (const page of pages) expect(page.totals).toEqual(totalsOf(payments));
    expect(pages.every((page) => page.limit === 50 && page.data.length <= 50)).toBe(true);
  });

  it('lists a staff member only their own payments, a page at a time, with their own totals', async () => {
    const own = payments.filter((row) => row.staffId === ids.neha);
    const pages = await allPages('&limit=40&sortby=amount&direction=asc', tokens.staff);
    const seen = pages.flatMap((page) => page.data.map((row) => row.id));
    expect(new Set(seen).size).toBe(own.length);
    expect(seen).toEqual(
      [...own].sort((a, b) => a.cash - b.cash || a.date.localeCompare(b.date) || a.id - b.id).map((row) => row.id),
    );
    expect(pages[0]!.totals).toEqual(totalsOf(own));
  });

  it('shows the first 100 unless asked, answers a page past the end empty, and refuses a limit above 500', async () => {
    const firstPage = await list(`?start_date=${first}&end_date=${last}`);
    expect(firstPage.body.data).toHaveLength(100);
    expect([firstPage.body.page, firstPage.body.limit]).toEqual([1, 100]);
    const beyond = await list(`?start_date=${first}&end_date=${last}&page=99`);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.totals.count).toBe(payments.length);
    for (const token of [tokens.admin, tokens.staff]) {
      const tooMany = await list(`?start_date=${first}&end_date=${last}&limit=501`, token);
      expect(tooMany.status).toBe(422);
      expect(fieldErrors(tooMany.body)).toEqual({ limit: [PAGING_MESSAGES.limit] });
    }
    expect((await list(`?page=2&limit=10`, tokens.customer)).status).toBe(403);
    expect((await t.call('GET', `/api/salary/list?page=2&limit=10`)).status).toBe(401);
  });
});

describe('who may', () => {
  it('lets staff list, and refuses them add, edit and delete with 403', async () => {
    expect((await list('', tokens.staff)).status).toBe(200);
    const created = (await add({ date: today, staff: ids.neha, amount: 10 })).body.data;
    const payload = { id: created.id, date: today, staff: ids.neha, amount: 20 };
    expect((await add(payload, tokens.staff)).status).toBe(403);
    expect((await edit(payload, tokens.staff)).status).toBe(403);
    expect((await remove(created.id, tokens.staff)).status).toBe(403);
    const unchanged = await t.context.db
      .selectFrom('salaries')
      .select('amount_paise')
      .where('id', '=', created.id)
      .executeTakeFirst();
    expect(unchanged?.amount_paise).toBe(1000);
  });

  it('refuses a customer with 403 and a guest with 401 on every salary route', async () => {
    for (const [method, route] of [
      ['GET', '/api/salary/list'],
      ['POST', '/api/salary/add'],
      ['POST', '/api/salary/edit'],
      ['GET', '/api/salary/delete?id=1'],
    ] as const) {
      const options = method === 'POST' ? { json: {} } : {};
      expect((await t.call(method, route, { ...options, token: tokens.customer })).status, route).toBe(403);
      const guest = await t.call(method, route, options);
      expect(guest.status, route).toBe(401);
      expect(guest.body).toEqual({
        message: 'Unauthenticated.',
        error: 'Unauthenticated.',
        code: 'request.unauthenticated',
      });
    }
  });
});
