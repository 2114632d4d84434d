import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ZERO_AMOUNTS,
  addToBook,
  cashBookDate,
  closingAfter,
  closingsAgree,
  compareBookOrder,
  dayAfterLastEntry,
  deleteFromBook,
  editDateProblem,
  editInBook,
  expenseSummary,
  holidayComment,
  holidayProblem,
  netChangePaise,
  openingOf,
  runningClosings,
  type BookEntry,
  type CashBookAmounts,
} from './cash-book';
import { EXPENSE_MESSAGES, addDateProblem, futureDateProblem } from './expenses.schemas';
import { addDays } from './salon-time';

const amounts = (total: number, cash: number, online: number, expense: number, expenseOnline = 0): CashBookAmounts => ({
  totalPaise: total,
  cashPaise: cash,
  onlinePaise: online,
  expensePaise: expense,
  expenseOnlinePaise: expenseOnline,
});

describe('closing arithmetic (docs/product.md#cash-book-rules)', () => {
  it('closing = last closing + total − (cash + expense + online); the online expense does not move it', () => {
    expect(closingAfter(0, amounts(10_000_00, 2_000_00, 3_000_00, 500_00))).toBe(4_500_00);
    expect(closingAfter(4_500_00, amounts(8_000_00, 0, 5_000_00, 1_200_50, 9_999_00))).toBe(6_299_50);
    expect(netChangePaise(amounts(100, 20, 30, 40, 1000))).toBe(10);
  });

  it('may go below zero when a day pays out more than the drawer held', () => {
    expect(closingAfter(1_000_00, amounts(0, 0, 0, 1_500_00))).toBe(-500_00);
  });

  it('reads the opening back from a closing', () => {
    const day = amounts(10_000_00, 2_000_00, 3_000_00, 500_00);
    expect(openingOf({ ...day, closingPaise: closingAfter(7_777_77, day) })).toBe(7_777_77);
  });

  it('a holiday moves nothing', () => {
    expect(closingAfter(3_210_00, ZERO_AMOUNTS)).toBe(3_210_00);
  });

  it('runs the closings of a book from 0', () => {
    expect(runningClosings([amounts(100, 0, 0, 0), amounts(50, 10, 20, 5), amounts(0, 0, 0, 200)])).toEqual([
      100, 115, -85,
    ]);
  });
});

describe('the date-order rule of a new entry (docs/product.md#cash-book-rules)', () => {
  it('takes any date for the first entry of an empty book', () => {
    expect(addDateProblem(null, '2020-01-01')).toBeNull();
    expect(addDateProblem(null, '2030-12-31')).toBeNull();
  });

  it('takes the day of the last entry or the day after it', () => {
    expect(addDateProblem('2026-11-20', '2026-11-20')).toBeNull();
    expect(addDateProblem('2026-11-20', '2026-11-21')).toBeNull();
    expect(addDateProblem('2026-12-31', '2027-01-01')).toBeNull();
    expect(addDateProblem('2028-02-28', '2028-02-29')).toBeNull();
  });

  it("refuses an earlier date with 'You can not Enter Previous Date Expense'", () => {
    expect(addDateProblem('2026-11-20', '2026-11-19')).toBe('You can not Enter Previous Date Expense');
    expect(addDateProblem('2027-01-01', '2026-12-31')).toBe(EXPENSE_MESSAGES.previousDate);
  });

  it("refuses a gap with 'Please Enter Prevoius Date Expense Before Entering Next Date Expense'", () => {
    expect(addDateProblem('2026-11-20', '2026-11-22')).toBe(
      'Please Enter Prevoius Date Expense Before Entering Next Date Expense',
    );
    expect(addDateProblem('2026-02-28', '2026-03-02')).toBe(EXPENSE_MESSAGES.dateGap);
  });

  it('offers the day after the last entry', () => {
    expect(dayAfterLastEntry('2026-12-31')).toBe('2027-01-01');
    expect(dayAfterLastEntry(null)).toBeNull();
  });

  it('lets an edited entry move only between its neighbours', () => {
    expect(editDateProblem('2026-11-10', '2026-11-12', '2026-11-11')).toBeNull();
    expect(editDateProblem('2026-11-10', '2026-11-12', '2026-11-10')).toBeNull();
    expect(editDateProblem('2026-11-10', '2026-11-12', '2026-11-12')).toBeNull();
    expect(editDateProblem('2026-11-10', '2026-11-12', '2026-11-09')).toBe(
      'The date cannot be before the previous entry’s date (10 Nov 2026).',
    );
    expect(editDateProblem('2026-11-10', '2026-11-12', '2026-11-13')).toBe(
      'The date cannot be after the next entry’s date (12 Nov 2026).',
    );
    // The last entry: as a new one would be, at most the day after the previous entry.
    expect(editDateProblem('2026-11-10', null, '2026-11-11')).toBeNull();
    expect(editDateProblem('2026-11-10', null, '2026-11-12')).toBe(EXPENSE_MESSAGES.dateGap);
    // The only entry may take any date.
    expect(editDateProblem(null, null, '2001-01-01')).toBeNull();
  });
});

describe('no entry after the salon’s today', () => {
  it('takes today and earlier, refuses any later day', () => {
    expect(futureDateProblem('2026-11-24', '2026-11-24')).toBeNull();
    expect(futureDateProblem('2021-01-01', '2026-11-24')).toBeNull();
    expect(futureDateProblem('2026-11-25', '2026-11-24')).toBe(EXPENSE_MESSAGES.futureDate);
    expect(futureDateProblem('2027-01-01', '2026-12-31')).toBe('You can not Enter Future Date Expense');
  });
});

