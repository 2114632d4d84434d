/**
 * The cash book's rules (docs/product.md#expenses, #entity-expense, #cash-book-rules): the closing balance, which dates
 * an edited entry may take (a new one's are with its schema, expenses.schemas.ts), the holiday entry and the admin's
 * summary. Pure, in paise; the server, the Add Expense form and the tests use these same functions.
 *
 * The book is ordered by (date, id). An entry's closing is the closing before it plus its net change:
 *   closing = last closing + total − (cash + expense + online)          (docs/product.md#cash-book-rules, exactly)
 * `expense_online` is paid from the bank, not the drawer, so it does not move the closing. The first entry of an empty
 * book starts from 0.
 */
import { EXPENSE_MESSAGES } from './expenses.schemas';
import { addDays } from './salon-time';

export interface CashBookAmounts {
  totalPaise: number;
  cashPaise: number;
  onlinePaise: number;
  /** The cash expense. */
  expensePaise: number;
  expenseOnlinePaise: number;
}

/** What one entry does to the drawer: total − (cash + expense + online). */
export function netChangePaise(amounts: CashBookAmounts): number {
  return amounts.totalPaise - (amounts.cashPaise + amounts.expensePaise + amounts.onlinePaise);
}

/** The closing after an entry, from the closing before it (0 for the first entry of the book). */
export function closingAfter(previousClosingPaise: number, amounts: CashBookAmounts): number {
  return previousClosingPaise + netChangePaise(amounts);
}

/** The opening an entry started from, read back from its closing. */
export function openingOf(entry: CashBookAmounts & { closingPaise: number }): number {
  return entry.closingPaise - netChangePaise(entry);
}

export const ZERO_AMOUNTS: CashBookAmounts = {
  totalPaise: 0,
  cashPaise: 0,
  onlinePaise: 0,
  expensePaise: 0,
  expenseOnlinePaise: 0,
};

