import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@shared/accounts.schemas';
import { closingAfter, closingsAgree } from '@shared/cash-book';
import {
  EXPENSE_MESSAGES,
  type Expense,
  type ExpenseListAnswer,
  type LastExpenseAnswer,
} from '@shared/expenses.schemas';
import { addDays, firstOfMonth, salonToday } from '@shared/salon-time';
import { PAGING_MESSAGES } from '@shared/paged-range';
import { formOf } from '@server/test/test-app';
import { expectSaved, type ErrorBody, type SavedBody } from '@server/test/answers';
import { testAppForFile } from '@server/test/app-per-file';
import { usersOf } from '@server/test/sign-in';
import { insertExpenses } from './expenses.repository';

type Saved = SavedBody<Expense> & ErrorBody;

const { t, tokens } = testAppForFile(['customer', 'staff', 'admin']);
let people: { staff: User; admin: User };
const zone = 'Asia/Kolkata';

beforeAll(async () => {
  people = await usersOf(t, tokens, 'staff', 'admin');
});

interface Day {
  date: string;
  total?: number;
  cash?: number;
  online?: number;
  expense?: number;
  expense_online?: number;
  closing?: number;
  comment?: string;
  holiday?: number;
}

/** The four amounts a day must give are 0 unless the day says otherwise (a holiday gives none). */
const ZERO_DAY = { total: 0, cash: 0, online: 0, expense: 0 };
const add = (day: Day, token = tokens.staff) =>
  t.call<Saved>('POST', '/api/expense/add', { json: day.holiday ? day : { ...ZERO_DAY, ...day }, token });
const update = (fields: Record<string, unknown>, token = tokens.admin) =>
  t.call<Saved>('POST', '/api/expense/update', { json: fields, token });
const remove = (id: number, token = tokens.admin) =>
  t.call<ErrorBody>('POST', '/api/expense/delete', { json: { id }, token });
const list = (query: Record<string, unknown> = {}, token = tokens.admin) =>
  t.call<ExpenseListAnswer>('POST', '/api/expense/all', { json: query, token });
const last = (token = tokens.staff) => t.call<LastExpenseAnswer>('POST', '/api/expense/lastExpense', { token });

/** The whole book in book order, straight from the database. */
async function storedBook() {
  const rows = await t.context.db.selectFrom('expenses').selectAll().orderBy('date').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    totalPaise: row.total_paise,
    cashPaise: row.cash_paise,
    onlinePaise: row.online_paise,
    expensePaise: row.expense_paise,
    expenseOnlinePaise: row.expense_online_paise,
    closingPaise: row.closing_paise,
  }));
}

async function emptyBook() {
  await t.context.db.deleteFrom('expenses').execute();
}

/** Adds days in order and answers the saved entries. */
async function addEntries(days: Day[]): Promise<Expense[]> {
  const saved: Expense[] = [];
  for (const day of days) {
    const answer = await add(day, tokens.admin);
    expect(answer.status, answer.text).toBe(200);
    saved.push(answer.body.data);
  }
  return saved;
}

const closingsOf = async () => (await storedBook()).map((entry) => entry.closingPaise / 100);

describe('the demo book', () => {
  it('ends yesterday, with closings that are the running sum', async () => {
    const book = await storedBook();
    expect(book.length).toBeGreaterThanOrEqual(5);
    expect(book.at(-1)!.date).toBe(addDays(salonToday(zone), -1));
    expect(closingsAgree(book)).toBe(true);
    const answer = await last();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      closing: book.at(-1)!.closingPaise / 100,
      date: book.at(-1)!.date,
      id: expect.any(Number),
    });
  });
});