describe('holidays', () => {
  it("comment 'Holiday on (DD MMM YYYY)'", () => {
    expect(holidayComment('2026-11-05')).toBe('Holiday on (05 Nov 2026)');
    expect(cashBookDate('2027-01-31')).toBe('31 Jan 2027');
  });

  it('are a day of their own', () => {
    expect(holidayProblem(true, [])).toBeNull();
    expect(holidayProblem(false, [{ isHoliday: false }])).toBeNull();
    expect(holidayProblem(true, [{ isHoliday: false }])).toBe(EXPENSE_MESSAGES.holidayNotEmpty);
    expect(holidayProblem(false, [{ isHoliday: true }])).toBe(EXPENSE_MESSAGES.holidayTaken);
    expect(holidayProblem(true, [{ isHoliday: true }])).toBe(EXPENSE_MESSAGES.holidayTaken);
  });
});

describe('the admin summary', () => {
  it('adds up the range, takes the salaries from what was entered, and defines Profit/Expense', () => {
    const summary = expenseSummary({
      entries: [amounts(10_000_00, 1_000_00, 4_000_00, 500_00, 200_00), amounts(6_000_00, 0, 2_000_00, 300_00, 0)],
      cashSalaryPaise: 3_000_00,
      onlineSalaryPaise: 1_500_00,
      enteredCashPaise: 5_000_00,
      enteredOnlinePaise: 1_000_00,
    });
    expect(summary).toEqual({
      totalPaise: 16_000_00,
      cashPaise: 1_000_00,
      onlinePaise: 6_000_00,
      cashExpensePaise: 800_00,
      onlineExpensePaise: 200_00,
      cashSalaryPaise: 3_000_00,
      onlineSalaryPaise: 1_500_00,
      cashLeftPaise: 2_000_00,
      onlineLeftPaise: -500_00,
      profitPaise: 16_000_00 - 800_00 - 200_00 - 3_000_00 - 1_500_00,
    });
  });
});

/** Amounts up to ₹1,00,000 each, in paise. */
const anyAmounts: fc.Arbitrary<CashBookAmounts> = fc.record({
  totalPaise: fc.integer({ min: 0, max: 10_000_000 }),
  cashPaise: fc.integer({ min: 0, max: 10_000_000 }),
  onlinePaise: fc.integer({ min: 0, max: 10_000_000 }),
  expensePaise: fc.integer({ min: 0, max: 10_000_000 }),
  expenseOnlinePaise: fc.integer({ min: 0, max: 10_000_000 }),
});

type Operation =
  | { kind: 'add'; amounts: CashBookAmounts; nextDay: boolean }
  | { kind: 'edit'; pick: number; amounts: CashBookAmounts; dayShift: number }
  | { kind: 'delete'; pick: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('add' as const), amounts: anyAmounts, nextDay: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      amounts: anyAmounts,
      dayShift: fc.integer({ min: -2, max: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
);

describe('the cash book (property tests)', () => {
  it('any sequence of adds, edits and deletes leaves every closing equal to the running sum', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        let book: BookEntry[] = [];
        let nextId = 1;
        for (const op of operations) {
          if (op.kind === 'add') {
            const last = book.at(-1);
            const date = last ? (op.nextDay ? addDays(last.date, 1) : last.date) : '2026-11-01';
            expect(addDateProblem(last?.date ?? null, date)).toBeNull();
            book = addToBook(book, { id: nextId++, date, ...op.amounts });
          } else if (book.length > 0) {
            const index = op.pick % book.length;
            const entry = book[index]!;
            if (op.kind === 'delete') {
              book = deleteFromBook(book, entry.id);
            } else {
              const date = addDays(entry.date, op.dayShift);
              const problem = editDateProblem(book[index - 1]?.date ?? null, book[index + 1]?.date ?? null, date);
              book = editInBook(book, entry.id, { ...op.amounts, date: problem ? entry.date : date });
            }
          }
          expect(closingsAgree(book)).toBe(true);
          // The rules keep the book in book order: dates never go back, and ids grow.
          for (let at = 1; at < book.length; at += 1) {
            expect(compareBookOrder(book[at - 1]!, book[at]!)).toBeLessThan(0);
          }
        }
        expect(book.map((entry) => entry.closingPaise)).toEqual(runningClosings(book));
      }),
      { seed: 20261122, numRuns: 400 },
    );
  });

  it('an edit moves every later closing by the change of the net, and only those', () => {
    fc.assert(
      fc.property(fc.array(anyAmounts, { minLength: 1, maxLength: 20 }), fc.nat(), anyAmounts, (days, pick, change) => {
        let book: BookEntry[] = [];
        days.forEach((day, index) => (book = addToBook(book, { id: index + 1, date: '2026-11-01', ...day })));
        const index = pick % book.length;
        const edited = editInBook(book, book[index]!.id, change);
        const delta = netChangePaise(change) - netChangePaise(book[index]!);
        edited.forEach((entry, at) =>
          expect(entry.closingPaise).toBe(book[at]!.closingPaise + (at >= index ? delta : 0)),
        );
      }),
      { seed: 20261122, numRuns: 300 },
    );
  });
});
