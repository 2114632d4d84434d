/**
 * Staff salary payments (docs/product.md#salary, #entity-salary, #validation-salary, #api-salary, #toasts). Amounts
 * travel in rupees (cash `amount`, `online_amount`) and are kept in paise. Choices the spec leaves open:
 * - the date is required, a real calendar date from 2000 on and never after the salon's today (a payment is
 *   recorded when it has been made; older ones may be entered late);
 * - the staff member is required ('Please choose a staff member.': the spec's default staff '{code}' is an unfilled
 *   placeholder); salaries go to active staff (user_type 2), not to the admin, who runs the salon;
 * - at least one of the two amounts must be above 0;
 * - the list covers any range, from the first of the salon's month to its today unless asked otherwise, a page of
 *   rows at a time with the whole range's totals (issue 15).
 */
import { z } from 'zod';
import { namedRecordSchema, savedAnswer } from './answers';
import {
  amountInput,
  blankOrRecordId,
  isBlank,
  optionalDateRange,
  recordId,
  SHORT_TEXT_MAX,
  withCrossFieldRule,
  type CrossFieldIssue,
  type Today,
} from './fields';
import { hasWholePaise } from './money';
import { pagedRangeAnswer, pagingFields, sortColumn, sortDirection } from './paged-range';
import { firstOfMonth, isCalendarDate } from './salon-time';

export const SALARY_COMMENT_MAX = 500;
/** The earliest salary date accepted: an earlier year is a typing slip (0226 for 2026). */
export const SALARY_FIRST_DATE = '2000-01-01';
/** The largest amount of one payment, in rupees (one crore): anything above is a typing slip. */
export const SALARY_AMOUNT_MAX = 10_000_000;

export const SALARY_MESSAGES = {
  dateRequired: 'Date is required!',
  date: 'Please enter a valid date.',
  futureDate: 'The salary date cannot be later than today.',
  staffRequired: 'Please choose a staff member.',
  unknownStaff: 'Please choose an active staff member of the salon.',
  amount: 'Please enter an amount of rupees (a number not below 0, at most two decimals).',
  amountEmpty: 'Please enter a cash or online amount.',
  comment: `The comment is at most ${SALARY_COMMENT_MAX} characters.`,
  added: 'Salary has been added!',
  updated: 'Salary has been updated!',
  deleted: 'Salary has been deleted!',
  notFound: 'This salary payment does not exist.',
  rangeOrder: 'The start date cannot be after the end date.',
  sortby: 'sortby must be date, amount or online_amount.',
  direction: 'direction must be asc or desc.',
} as const;

/** A rupee amount as typed or sent: blank is 0; a number not below 0 with whole paise. */
export const salaryAmount = z.preprocess(
  (value) => amountInput(isBlank(value) ? 0 : value),
  z
    .number({ error: SALARY_MESSAGES.amount })
    .min(0, SALARY_MESSAGES.amount)
    .max(SALARY_AMOUNT_MAX, SALARY_MESSAGES.amount)
    .refine(hasWholePaise, SALARY_MESSAGES.amount),
);

const salaryId = blankOrRecordId(SALARY_MESSAGES.notFound);

/** The staff member paid: a user id, or { id } as a picker may keep it. */
const staffId = z.preprocess(
  (value) => {
    if (isBlank(value)) return undefined;
    if (typeof value === 'object' && value !== null && 'id' in value) return (value as { id: unknown }).id;
    return value;
  },
  recordId(SALARY_MESSAGES.unknownStaff, SALARY_MESSAGES.staffRequired),
);

function salaryDate(today: Today) {
  const todayNow = () => (typeof today === 'function' ? today() : today);
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string({ error: SALARY_MESSAGES.date })
      .trim()
      .min(1, { error: SALARY_MESSAGES.dateRequired, abort: true })
      .max(SHORT_TEXT_MAX, { error: SALARY_MESSAGES.date, abort: true })
      .refine((value) => isCalendarDate(value) && value >= SALARY_FIRST_DATE, {
        error: SALARY_MESSAGES.date,
        abort: true,
      })
      .refine((value) => value <= todayNow(), SALARY_MESSAGES.futureDate),
  );
}

