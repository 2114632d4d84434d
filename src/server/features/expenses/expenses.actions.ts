/**
 * The cash book's writes and its list (docs/product.md#cash-book-rules, #validation-expense, #api-expenses). Every
 * write is one transaction that takes the lock row first, then reads the book, checks the rules and writes: the closing
 * of each entry is always the running balance, on both engines and under concurrent requests.
 */
import {
  ZERO_AMOUNTS,
  closingAfter,
  editDateProblem,
  holidayComment,
  holidayProblem,
  type CashBookAmounts,
} from '@shared/cash-book';
import {
  EXPENSE_MESSAGES,
  addDateProblem,
  futureDateProblem,
  type AddExpensePayload,
  type ListExpenseQuery,
  type UpdateExpensePayload,
} from '@shared/expenses.schemas';
import { rupeesToPaise } from '@shared/money';
import { isAdmin } from '@shared/roles';
import { rowsBefore } from '@shared/paged-range';
import { firstOfMonth, salonToday } from '@shared/salon-time';
import type { AppContext } from '@server/context';
import type { UserRow } from '@server/db/tables';
import { HttpError, invalidInput } from '@server/plugins/errors';
import { amountsOf } from './expenses.mapper';
import * as book from './expenses.repository';

function storedAmounts(amounts: CashBookAmounts) {
  return {
    total_paise: amounts.totalPaise,
    cash_paise: amounts.cashPaise,
    online_paise: amounts.onlinePaise,
    expense_paise: amounts.expensePaise,
    expense_online_paise: amounts.expenseOnlinePaise,
  };
}

type SentAmounts = Pick<AddExpensePayload, 'holiday' | 'total' | 'cash' | 'online' | 'expense'> & {
  expense_online?: number;
};

/** The amounts a form sent, in paise: zero for a holiday; a left-out expense_online keeps `keptExpenseOnlinePaise`. */
function sentAmounts(payload: SentAmounts, keptExpenseOnlinePaise: number): CashBookAmounts {
  if (payload.holiday) return ZERO_AMOUNTS;
  return {
    totalPaise: rupeesToPaise(payload.total),
    cashPaise: rupeesToPaise(payload.cash),
    onlinePaise: rupeesToPaise(payload.online),
    expensePaise: rupeesToPaise(payload.expense),
    expenseOnlinePaise:
      payload.expense_online === undefined ? keptExpenseOnlinePaise : rupeesToPaise(payload.expense_online),
  };
}

async function dayRuleProblem(
  tx: Parameters<typeof book.findDayEntries>[0],
  date: string,
  isHoliday: boolean,
  id?: number,
) {
  const others = (await book.findDayEntries(tx, date)).filter((entry) => entry.id !== id);
  return holidayProblem(
    isHoliday,
    others.map((entry) => ({ isHoliday: entry.is_holiday === 1 })),
  );
}

/**
 * Adds an entry for the day of the last entry or the day after (docs/product.md#cash-book-rules). The closing the form
 * sent must equal the one computed here, under the lock: when another add got in first, the form's opening is stale and
 * the add answers 409.
 */
export async function addExpense(context: AppContext, caller: UserRow, payload: AddExpensePayload) {
  const { db } = context;
  const amounts = sentAmounts(payload, 0);
  const futureProblem = futureDateProblem(payload.date, salonToday(context.config.timeZone));
  if (futureProblem) throw invalidInput({ date: [futureProblem] });
  const id = await db.transaction().execute(async (tx) => {
    await book.lockCashBook(tx);
    const last = await book.findLastExpense(tx);
    const dateProblem = addDateProblem(last?.date ?? null, payload.date);
    if (dateProblem) throw invalidInput({ date: [dateProblem] });
    const holidayIssue = await dayRuleProblem(tx, payload.date, payload.holiday);
    if (holidayIssue) throw new HttpError(409, holidayIssue);
    const closingPaise = closingAfter(last?.closing_paise ?? 0, amounts);
    const isStale = payload.last_id !== undefined && payload.last_id !== (last?.id ?? 0);
    if (isStale || (payload.closing !== undefined && rupeesToPaise(payload.closing) !== closingPaise)) {
      throw new HttpError(409, EXPENSE_MESSAGES.changed);
    }
    return book.insertExpense(tx, {
      date: payload.date,
      ...storedAmounts(amounts),
      closing_paise: closingPaise,
      comment: payload.holiday ? holidayComment(payload.date) : payload.comment,
      is_holiday: payload.holiday ? 1 : 0,
      user_id: caller.id,
    });
  });
  return (await book.findExpense(db, id))!;
}

