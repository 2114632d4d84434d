/**
 * The cash book's payloads and answers (docs/product.md#entity-expense, #validation-expense, #api-expenses,
 * #errors-back-office). Money travels in rupees (at most two decimals); dates as YYYY-MM-DD in the salon's calendar.
 */
import { z } from 'zod';
import { namedRecordSchema, savedAnswer } from './answers';
import { ZERO_DATE } from './constants';
import {
  amountInput,
  blankOrRecordId,
  ignoredValue,
  isBlank,
  optionalDateRange,
  optionalText,
  shortText,
  withCrossFieldRule,
} from './fields';
import { messageTemplate } from './message-template';
import { hasWholePaise } from './money';
import { pagedRangeAnswer, pagingFields, sortColumn, sortDirection } from './paged-range';
import { addDays, isCalendarDate } from './salon-time';

export const EXPENSE_COMMENT_MAX = 1000;
const AMOUNT_MAX_RUPEES = 100_000_000;

export const EXPENSE_MESSAGES = {
  /** docs/product.md#api-expenses: 'Successful.' is what an add answers on success. */
  added: 'Successful.',
  updated: 'Expense has been updated!',
  deleted: 'Expense has been deleted!',
  dateRequired: 'Date is required!',
  date: 'Please enter a valid date.',
  previousDate: 'You can not Enter Previous Date Expense',
  futureDate: 'You can not Enter Future Date Expense',
  dateGap: 'Please Enter Prevoius Date Expense Before Entering Next Date Expense',
  changed: 'The cash book has changed since you opened this form. Please check the opening balance and try again.',
  expenseRequired: 'Expense is required!',
  totalRequired: 'Total expense is required!',
  cashRequired: 'Cash expense is required!',
  onlineRequired: 'Online expense is required!',
  amount: 'Please enter an amount of rupees (at most two decimals, not below 0).',
  closing: 'The closing must be an amount of rupees (at most two decimals).',
  comment: `The comment is at most ${EXPENSE_COMMENT_MAX} characters.`,
  holiday: 'Holiday must be 1 (yes) or 0 (no).',
  holidayTaken: 'This day is already marked as a holiday.',
  holidayNotEmpty: 'A holiday can only be entered for a day with no other entries.',
  beforePrevious: messageTemplate('The date cannot be before the previous entry’s date ({{date}}).'),
  afterNext: messageTemplate('The date cannot be after the next entry’s date ({{date}}).'),
  notFound: 'This expense does not exist.',
  id: 'Please choose an expense.',
  rangeOrder: 'The start date cannot be after the end date.',
  direction: 'direction must be asc or desc.',
  sortby: 'sortby must be date, total, cash, expense or closing.',
} as const;

/**
 * The date rule of a new entry (docs/product.md#cash-book-rules): the day of the last entry or the day after it; the
 * first entry of an empty book may take any date. Answers the spec's refusal, or null when the date is allowed.
 */
export function addDateProblem(lastDate: string | null, date: string): string | null {
  if (lastDate === null) return null;
  if (date < lastDate) return EXPENSE_MESSAGES.previousDate;
  if (date > addDays(lastDate, 1)) return EXPENSE_MESSAGES.dateGap;
  return null;
}

/**
 * No entry may be dated after the salon's today (issue 14): a book pushed into the future would refuse today's
 * entries. Holds for a new entry and an edited one.
 */
export function futureDateProblem(date: string, today: string): string | null {
  return date > today ? EXPENSE_MESSAGES.futureDate : null;
}

/** 'YYYY-MM-DD', or a date and time whose date part is taken (the old client sent either). */
function calendarDate(requiredMessage: string) {
  return z.preprocess(
    (value) => (isBlank(value) || value === ZERO_DATE ? undefined : value),
    shortText(EXPENSE_MESSAGES.date, requiredMessage).transform((text, context) => {
      const date = /^\d{4}-\d{2}-\d{2}(?:[ T].*)?$/.test(text) ? text.slice(0, 10) : text;
      if (!isCalendarDate(date)) {
        context.addIssue({ code: 'custom', message: EXPENSE_MESSAGES.date });
        return z.NEVER;
      }
      return date;
    }),
  );
}

/** An amount of rupees, read by amountInput before it (so '0x10', true and [1] are no amount). */
const amountNumber = z
  .number({ error: EXPENSE_MESSAGES.amount })
  .min(0, EXPENSE_MESSAGES.amount)
  .max(AMOUNT_MAX_RUPEES, EXPENSE_MESSAGES.amount)
  .refine(hasWholePaise, EXPENSE_MESSAGES.amount);

/** An amount that may be left out: blank and missing are 0. */
const optionalRupees = z.preprocess((value) => amountInput(isBlank(value) ? 0 : value), amountNumber);

