/** The back-office forms' shared schemas (docs/decisions/015-back-office-kit.md): their words and where they say them. */
import { describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES, expenseFormSchema } from './expenses.schemas';
import { ORDER_MESSAGES, paymentFormSchema } from './orders.schemas';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('expenseFormSchema', () => {
  const rules = { today: '2026-11-22', lastDate: '2026-11-20' };
  const day = { date: '2026-11-21', holiday: false, total: 1000, cash: 200, online: 0, expense: 50, comment: '' };

  it('takes a day of the book with its amounts', () => {
    expect(expenseFormSchema('add', rules).parse(day)).toMatchObject({ date: '2026-11-21', total: 1000, cash: 200 });
  });

  it("says each empty amount and the date's problem in the spec's words, side by side", () => {
    const result = expenseFormSchema('add', rules).safeParse({ ...day, date: '2026-11-19', total: '', online: '' });
    expect(issuesOf(result)).toEqual({
      total: EXPENSE_MESSAGES.totalRequired,
      online: EXPENSE_MESSAGES.onlineRequired,
      date: EXPENSE_MESSAGES.previousDate,
    });
    const later = expenseFormSchema('add', rules).safeParse({ ...day, date: '2026-11-23' });
    expect(issuesOf(later)).toEqual({ date: EXPENSE_MESSAGES.futureDate });
    expect(issuesOf(expenseFormSchema('add', rules).safeParse({ ...day, date: null }))).toEqual({
      date: EXPENSE_MESSAGES.dateRequired,
    });
  });

  it('reads a holiday as zero amounts whatever its locked inputs hold', () => {
    const holiday = { ...day, holiday: true, total: 'x', cash: '' };
    expect(expenseFormSchema('add', rules).parse(holiday)).toMatchObject({ total: 0, cash: 0, expense_online: 0 });
  });

  it('lets an edited entry keep an earlier date, never a later one than today', () => {
    const entry = { ...day, id: 4, date: '2026-10-01' };
    expect(expenseFormSchema('update', rules).safeParse(entry).success).toBe(true);
    expect(issuesOf(expenseFormSchema('update', rules).safeParse({ ...entry, date: '2026-12-01' }))).toEqual({
      date: EXPENSE_MESSAGES.futureDate,
    });
  });
});

describe('paymentFormSchema', () => {
  const due = 2_700_00;

  it('takes the method’s amounts only, up to the due', () => {
    expect(paymentFormSchema(due).parse({ method: 'cash', cash: 700, online: 'ignored', paymentId: ' UPI ' })).toEqual({
      method: 'cash',
      cash: 700,
      online: 0,
      paymentId: 'UPI',
    });
  });

  it('refuses nothing and more than the due under the method’s first amount', () => {
    expect(issuesOf(paymentFormSchema(due).safeParse({ method: 'cash', cash: '', online: '', paymentId: '' }))).toEqual(
      { cash: ORDER_MESSAGES.paymentEmpty },
    );
    const tooMuch = paymentFormSchema(due).safeParse({ method: 'online', cash: '', online: 2701, paymentId: '' });
    expect(issuesOf(tooMuch)).toEqual({ online: ORDER_MESSAGES.paymentTooMuch });
    const both = paymentFormSchema(due).safeParse({ method: 'both', cash: 'abc', online: 1, paymentId: '' });
    expect(issuesOf(both)).toEqual({ cash: ORDER_MESSAGES.amount });
  });
});
