/**
 * The cash book over HTTP (docs/product.md#api-expenses, #roles): staff and the admin add entries and read the book;
 * only the admin edits or deletes (staff: "add only, delete disabled").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EXPENSE_MESSAGES,
  addExpenseSchema,
  deleteExpenseSchema,
  expenseAnswerSchema,
  expenseListAnswerSchema,
  lastExpenseAnswerSchema,
  listExpenseSchema,
  updateExpenseSchema,
  type ListExpenseQuery,
} from '@shared/expenses.schemas';
import { paiseToRupees } from '@shared/money';
import { messageAnswerSchema } from '@shared/answers';
import type { AppContext } from '@server/context';
import { ADMIN_ONLY, BACK_OFFICE, signedInUser } from '@server/plugins/auth';
import { FORM_BODIES, featureRoutes } from '@server/plugins/routes';
import { answerMessage, answerSaved } from '@server/plugins/answers';
import { addExpense, deleteExpense, lastEntry, listExpensesFor, updateExpense } from './expenses.actions';
import { toExpenseAnswer, toExpenseTotals } from './expenses.mapper';

const LIST_SUMMARY =
  'One page of the entries from start_date to end_date (default: the first of the salon’s month to its today; any ' +
  'length, start_date not after end_date), by date (default), total, cash, expense or closing, asc (default) or ' +
  'desc: page (from 1) and limit (rows a page, 100 unless given, at most 500; more answers 422). totals are the ' +
  'whole range’s count, sums and last closing; amount and online_amount are the salaries dated in the range, paid ' +
  'in cash and online (answered to the admin only)';

export function registerExpenseRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['expenses']);

  /** The salary totals come with the admin's list only (expenses.actions.ts). */
  async function list(request: FastifyRequest, query: ListExpenseQuery) {
    const { rows, totals, salaries, range } = await listExpensesFor(context, signedInUser(request), query);
    const salaryTotals = salaries
      ? { amount: paiseToRupees(salaries.cashPaise), online_amount: paiseToRupees(salaries.onlinePaise) }
      : {};
    return {
      data: rows.map(toExpenseAnswer),
      totals: toExpenseTotals(totals),
      page: query.page,
      limit: query.limit,
      ...salaryTotals,
      start_date: range.start,
      end_date: range.end,
    };
  }

  route.post('/api/expense/add', {
    access: BACK_OFFICE,
    summary:
      'Add an entry for the day of the last entry or the day after it (any day for the first). closing = last ' +
      'closing + total − (cash + expense + online); a `closing` sent that differs from it answers 409 (the book ' +
      'changed since the form was opened). holiday=1 saves zero amounts and the comment Holiday on (DD MMM YYYY).',
    consumes: FORM_BODIES,
    body: addExpenseSchema,
    answer: expenseAnswerSchema,
    handler: (request) =>
      answerSaved(EXPENSE_MESSAGES.added, toExpenseAnswer, addExpense(context, signedInUser(request), request.body)),
  });

  route.post('/api/expense/all', {
    access: BACK_OFFICE,
    summary: LIST_SUMMARY,
    consumes: FORM_BODIES,
    // A POST without a body asks for the defaults.
    body: listExpenseSchema.nullish(),
    answer: expenseListAnswerSchema,
    handler: (request) => list(request, request.body ?? listExpenseSchema.parse({})),
  });

  route.get('/api/expense/all', {
    access: BACK_OFFICE,
    summary: LIST_SUMMARY,
    querystring: listExpenseSchema,
    answer: expenseListAnswerSchema,
    handler: (request) => list(request, request.query),
  });

  route.post('/api/expense/update', {
    access: ADMIN_ONLY,
    summary:
      'Edit an entry (admin). The date may move only between the neighbouring entries’ dates; the closing sent ' +
      'is ignored: this entry’s and every later closing are recomputed in the same transaction.',
    consumes: FORM_BODIES,
    body: updateExpenseSchema,
    answer: expenseAnswerSchema,
    handler: (request) => answerSaved(EXPENSE_MESSAGES.updated, toExpenseAnswer, updateExpense(context, request.body)),
  });

  route.post('/api/expense/delete', {
    access: ADMIN_ONLY,
    summary: 'Delete an entry (admin); every later closing follows in the same transaction',
    consumes: FORM_BODIES,
    body: deleteExpenseSchema,
    answer: messageAnswerSchema,
    handler: (request) => answerMessage(EXPENSE_MESSAGES.deleted, deleteExpense(context, request.body.id)),
  });

  route.post('/api/expense/lastExpense', {
    access: BACK_OFFICE,
    summary: 'The last entry’s closing and date (0 and null for an empty book): the opening of the next entry',
    answer: lastExpenseAnswerSchema,
    handler: async () => {
      const last = await lastEntry(context);
      return { closing: paiseToRupees(last?.closing_paise ?? 0), date: last?.date ?? null, id: last?.id ?? null };
    },
  });
}