/** An amount the update needs, with its message of docs/product.md#validation-expense when it is missing. */
function requiredRupees(message: string) {
  return z.preprocess((value, context) => {
    if (!isBlank(value)) return amountInput(value);
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  }, amountNumber);
}

/** An amount that keeps the stored one when it is left out. */
const keptRupees = z.preprocess((value) => (isBlank(value) ? undefined : amountInput(value)), amountNumber.optional());

/**
 * The closing the browser computed, the one amount that may be below zero ('-250.50'); missing means "let the server
 * compute it".
 */
const clientClosing = z.preprocess(
  (value) => (isBlank(value) ? undefined : amountInput(value, { allowNegative: true })),
  z
    .number({ error: EXPENSE_MESSAGES.closing })
    .min(-AMOUNT_MAX_RUPEES * 10, EXPENSE_MESSAGES.closing)
    .max(AMOUNT_MAX_RUPEES * 10, EXPENSE_MESSAGES.closing)
    .refine(hasWholePaise, EXPENSE_MESSAGES.closing)
    .optional(),
);

/** The Holiday checkbox as a form or JSON sends it: 1/0, true/false, 'on'; missing is no. */
function holidayValue(value: unknown): unknown {
  if (isBlank(value) || value === false || value === 0 || value === '0' || value === 'false') return false;
  if (value === true || value === 1 || value === '1' || value === 'true' || value === 'on') return true;
  return value;
}
const holidayFlag = z.preprocess(holidayValue, z.boolean({ error: EXPENSE_MESSAGES.holiday }));

/**
 * The amounts a day needs (the messages of docs/product.md#validation-expense), unless it is a holiday, whose amounts
 * are all zero.
 */
const DAY_AMOUNTS = ['total', 'cash', 'online', 'expense'] as const;

/** A holiday's blank amounts are 0 before the fields are read; any other entry must give each amount. */
function withHolidayZeros(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entry = value as Record<string, unknown>;
  if (holidayValue(entry.holiday) !== true) return value;
  return { ...entry, ...Object.fromEntries(DAY_AMOUNTS.filter((f) => isBlank(entry[f])).map((f) => [f, 0])) };
}

const expenseId = blankOrRecordId(EXPENSE_MESSAGES.id);

/**
 * POST /api/expense/add (docs/product.md#api-expenses): id is ignored; `holiday` (an addition) saves a holiday entry
 * with zero amounts.
 * `closing` is the closing the form showed: the server refuses the add (409) when its own differs, which is how two
 * adds made from one opening are told apart.
 */
export const addExpenseSchema = z.preprocess(
  withHolidayZeros,
  z.object({
    id: ignoredValue,
    date: calendarDate(EXPENSE_MESSAGES.dateRequired),
    // An empty amount is a mistake, not ₹0 (issue 15): the same messages as the update's, a holiday aside.
    total: requiredRupees(EXPENSE_MESSAGES.totalRequired),
    cash: requiredRupees(EXPENSE_MESSAGES.cashRequired),
    online: requiredRupees(EXPENSE_MESSAGES.onlineRequired),
    expense: requiredRupees(EXPENSE_MESSAGES.expenseRequired),
    expense_online: optionalRupees,
    closing: clientClosing,
    /**
     * The id of the last entry the form was opened on (0 for an empty book; an addition to
     * docs/product.md#api-expenses): another add in between answers 409 even when its amounts cancel out and leave the
     * closing where it was.
     */
    last_id: z.preprocess(
      (value) => (value === '' || value === null || value === undefined ? undefined : value),
      z.coerce
        .number({ error: EXPENSE_MESSAGES.changed })
        .int(EXPENSE_MESSAGES.changed)
        .min(0, EXPENSE_MESSAGES.changed)
        .optional(),
    ),
    comment: optionalText(EXPENSE_COMMENT_MAX),
    holiday: holidayFlag,
  }),
);
export type AddExpensePayload = z.infer<typeof addExpenseSchema>;

/**
 * POST /api/expense/update (admin): the update messages of docs/product.md#validation-expense; `closing` is ignored
 * (the server recomputes it and every later one). expense_online and comment keep their stored values when left out;
 * `holiday` missing is no.
 */
export const updateExpenseSchema = z.preprocess(
  withHolidayZeros,
  z.object({
    id: expenseId,
    date: calendarDate(EXPENSE_MESSAGES.dateRequired),
    total: requiredRupees(EXPENSE_MESSAGES.totalRequired),
    cash: requiredRupees(EXPENSE_MESSAGES.cashRequired),
    online: requiredRupees(EXPENSE_MESSAGES.onlineRequired),
    expense: requiredRupees(EXPENSE_MESSAGES.expenseRequired),
    expense_online: keptRupees,
    comment: z.preprocess(
      (value) => (value === undefined || value === null ? undefined : value),
      optionalText(EXPENSE_COMMENT_MAX).optional(),
    ),
    closing: ignoredValue,
    holiday: holidayFlag,
  }),
);
export type UpdateExpensePayload = z.infer<typeof updateExpenseSchema>;