describe('POST /api/expense/add', () => {
  beforeEach(emptyBook);

  it('answers the empty book as closing 0 and no date', async () => {
    expect((await last()).body).toEqual({ closing: 0, date: null, id: null });
  });

  it("adds the first entry on any date, closing = total − (cash + expense + online), answering 'Successful.'", async () => {
    const day = {
      date: '2025-03-10',
      total: 10000,
      cash: 2000,
      online: 3000,
      expense: 500.5,
      expense_online: 700,
      comment: 'Milk and tea',
    };
    const answer = await add({ id: 999, ...day } as Day);
    expectSaved(answer, 'Successful.', {
      ...day,
      closing: 4499.5,
      cash1: 0,
      holiday: 0,
      user: { id: people.staff.id, name: people.staff.name },
    });
    expect(answer.body.data.id).not.toBe(999);
    expect((await last()).body).toEqual({ closing: 4499.5, date: '2025-03-10', id: expect.any(Number) });
  });

  it('carries the last closing into the next entry, the same day or the day after', async () => {
    await addEntries([{ date: '2025-03-10', total: 1000 }]);
    const sameDay = await add({ date: '2025-03-10', total: 500, expense: 200 });
    expect(sameDay.body.data.closing).toBe(1300);
    expect(sameDay.body.data.cash1).toBe(1000);
    const nextDay = await add({ date: '2025-03-11', online: 100, total: 100, cash: 50 });
    expect(nextDay.body.data.closing).toBe(1250);
    expect(await closingsOf()).toEqual([1000, 1300, 1250]);
  });

  it('lets the closing go below zero', async () => {
    await addEntries([{ date: '2025-03-10', total: 100 }]);
    expect((await add({ date: '2025-03-10', expense: 350 })).body.data.closing).toBe(-250);
  });

  it('refuses an earlier date and a gap in the spec’s words', async () => {
    await addEntries([{ date: '2025-03-10', total: 100 }]);
    const earlier = await add({ date: '2025-03-09', total: 1 });
    expect(earlier.status).toBe(422);
    expect(earlier.body.message).toBe('You can not Enter Previous Date Expense');
    expect(earlier.body.error).toEqual({ date: ['You can not Enter Previous Date Expense'] });
    const gap = await add({ date: '2025-03-12', total: 1 });
    expect(gap.status).toBe(422);
    expect(gap.body.message).toBe('Please Enter Prevoius Date Expense Before Entering Next Date Expense');
    expect(await closingsOf()).toEqual([100]);
  });

  it('refuses a date after the salon’s today, even as the first entry, and writes nothing', async () => {
    const today = salonToday(zone);
    for (const date of [addDays(today, 1), addDays(today, 400)]) {
      const answer = await add({ date, total: 100 });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toEqual({ date: [EXPENSE_MESSAGES.futureDate] });
    }
    expect(await storedBook()).toEqual([]);
    // Today is still open after the refusals, and tomorrow stays refused once today has an entry.
    expect((await add({ date: today, total: 100 })).status).toBe(200);
    expect((await add({ date: addDays(today, 1), total: 1 })).body.error).toEqual({
      date: [EXPENSE_MESSAGES.futureDate],
    });
    expect(await closingsOf()).toEqual([100]);
  });

  it("asks for the date: 'Date is required!'", async () => {
    for (const date of [undefined, '', '0000-00-00']) {
      const answer = await t.call<ErrorBody>('POST', '/api/expense/add', {
        json: { date, total: 5, cash: 0, online: 0, expense: 0 },
        token: tokens.staff,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toEqual({ date: ['Date is required!'] });
    }
    const invalid = await add({ date: '2025-02-30' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error).toEqual({ date: [EXPENSE_MESSAGES.date] });
  });

  it('asks for each amount in the update’s words (an empty amount is no ₹0) and writes nothing', async () => {
    for (const empty of [undefined, '', '  ', null]) {
      const answer = await t.call<ErrorBody>('POST', '/api/expense/add', {
        json: { date: '2025-03-10', total: empty, cash: empty, online: empty, expense: empty },
        token: tokens.staff,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toEqual({
        total: [EXPENSE_MESSAGES.totalRequired],
        cash: [EXPENSE_MESSAGES.cashRequired],
        online: [EXPENSE_MESSAGES.onlineRequired],
        expense: [EXPENSE_MESSAGES.expenseRequired],
      });
      expect(answer.body.message).toBe('Total expense is required!');
    }
    const oneMissing = await add({ date: '2025-03-10', total: 100, cash: 0, online: 0, expense: '' } as unknown as Day);
    expect(oneMissing.body.error).toEqual({ expense: ['Expense is required!'] });
    expect(await storedBook()).toEqual([]);
  });

  it('takes amounts from 0 in whole paise, expense_online as optional, and the form encoding too', async () => {
    const bare = await add({ date: '2025-03-10' });
    expect(bare.status, bare.text).toBe(200);
    expect(bare.body.data).toMatchObject({ total: 0, cash: 0, online: 0, expense: 0, expense_online: 0, closing: 0 });
    for (const field of ['total', 'cash', 'online', 'expense', 'expense_online']) {
      for (const value of [-1, 1.005, 'ten']) {
        const answer = await add({ date: '2025-03-10', [field]: value } as unknown as Day);
        expect(answer.status, `${field}=${value}`).toBe(422);
        expect(answer.body.error).toEqual({ [field]: [EXPENSE_MESSAGES.amount] });
      }
    }
    const form = await t.call<Saved>('POST', '/api/expense/add', {
      form: formOf({ date: '2025-03-10', total: '250.75', cash: '0', online: '0', expense: '0', comment: 'Form' }),
      token: tokens.staff,
    });
    expect(form.status, form.text).toBe(200);
    expect(form.body.data.closing).toBe(250.75);
    const tooLong = await add({ date: '2025-03-10', comment: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(422);
  });

  it('refuses with 409 when the closing the form computed is not the book’s, and takes a matching one', async () => {
    await addEntries([{ date: '2025-03-10', total: 1000 }]);
    const stale = await add({ date: '2025-03-11', total: 500, closing: 500 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(EXPENSE_MESSAGES.changed);
    const fresh = await add({ date: '2025-03-11', total: 500, closing: 1500 });
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.body.data.closing).toBe(1500);
    expect(await closingsOf()).toEqual([1000, 1500]);
  });

  it("saves a holiday with zero amounts and 'Holiday on (DD MMM YYYY)', alone on its day", async () => {
    await addEntries([{ date: '2025-03-10', total: 1000 }]);
    const holiday = await add({ date: '2025-03-11', holiday: 1, total: 999, cash: 5, comment: 'ignored' });
    expect(holiday.status, holiday.text).toBe(200);
    expect(holiday.body.data).toMatchObject({
      date: '2025-03-11',
      total: 0,
      cash: 0,
      online: 0,
      expense: 0,
      expense_online: 0,
      closing: 1000,
      comment: 'Holiday on (11 Mar 2025)',
      holiday: 1,
    });
    const onHoliday = await add({ date: '2025-03-11', total: 10 });
    expect(onHoliday.status).toBe(409);
    expect(onHoliday.body.message).toBe(EXPENSE_MESSAGES.holidayTaken);
    const holidayOnBusyDay = await t.call<ErrorBody>('POST', '/api/expense/add', {
      form: formOf({ date: '2025-03-10', holiday: 'true' }),
      token: tokens.staff,
    });
    expect(holidayOnBusyDay.status).toBe(422); // an earlier date than the last entry's
    const nextDay = await add({ date: '2025-03-12', total: 10 });
    expect(nextDay.body.data.closing).toBe(1010);
    const secondHoliday = await add({ date: '2025-03-12', holiday: 1 });
    expect(secondHoliday.status).toBe(409);
    expect(secondHoliday.body.message).toBe(EXPENSE_MESSAGES.holidayNotEmpty);
  });

  it('of identical adds of one day sent together with one opening, takes exactly one; nothing half-written', async () => {
    await addEntries([{ date: '2025-03-10', total: 1000 }]);
    for (const copies of [2, 5]) {
      const before = await storedBook();
      const opening = before.at(-1)!.closingPaise / 100;
      const day = { date: '2025-03-11', total: 700, cash: 100, expense: 50, closing: opening + 550 };
      const answers = await Promise.all(Array.from({ length: copies }, () => add(day)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, ...Array.from({ length: copies - 1 }, () => 409)]);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.body.message).toBe(EXPENSE_MESSAGES.changed);
      }
      const after = await storedBook();
      expect(after).toHaveLength(before.length + 1);
      expect(closingsAgree(after)).toBe(true);
    }
  });

  it('takes one of two adds made from one opening even when their amounts cancel out (the last entry’s id)', async () => {
    await addEntries([{ date: '2025-03-10', total: 1000 }]);
    const opened = (await last()).body;
    expect(opened.id).toEqual(expect.any(Number));
    // total = cash + expense + online: the closing stays where it was, so only the last entry's id tells them apart.
    const day = {
      date: '2025-03-11',
      total: 300,
      cash: 100,
      expense: 200,
      closing: opened.closing,
      last_id: opened.id,
    };
    const answers = await Promise.all([add(day), add(day)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(EXPENSE_MESSAGES.changed);
    expect(await storedBook()).toHaveLength(2);
  });

  it('serialises adds sent together without a closing: all are kept and the closings still agree', async () => {
    await addEntries([{ date: '2025-03-10', total: 1000 }]);
    const answers = await Promise.all(
      [100, 200, 300, 400, 500].map((total) => add({ date: '2025-03-11', total, expense: 10 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const book = await storedBook();
    expect(book).toHaveLength(6);
    expect(closingsAgree(book)).toBe(true);
    expect(book.at(-1)!.closingPaise).toBe((1000 + 1500 - 50) * 100);
  });
});

describe('POST /api/expense/update (admin)', () => {
  let days: Expense[];
  beforeEach(async () => {
    await emptyBook();
    days = await addEntries([
      { date: '2025-03-10', total: 1000, cash: 100 },
      { date: '2025-03-11', total: 2000, expense: 300, comment: 'Middle' },
      { date: '2025-03-12', total: 500, online: 200 },
      { date: '2025-03-12', total: 50 },
    ]);
  });

  const full = (entry: Expense, changes: Record<string, unknown> = {}) => ({
    id: entry.id,
    date: entry.date,
    total: entry.total,
    cash: entry.cash,
    online: entry.online,
    expense: entry.expense,
    expense_online: entry.expense_online,
    comment: entry.comment,
    closing: entry.closing,
    ...changes,
  });

  it('edits the middle entry and every later closing follows; the closing sent is ignored', async () => {
    expect(await closingsOf()).toEqual([900, 2600, 2900, 2950]);
    const answer = await update(full(days[1]!, { total: 2500, expense: 100, closing: 1, comment: 'Fixed' }));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe(EXPENSE_MESSAGES.updated);
    expect(answer.body.data).toMatchObject({ total: 2500, expense: 100, closing: 3300, comment: 'Fixed', cash1: 900 });
    expect(await closingsOf()).toEqual([900, 3300, 3600, 3650]);
    expect(closingsAgree(await storedBook())).toBe(true);
  });

  it('edits the first and the last entries', async () => {
    await update(full(days[0]!, { cash: 0 }));
    expect(await closingsOf()).toEqual([1000, 2700, 3000, 3050]);
    await update(full(days[3]!, { total: 0, expense: 50 }));
    expect(await closingsOf()).toEqual([1000, 2700, 3000, 2950]);
  });

  it('keeps expense_online and the comment when they are left out', async () => {
    await update(full(days[1]!, { expense_online: 75 }));
    const { expense_online: _online, comment: _comment, ...rest } = full(days[1]!, { total: 10 });
    const answer = await update(rest);
    expect(answer.body.data).toMatchObject({ total: 10, expense_online: 75, comment: 'Middle' });
  });

  it('answers each missing field in the words of docs/product.md#validation-expense', async () => {
    const answer = await update({ id: days[1]!.id });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      date: ['Date is required!'],
      total: ['Total expense is required!'],
      cash: ['Cash expense is required!'],
      online: ['Online expense is required!'],
      expense: ['Expense is required!'],
    });
    const negative = await update(full(days[1]!, { cash: -5 }));
    expect(negative.body.error).toEqual({ cash: [EXPENSE_MESSAGES.amount] });
  });

  it('moves a date only between the neighbours', async () => {
    const toPrevious = await update(full(days[1]!, { date: '2025-03-10' }));
    expect(toPrevious.status, toPrevious.text).toBe(200);
    const tooEarly = await update(full(days[1]!, { date: '2025-03-09' }));
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.body.message).toBe('The date cannot be before the previous entry’s date (10 Mar 2025).');
    const tooLate = await update(full(days[1]!, { date: '2025-03-13' }));
    expect(tooLate.body.message).toBe('The date cannot be after the next entry’s date (12 Mar 2025).');
    const lastTooLate = await update(full(days[3]!, { date: '2025-03-14' }));
    expect(lastTooLate.body.message).toBe(EXPENSE_MESSAGES.dateGap);
    expect(closingsAgree(await storedBook())).toBe(true);
  });

  it('turns an entry into a holiday only on a day of its own', async () => {
    const busy = await update(full(days[3]!, { holiday: 1 }));
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(EXPENSE_MESSAGES.holidayNotEmpty);
    const alone = await update(full(days[1]!, { holiday: 1 }));
    expect(alone.status, alone.text).toBe(200);
    expect(alone.body.data).toMatchObject({ total: 0, expense: 0, closing: 900, holiday: 1 });
    expect(alone.body.data.comment).toBe('Holiday on (11 Mar 2025)');
    expect(await closingsOf()).toEqual([900, 900, 1200, 1250]);
  });

  it('refuses to move an entry after the salon’s today', async () => {
    const today = salonToday(zone);
    await emptyBook();
    const [entry] = await addEntries([{ date: today, total: 100 }]);
    const moved = await update({ id: entry!.id, date: addDays(today, 1), total: 100, cash: 0, online: 0, expense: 0 });
    expect(moved.status).toBe(422);
    expect(moved.body.error).toEqual({ date: [EXPENSE_MESSAGES.futureDate] });
    expect((await storedBook()).at(-1)!.date).toBe(today);
  });

  it('answers 404 for an unknown entry, and refuses staff', async () => {
    const unknown = await update(full(days[1]!, { id: 987654 }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(EXPENSE_MESSAGES.notFound);
    const staff = await update(full(days[1]!, { total: 1 }), tokens.staff);
    expect(staff.status).toBe(403);
    expect(await closingsOf()).toEqual([900, 2600, 2900, 2950]);
  });
});

describe('POST /api/expense/delete (admin)', () => {
  let days: Expense[];
  beforeEach(async () => {
    await emptyBook();
    days = await addEntries([
      { date: '2025-03-10', total: 1000 },
      { date: '2025-03-11', total: 2000, expense: 300 },
      { date: '2025-03-12', total: 500 },
    ]);
  });

  it('deletes a middle entry and the later closings follow', async () => {
    const answer = await remove(days[1]!.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe(EXPENSE_MESSAGES.deleted);
    expect(await closingsOf()).toEqual([1000, 1500]);
    expect(closingsAgree(await storedBook())).toBe(true);
    await remove(days[0]!.id);
    expect(await closingsOf()).toEqual([500]);
  });

  it('refuses staff with 403 and answers 404 for an unknown entry', async () => {
    const staff = await remove(days[1]!.id, tokens.staff);
    expect(staff.status).toBe(403);
    expect((await remove(987654)).status).toBe(404);
    expect(await closingsOf()).toEqual([1000, 2700, 3200]);
  });
});

describe('POST and GET /api/expense/all', () => {
  const today = salonToday(zone);
  beforeAll(async () => {
    await emptyBook();
    await t.context.db.deleteFrom('salaries').execute();
    await addEntries([
      { date: '2025-03-10', total: 1000, cash: 100, expense: 5 },
      { date: '2025-03-11', total: 3000, cash: 50, expense: 40 },
      { date: '2025-03-12', total: 2000, cash: 300, expense: 10 },
      { date: '2025-03-13', holiday: 1 },
    ]);
    const now = new Date().toISOString();
    const salary = (date: string, cash: number, online: number) => ({
      date,
      staff_id: people.staff.id,
      amount_paise: cash,
      online_amount_paise: online,
      comment: '',
      user_id: people.admin.id,
      created_at: now,
      updated_at: now,
    });
    await t.context.db
      .insertInto('salaries')
      .values([
        salary('2025-03-09', 99_999_00, 99_999_00),
        salary('2025-03-10', 1_000_00, 0),
        salary('2025-03-12', 500_50, 2_000_00),
        salary('2025-03-14', 77_00, 77_00),
      ])
      .execute();
  });

  it('lists the range by date with the adder and the salary totals of the range', async () => {
    const answer = await list({ start_date: '2025-03-10', end_date: '2025-03-13' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.map((entry) => entry.date)).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
    ]);
    expect(answer.body.data[0]!.user.name).toBe(people.admin.name);
    expect(answer.body.amount).toBe(1500.5);
    expect(answer.body.online_amount).toBe(2000);
    expect(answer.body.start_date).toBe('2025-03-10');
    expect(answer.body.end_date).toBe('2025-03-13');
  });

  it('sorts by total, cash, expense and closing, in either direction', async () => {
    const dates = async (query: Record<string, string>) =>
      (await list({ start_date: '2025-03-10', end_date: '2025-03-13', ...query })).body.data.map((e) => e.date);
    const orders: [Record<string, string>, string[]][] = [
      [{ sortby: 'total', direction: 'desc' }, ['2025-03-11', '2025-03-12', '2025-03-10', '2025-03-13']],
      [{ sortby: 'cash', direction: 'asc' }, ['2025-03-13', '2025-03-11', '2025-03-10', '2025-03-12']],
      [{ sortby: 'expense', direction: 'desc' }, ['2025-03-11', '2025-03-12', '2025-03-10', '2025-03-13']],
      [{ sortby: 'closing', direction: 'asc' }, ['2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13']],
      [{ direction: 'desc' }, ['2025-03-13', '2025-03-12', '2025-03-11', '2025-03-10']],
    ];
    for (const [query, expected] of orders) expect(await dates(query), JSON.stringify(query)).toEqual(expected);
  });

  it('answers by GET too, lets staff list, and defaults to the first of the month to today', async () => {
    const byGet = await t.call<ExpenseListAnswer>('GET', '/api/expense/all?start_date=2025-03-11&end_date=2025-03-11', {
      token: tokens.staff,
    });
    expect(byGet.status).toBe(200);
    expect(byGet.body.data).toHaveLength(1);
    // The salary totals are the admin's only: staff could work out a colleague's pay from them.
    expect(byGet.body).not.toHaveProperty('amount');
    expect(byGet.body).not.toHaveProperty('online_amount');
    const staffList = await list({ start_date: '2025-03-10', end_date: '2025-03-13' }, tokens.staff);
    expect(staffList.body.data).toHaveLength(4);
    expect(Object.keys(staffList.body).sort()).toEqual(['data', 'end_date', 'limit', 'page', 'start_date', 'totals']);
    const fallback = await list({}, tokens.staff);
    expect(fallback.body.start_date).toBe(firstOfMonth(today));
    expect(fallback.body.end_date).toBe(today);
    expect(fallback.body.data).toEqual([]);
    const empty = await t.call<ExpenseListAnswer>('POST', '/api/expense/all', { token: tokens.admin });
    expect(empty.status, empty.text).toBe(200);
  });

  it('refuses a range backwards, or of unreadable dates and orders', async () => {
    const backwards = await list({ start_date: '2025-03-12', end_date: '2025-03-10' });
    expect(backwards.status).toBe(422);
    expect((backwards.body as unknown as ErrorBody).message).toBe(EXPENSE_MESSAGES.rangeOrder);
    expect((await list({ start_date: 'soon' })).status).toBe(422);
    expect((await list({ sortby: 'name' })).status).toBe(422);
    expect((await list({ direction: 'up' })).status).toBe(422);
  });
});

describe('a range of any length, a page at a time (issue 15)', () => {
  // Two financial years, one entry a day, each with its own amounts.
  const first = '2021-04-01';
  const last = '2023-03-31';
  let book: { id: number; date: string; total: number; cash: number; online: number; closing: number }[];

  beforeAll(async () => {
    await emptyBook();
    const entries = [];
    let closingPaise = 0;
    for (let day = 0; addDays(first, day) <= last; day += 1) {
      const amounts = {
        totalPaise: 1_000_00 + ((day * 7919) % 50_000_00),
        cashPaise: (day * 104_729) % 2_000_00,
        onlinePaise: (day * 31_337) % 3_000_00,
        expensePaise: day % 3 === 0 ? 250_50 : 0,
        expenseOnlinePaise: day % 10 === 0 ? 1_000_00 : 0,
      };
      closingPaise = closingAfter(closingPaise, amounts);
      entries.push({
        date: addDays(first, day),
        total_paise: amounts.totalPaise,
        cash_paise: amounts.cashPaise,
        online_paise: amounts.onlinePaise,
        expense_paise: amounts.expensePaise,
        expense_online_paise: amounts.expenseOnlinePaise,
        closing_paise: closingPaise,
        comment: '',
        is_holiday: 0,
        user_id: people.staff.id,
      });
    }
    await insertExpenses(t.context.db, entries);
    book = (await storedBook()).map((entry) => ({
      id: entry.id,
      date: entry.date,
      total: entry.totalPaise,
      cash: entry.cashPaise,
      online: entry.onlinePaise,
      closing: entry.closingPaise,
    }));
    expect(book).toHaveLength(730);
  });

  /** Every page of a query, from page 1 until the range's count is reached. */
  async function allPages(query: Record<string, string | number>, token: string) {
    const pages: ExpenseListAnswer[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const answer = await list({ start_date: first, end_date: last, ...query, page }, token);
      expect(answer.status, answer.text).toBe(200);
      pages.push(answer.body);
      if (page * answer.body.limit >= answer.body.totals.count) break;
    }
    return pages;
  }

  it.each([
    ['the admin', () => tokens.admin],
    ['staff', () => tokens.staff],
  ])(
    'lists two years to %s in disjoint pages that cover every entry in order, with the whole range’s totals',
    async (_who, token) => {
      const pages = await allPages({ limit: 100 }, token());
      expect(pages).toHaveLength(8);
      expect(pages.map((page) => page.data.length)).toEqual([100, 100, 100, 100, 100, 100, 100, 30]);
      expect(pages.map((page) => page.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const ids = pages.flatMap((page) => page.data.map((entry) => entry.id));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(book.map((entry) => entry.id));
      const sum = (pick: (entry: (typeof book)[number]) => number) =>
        book.reduce((paise, e) => paise + pick(e), 0) / 100;
      for (const page of pages) {
        expect(page.totals).toEqual({
          count: 730,
          total: sum((e) => e.total),
          cash: sum((e) => e.cash),
          online: sum((e) => e.online),
          expense: expect.any(Number),
          expense_online: expect.any(Number),
          closing: book.at(-1)!.closing / 100,
        });
      }
      // The page's own footer figures add up to the totals the server sends.
      const rows = pages.flatMap((page) => page.data);
      expect(Math.round(rows.reduce((paise, e) => paise + Math.round(e.expense * 100), 0))).toBe(
        Math.round(pages[0]!.totals.expense * 100),
      );
      expect(Math.round(rows.reduce((paise, e) => paise + Math.round(e.expense_online * 100), 0))).toBe(
        Math.round(pages[0]!.totals.expense_online * 100),
      );
    },
  );

  it('pages a sorted list without gaps or repeats, ties in book order, by POST and GET alike', async () => {
    const byTotal = (await allPages({ sortby: 'total', direction: 'desc', limit: 64 }, tokens.admin)).flatMap(
      (page) => page.data,
    );
    const expected = [...book].sort((a, b) => b.total - a.total || a.date.localeCompare(b.date) || a.id - b.id);
    expect(byTotal.map((entry) => entry.id)).toEqual(expected.map((entry) => entry.id));
    const viaGet = await t.call<ExpenseListAnswer>(
      'GET',
      `/api/expense/all?start_date=${first}&end_date=${last}&direction=desc&page=2&limit=500`,
      { token: tokens.staff },
    );
    expect(viaGet.status, viaGet.text).toBe(200);
    expect(viaGet.body.data.map((entry) => entry.id)).toEqual(
      [...book]
        .reverse()
        .slice(500)
        .map((entry) => entry.id),
    );
    // A page past the end is empty, with the same totals.
    const beyond = await list({ start_date: first, end_date: last, page: 9 });
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.totals.count).toBe(730);
  });

  it('shows the first 100 unless asked, and refuses a page or a limit out of bounds with 422, in clear words', async () => {
    const first100 = await list({ start_date: first, end_date: last });
    expect(first100.body.data).toHaveLength(100);
    expect([first100.body.page, first100.body.limit]).toEqual([1, 100]);
    for (const [query, field, message] of [
      [{ limit: 501 }, 'limit', PAGING_MESSAGES.limit],
      [{ limit: 0 }, 'limit', PAGING_MESSAGES.limit],
      [{ limit: 2.5 }, 'limit', PAGING_MESSAGES.limit],
      [{ limit: '1'.repeat(41) }, 'limit', PAGING_MESSAGES.limit],
      [{ page: 0 }, 'page', PAGING_MESSAGES.page],
      [{ page: 'two' }, 'page', PAGING_MESSAGES.page],
      [{ page: 1_000_001 }, 'page', PAGING_MESSAGES.page],
    ] as const) {
      for (const token of [tokens.admin, tokens.staff]) {
        const answer = await list({ start_date: first, end_date: last, ...query }, token);
        expect(answer.status, JSON.stringify(query)).toBe(422);
        expect((answer.body as unknown as ErrorBody).error).toEqual({ [field]: [message] });
      }
    }
    const tooMany = await t.call('GET', `/api/expense/all?limit=501`, { token: tokens.admin });
    expect(tooMany.status).toBe(422);
  });

  it('refuses the paged list to a customer (403) and a guest (401)', async () => {
    const query = { start_date: first, end_date: last, page: 2, limit: 50 };
    expect((await t.call('POST', '/api/expense/all', { json: query, token: tokens.customer })).status).toBe(403);
    expect((await t.call('POST', '/api/expense/all', { json: query })).status).toBe(401);
  });
});

describe('who may call', () => {
  it('refuses customers (403) and guests (401) on every expense route', async () => {
    for (const route of ['add', 'all', 'update', 'delete', 'lastExpense']) {
      const customer = await t.call('POST', `/api/expense/${route}`, { json: {}, token: tokens.customer });
      expect(customer.status, route).toBe(403);
      const guest = await t.call('POST', `/api/expense/${route}`, { json: {} });
      expect(guest.status, route).toBe(401);
      expect(guest.body).toEqual({
        message: 'Unauthenticated.',
        error: 'Unauthenticated.',
        code: 'request.unauthenticated',
      });
    }
  });
});