/**
 * Edits an entry (admin). Its date may move only between its neighbours' dates, so the book keeps its order; its
 * closing becomes the previous closing plus its new net change and every later closing moves by the difference, in
 * the same transaction. The closing sent is ignored.
 */
export async function updateExpense(context: AppContext, payload: UpdateExpensePayload) {
  const { db } = context;
  const futureProblem = futureDateProblem(payload.date, salonToday(context.config.timeZone));
  if (futureProblem) throw invalidInput({ date: [futureProblem] });
  await db.transaction().execute(async (tx) => {
    await book.lockCashBook(tx);
    const entry = await book.findExpense(tx, payload.id);
    if (!entry) throw new HttpError(404, EXPENSE_MESSAGES.notFound);
    const { previous, next } = await book.findNeighbours(tx, entry);
    const dateProblem = editDateProblem(previous?.date ?? null, next?.date ?? null, payload.date);
    if (dateProblem) throw invalidInput({ date: [dateProblem] });
    const holidayIssue = await dayRuleProblem(tx, payload.date, payload.holiday, entry.id);
    if (holidayIssue) throw new HttpError(409, holidayIssue);

    const amounts = sentAmounts(payload, amountsOf(entry).expenseOnlinePaise);
    const closingPaise = closingAfter(previous?.closing_paise ?? 0, amounts);
    await book.updateExpense(tx, entry.id, {
      date: payload.date,
      ...storedAmounts(amounts),
      closing_paise: closingPaise,
      comment: payload.holiday ? holidayComment(payload.date) : (payload.comment ?? entry.comment),
      is_holiday: payload.holiday ? 1 : 0,
    });
    await book.shiftClosingsAfter(tx, { date: payload.date, id: entry.id }, closingPaise - entry.closing_paise);
  });
  return (await book.findExpense(db, payload.id))!;
}

/** Deletes an entry (admin); every later closing moves back by what the entry had added, in the same transaction. */
export async function deleteExpense(context: AppContext, id: number): Promise<void> {
  await context.db.transaction().execute(async (tx) => {
    await book.lockCashBook(tx);
    const entry = await book.findExpense(tx, id);
    if (!entry) throw new HttpError(404, EXPENSE_MESSAGES.notFound);
    const { previous } = await book.findNeighbours(tx, entry);
    await book.deleteExpense(tx, entry.id);
    await book.shiftClosingsAfter(tx, entry, (previous?.closing_paise ?? 0) - entry.closing_paise);
  });
}

/** The range asked for, or the first of the salon's month to its today; any length (the page bounds the rows). */
export function expenseRange(context: AppContext, query: ListExpenseQuery): { start: string; end: string } {
  const today = salonToday(context.config.timeZone);
  const start = query.start_date ?? firstOfMonth(query.end_date ?? today);
  const end = query.end_date ?? (start > today ? start : today);
  if (start > end) throw invalidInput({ start_date: [EXPENSE_MESSAGES.rangeOrder] });
  return { start, end };
}

/**
 * One page of the range's entries, with the whole range's totals and, for the admin only, its salaries (staff could
 * read colleagues' pay from them, issue 14), each summed in SQL.
 */
export async function listExpensesFor(context: AppContext, caller: UserRow, query: ListExpenseQuery) {
  const range = expenseRange(context, query);
  const [rows, totals, salaries] = await Promise.all([
    book.listExpenses(context.db, {
      ...range,
      sortby: query.sortby,
      direction: query.direction,
      limit: query.limit,
      offset: rowsBefore(query),
    }),
    book.sumExpenses(context.db, range.start, range.end),
    isAdmin(caller) ? book.sumSalaries(context.db, range.start, range.end) : undefined,
  ]);
  return { rows, totals, salaries, range };
}

/** The last entry (none in an empty book): its closing is the opening of the next entry. */
export function lastEntry({ db }: AppContext) {
  return book.findLastExpense(db);
}