export const deleteExpenseSchema = z.object({ id: expenseId });

const FORM_AMOUNTS = [...DAY_AMOUNTS, 'expense_online'] as const;

/** A holiday's amounts are 0 whatever the form's locked inputs still hold. */
function holidayFormZeros(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entry = value as Record<string, unknown>;
  if (holidayValue(entry.holiday) !== true) return value;
  return { ...entry, ...Object.fromEntries(FORM_AMOUNTS.map((field) => [field, 0])) };
}

/**
 * The Add Expense and Update Expense forms (docs/product.md#validation-expense): their call's schema, in its words,
 * with the date rules the server checks again against the book (under its lock): never after the salon's today, and a
 * new entry on the day of the last entry or the day after (#cash-book-rules). The update form holds the entry's id.
 */
export function expenseFormSchema(mode: 'add' | 'update', rules: { today: string; lastDate: string | null }) {
  const call = mode === 'add' ? addExpenseSchema : updateExpenseSchema;
  return withCrossFieldRule(z.preprocess(holidayFormZeros, call), (input) => {
    const date = typeof input.date === 'string' && isCalendarDate(input.date) ? input.date : null;
    if (date === null) return [];
    const problem =
      futureDateProblem(date, rules.today) ?? (mode === 'add' ? addDateProblem(rules.lastDate, date) : null);
    return problem ? [{ path: 'date', message: problem }] : [];
  });
}
export type ExpenseFormPayload = z.infer<ReturnType<typeof expenseFormSchema>>;

export const EXPENSE_SORTS = ['date', 'total', 'cash', 'expense', 'closing'] as const;
export type ExpenseSort = (typeof EXPENSE_SORTS)[number];

/**
 * POST (body) or GET (query) /api/expense/all: the range (default: the first of the month to today; any length),
 * the order, and the page (page from 1, limit rows a page: 100 unless asked, at most 500).
 */
export const listExpenseSchema = z.object({
  ...pagingFields,
  ...optionalDateRange(EXPENSE_MESSAGES.date, { zeroIsBlank: true }),
  direction: sortDirection('asc', EXPENSE_MESSAGES.direction),
  sortby: sortColumn(EXPENSE_SORTS, 'date', EXPENSE_MESSAGES.sortby),
});
export type ListExpenseQuery = z.infer<typeof listExpenseSchema>;

/** An entry as answered (docs/product.md#entity-expense), in rupees. */
export const expenseSchema = z.object({
  id: z.number(),
  date: z.string(),
  total: z.number(),
  cash: z.number(),
  online: z.number(),
  expense: z.number(),
  expense_online: z.number(),
  /** The balance after this entry; may be below zero. */
  closing: z.number(),
  /** The spec's cash1 ('not shown' there): the opening this entry started from, the closing before it. */
  cash1: z.number(),
  comment: z.string(),
  /** 1 for a holiday entry (zero amounts, comment 'Holiday on (DD MMM YYYY)'). */
  holiday: z.number(),
  /** Who added the entry. */
  user: namedRecordSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const expenseAnswerSchema = savedAnswer(expenseSchema);
export type ExpenseAnswer = z.infer<typeof expenseAnswerSchema>;

/** The whole range's figures, whatever page is shown, in rupees. */
export const expenseTotalsSchema = z.object({
  /** How many entries the range holds. */
  count: z.number(),
  total: z.number(),
  cash: z.number(),
  online: z.number(),
  expense: z.number(),
  expense_online: z.number(),
  /** The closing of the range's last entry in book order; null for an empty range. */
  closing: z.number().nullable(),
});
export type ExpenseTotals = z.infer<typeof expenseTotalsSchema>;

export const expenseListAnswerSchema = pagedRangeAnswer(expenseSchema, expenseTotalsSchema, {
  /** Salaries dated in the range, paid in cash: for the admin only (staff must not read colleagues' pay). */
  amount: z.number().optional(),
  /** Salaries dated in the range, paid online: for the admin only. */
  online_amount: z.number().optional(),
});
export type ExpenseListAnswer = z.infer<typeof expenseListAnswerSchema>;

export const lastExpenseAnswerSchema = z.object({
  /** The last entry's closing, 0 for an empty book. */
  closing: z.number(),
  /** The last entry's date, null for an empty book. */
  date: z.string().nullable(),
  /** The last entry's id, null for an empty book (sent back as `last_id` with the next add). */
  id: z.number().nullable(),
});
export type LastExpenseAnswer = z.infer<typeof lastExpenseAnswerSchema>;
