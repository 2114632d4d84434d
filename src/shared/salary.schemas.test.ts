import { describe, expect, it } from 'vitest';
import {
  SALARY_MESSAGES,
  commentPreview,
  defaultSalaryRange,
  salaryEditSchema,
  salaryFieldsSchema,
  salaryRangeProblem,
} from './salary.schemas';

const today = '2026-11-22';
const schema = salaryFieldsSchema(today);
const valid = { date: today, staff: 3, amount: 1000, online_amount: '', comment: '' };

function messagesOf(input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('salaryFieldsSchema (docs/product.md#validation-salary)', () => {
  it('reads a form: blank amounts are 0, numbers typed as text, staff as an id', () => {
    expect(schema.parse({ ...valid, staff: '3', amount: '1000', comment: '  Advance ' })).toEqual({
      date: today,
      staff: 3,
      amount: 1000,
      online_amount: 0,
      comment: 'Advance',
    });
  });

  it.each([
    [{ date: '' }, 'date', SALARY_MESSAGES.dateRequired],
    [{ date: null }, 'date', SALARY_MESSAGES.dateRequired],
    [{ date: '2026-13-01' }, 'date', SALARY_MESSAGES.date],
    [{ date: '2026-11-23' }, 'date', SALARY_MESSAGES.futureDate],
    [{ staff: null }, 'staff', SALARY_MESSAGES.staffRequired],
    [{ staff: 0 }, 'staff', SALARY_MESSAGES.unknownStaff],
    [{ amount: -5 }, 'amount', SALARY_MESSAGES.amount],
    [{ amount: 0.001 }, 'amount', SALARY_MESSAGES.amount],
    [{ amount: 0, online_amount: 0 }, 'amount', SALARY_MESSAGES.amountEmpty],
    [{ comment: 'x'.repeat(501) }, 'comment', SALARY_MESSAGES.comment],
  ])('refuses %o', (change, field, message) => {
    expect(messagesOf({ ...valid, ...change })[field]).toEqual([message]);
  });

  it('asks for today each time when given a function', () => {
    let now = '2026-11-21';
    const moving = salaryFieldsSchema(() => now);
    expect(moving.safeParse(valid).success).toBe(false);
    now = today;
    expect(moving.safeParse(valid).success).toBe(true);
  });

  it('edit needs the id as well', () => {
    expect(salaryEditSchema(today).safeParse(valid).success).toBe(false);
    expect(salaryEditSchema(today).parse({ ...valid, id: '9' }).id).toBe(9);
  });
});

describe('the list range', () => {
  it('defaults to the first of the month to today', () => {
    expect(defaultSalaryRange(today)).toEqual({ start: '2026-11-01', end: today });
  });

  it('needs start ≤ end, and takes any length (issue 15: two financial years and more)', () => {
    expect(salaryRangeProblem('2026-11-02', '2026-11-01')).toBe('order');
    expect(salaryRangeProblem('2026-11-01', '2026-11-01')).toBeNull();
    expect(salaryRangeProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(salaryRangeProblem('2024-04-01', '2026-03-31')).toBeNull();
    expect(salaryRangeProblem('2000-01-01', '2026-12-31')).toBeNull();
  });
});

describe('commentPreview (docs/product.md#constants: 15 characters)', () => {
  it('keeps a short comment and cuts a long one after 15 characters', () => {
    expect(commentPreview('Salary for Oct', 15)).toEqual({ text: 'Salary for Oct', isCut: false });
    expect(commentPreview('Salary for October 2026', 15)).toEqual({ text: 'Salary for Octo…', isCut: true });
    expect(commentPreview('😀'.repeat(16), 15).text).toBe(`${'😀'.repeat(15)}…`);
  });
});