/** The day the Add Expense link offers: the one after the last entry (null for an empty book). */
export function dayAfterLastEntry(lastDate: string | null): string | null {
  return lastDate === null ? null : addDays(lastDate, 1);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'DD MMM YYYY' (22 Nov 2026), the same on the server and in every browser. */
export function cashBookDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** The comment of a holiday entry (docs/product.md#expenses): 'Holiday on (DD MMM YYYY)'. */
export function holidayComment(date: string): string {
  return `Holiday on (${cashBookDate(date)})`;
}

/**
 * The dates an edited entry may move to without changing its place in the book: from the previous entry's date to
 * the next entry's. The last entry follows the rule of a new one (at most the day after the previous entry), so an
 * edit cannot open a gap that an add could not. Answers the refusal, or null.
 */
export function editDateProblem(previousDate: string | null, nextDate: string | null, date: string): string | null {
  if (previousDate !== null && date < previousDate) return EXPENSE_MESSAGES.beforePrevious(cashBookDate(previousDate));
  if (nextDate !== null && date > nextDate) return EXPENSE_MESSAGES.afterNext(cashBookDate(nextDate));
  if (nextDate === null && previousDate !== null && date > addDays(previousDate, 1)) return EXPENSE_MESSAGES.dateGap;
  return null;
}

/**
 * A holiday is a day of its own: a holiday entry only on a day with no other entries, and no entry on a day that
 * is a holiday. `others` are the entries of that day other than the one being written.
 */
export function holidayProblem(isHoliday: boolean, others: readonly { isHoliday: boolean }[]): string | null {
  if (others.some((entry) => entry.isHoliday)) return EXPENSE_MESSAGES.holidayTaken;
  if (isHoliday && others.length > 0) return EXPENSE_MESSAGES.holidayNotEmpty;
  return null;
}

/** An entry of the book as the rules see it. */
export interface BookEntry extends CashBookAmounts {
  id: number;
  date: string;
  closingPaise: number;
}

/** Book order: by date, then by id (the order entries were added in on a day). */
export function compareBookOrder(a: Pick<BookEntry, 'date' | 'id'>, b: Pick<BookEntry, 'date' | 'id'>): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.id - b.id;
}

/** The closings a book must carry: the running sum of the net changes, in book order, from 0. */
export function runningClosings(entries: readonly CashBookAmounts[]): number[] {
  let closing = 0;
  return entries.map((entry) => (closing = closingAfter(closing, entry)));
}

/** True when every closing equals the running sum (the book is in book order). */
export function closingsAgree(book: readonly BookEntry[]): boolean {
  const expected = runningClosings(book);
  return book.every((entry, index) => entry.closingPaise === expected[index]);
}

/**
 * The writes, as the server does them in SQL: an add appends with closing = last closing + net; an edit sets the
 * entry's closing from the one before it and moves every later closing by the change of the net
 * (docs/product.md#cash-book-rules: "closing is adjusted by the change in (total − cash − online − expense)"); a delete
 * moves every later closing back by the deleted entry's net. The book stays in book order.
 */
export function addToBook(book: readonly BookEntry[], entry: Omit<BookEntry, 'closingPaise'>): BookEntry[] {
  const last = book.at(-1);
  return [...book, { ...entry, closingPaise: closingAfter(last?.closingPaise ?? 0, entry) }];
}

export function editInBook(
  book: readonly BookEntry[],
  id: number,
  change: CashBookAmounts & { date?: string },
): BookEntry[] {
  const index = book.findIndex((entry) => entry.id === id);
  if (index < 0) return [...book];
  const before = book[index]!;
  const delta = netChangePaise(change) - netChangePaise(before);
  const previousClosing = index > 0 ? book[index - 1]!.closingPaise : 0;
  return book.map((entry, at) => {
    if (at < index) return entry;
    if (at === index) {
      return {
        ...before,
        ...change,
        date: change.date ?? before.date,
        closingPaise: closingAfter(previousClosing, change),
      };
    }
    return { ...entry, closingPaise: entry.closingPaise + delta };
  });
}

export function deleteFromBook(book: readonly BookEntry[], id: number): BookEntry[] {
  const index = book.findIndex((entry) => entry.id === id);
  if (index < 0) return [...book];
  const delta = -netChangePaise(book[index]!);
  return book
    .filter((_, at) => at !== index)
    .map((entry, at) => (at < index ? entry : { ...entry, closingPaise: entry.closingPaise + delta }));
}

/** The admin's summary (docs/product.md#expenses), in paise. */
export interface ExpenseSummary {
  /** Σ total of the entries in the range. */
  totalPaise: number;
  /** Σ cash. */
  cashPaise: number;
  /** Σ online. */
  onlinePaise: number;
  /** Σ expense (paid in cash). */
  cashExpensePaise: number;
  /** Σ expense_online. */
  onlineExpensePaise: number;
  /** Salaries of the range paid in cash and online (the list's amount and online_amount). */
  cashSalaryPaise: number;
  onlineSalaryPaise: number;
  /** Cash left = Enter Cash − Cash Salary: what the cash the admin counted leaves once the salaries are paid. */
  cashLeftPaise: number;
  /** Online Left = Enter Online − Online Salary. */
  onlineLeftPaise: number;
  /**
   * Profit/Expense = Total − Cash Expense − Online Expense − Cash Salary − Online Salary: what the range's takings
   * leave once every expense and salary is paid (below zero, the range cost more than it took).
   */
  profitPaise: number;
}

export function expenseSummary(input: {
  entries: readonly CashBookAmounts[];
  cashSalaryPaise: number;
  onlineSalaryPaise: number;
  enteredCashPaise: number;
  enteredOnlinePaise: number;
}): ExpenseSummary {
  const sum = (pick: (entry: CashBookAmounts) => number) => input.entries.reduce((total, e) => total + pick(e), 0);
  const totalPaise = sum((e) => e.totalPaise);
  const cashExpensePaise = sum((e) => e.expensePaise);
  const onlineExpensePaise = sum((e) => e.expenseOnlinePaise);
  return {
    totalPaise,
    cashPaise: sum((e) => e.cashPaise),
    onlinePaise: sum((e) => e.onlinePaise),
    cashExpensePaise,
    onlineExpensePaise,
    cashSalaryPaise: input.cashSalaryPaise,
    onlineSalaryPaise: input.onlineSalaryPaise,
    cashLeftPaise: input.enteredCashPaise - input.cashSalaryPaise,
    onlineLeftPaise: input.enteredOnlinePaise - input.onlineSalaryPaise,
    profitPaise: totalPaise - cashExpensePaise - onlineExpensePaise - input.cashSalaryPaise - input.onlineSalaryPaise,
  };
}