function salaryFields(today: Today) {
  return z.object({
    date: salaryDate(today),
    staff: staffId,
    amount: salaryAmount,
    online_amount: salaryAmount,
    comment: z.preprocess(
      (value) => (value === null || value === undefined ? '' : value),
      z.string({ error: SALARY_MESSAGES.comment }).trim().max(SALARY_COMMENT_MAX, SALARY_MESSAGES.comment),
    ),
  });
}

/**
 * Nothing paid is no payment: at least one amount above 0 (said under the cash amount), once both amounts are
 * amounts (a refused one says what is wrong with it, not this).
 */
function somethingPaid(input: Record<string, unknown>): CrossFieldIssue[] {
  const cash = salaryAmount.safeParse(input.amount);
  const online = salaryAmount.safeParse(input.online_amount);
  const isNothing = cash.success && online.success && cash.data <= 0 && online.data <= 0;
  return isNothing ? [{ path: 'amount', message: SALARY_MESSAGES.amountEmpty }] : [];
}

/** The fields of Add Salary and Edit Salary; `today` is the salon's (asked at each validation on the server). */
export function salaryFieldsSchema(today: Today) {
  return withCrossFieldRule(salaryFields(today), somethingPaid);
}
export type SalaryPayload = z.infer<ReturnType<typeof salaryFieldsSchema>>;

/** POST /api/salary/edit: the id and the same fields. */
export function salaryEditSchema(today: Today) {
  return withCrossFieldRule(salaryFields(today).extend({ id: salaryId }), somethingPaid);
}
export type SalaryEditPayload = z.infer<ReturnType<typeof salaryEditSchema>>;

/** GET /api/salary/delete?id= */
export const salaryIdQuery = z.object({ id: salaryId });

export const SALARY_SORT_FIELDS = ['date', 'amount', 'online_amount'] as const;
export type SalarySortField = (typeof SALARY_SORT_FIELDS)[number];
export type { SortDirection } from './paged-range';

/** GET /api/salary/list: newest first unless asked otherwise; a page of rows (page from 1, limit 100, at most 500). */
export const salaryListQuery = z.object({
  ...pagingFields,
  ...optionalDateRange(SALARY_MESSAGES.date),
  sortby: sortColumn(SALARY_SORT_FIELDS, 'date', SALARY_MESSAGES.sortby),
  direction: sortDirection('desc', SALARY_MESSAGES.direction, { anyCase: true }),
});
export type SalaryListQuery = z.infer<typeof salaryListQuery>;

/**
 * The list's range when none is chosen (docs/product.md#salary: 'from a start date to today'): the salon's month so
 * far.
 */
export function defaultSalaryRange(today: string): { start: string; end: string } {
  return { start: firstOfMonth(today), end: today };
}

/** Why a range cannot be listed, or null when it can (start ≤ end; any length). */
export function salaryRangeProblem(start: string, end: string): 'order' | null {
  return start > end ? 'order' : null;
}

export const salarySchema = z.object({
  id: z.number(),
  date: z.string(),
  staff: namedRecordSchema,
  /** Cash, in rupees. */
  amount: z.number(),
  online_amount: z.number(),
  comment: z.string(),
  /** The name of who recorded it. */
  user: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Salary = z.infer<typeof salarySchema>;

/** The whole range's figures, whatever page is shown. */
export const salaryTotalsSchema = z.object({
  amount: z.number(),
  online_amount: z.number(),
  total: z.number(),
  count: z.number(),
});
export type SalaryTotals = z.infer<typeof salaryTotalsSchema>;

export const salaryListAnswerSchema = pagedRangeAnswer(salarySchema, salaryTotalsSchema, {});
export type SalaryListAnswer = z.infer<typeof salaryListAnswerSchema>;

export const salarySavedAnswerSchema = savedAnswer(salarySchema);
export type SalarySavedAnswer = z.infer<typeof salarySavedAnswerSchema>;

/** The comment as the list shows it before it is expanded (docs/product.md#constants: 15 characters). */
export function commentPreview(comment: string, length: number): { text: string; isCut: boolean } {
  const characters = Array.from(comment);
  if (characters.length <= length) return { text: comment, isCut: false };
  return { text: `${characters.slice(0, length).join('')}…`, isCut: true };
}
