/**
 * Salary over HTTP (docs/product.md#api-salary): GET salary/list for staff and admin (staff see their own payments),
 * POST salary/add, POST salary/edit and GET salary/delete for the admin only (docs/product.md#roles).
 */
import type { FastifyInstance } from 'fastify';
import {
  SALARY_MESSAGES,
  salaryEditSchema,
  salaryFieldsSchema,
  salaryIdQuery,
  salaryListAnswerSchema,
  salaryListQuery,
  salarySavedAnswerSchema,
} from '@shared/salary.schemas';
import { salonToday } from '@shared/salon-time';
import { messageAnswerSchema } from '@shared/answers';
import type { AppContext } from '@server/context';
import { ADMIN_ONLY, BACK_OFFICE, signedInUser } from '@server/plugins/auth';
import { FORM_BODIES, featureRoutes } from '@server/plugins/routes';
import { answerMessage, answerSaved } from '@server/plugins/answers';
import { addSalary, editSalary, listSalariesFor, removeSalary } from './salary.actions';
import { salaryTotalsOf, toSalaryAnswer } from './salary.mapper';

export function registerSalaryRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['salary']);
  // The salon's today, asked at each request: a server lives through midnight.
  const today = () => salonToday(context.config.timeZone);

  route.get('/api/salary/list', {
    access: BACK_OFFICE,
    summary:
      'One page of the salary payments dated start_date to end_date (default: the first of the month to today; ' +
      'any length, start_date not after end_date), sorted by date, amount (cash) or online_amount, desc unless ' +
      'direction=asc: page (from 1) and limit (rows a page, 100 unless given, at most 500; more answers 422), ' +
      'with the whole range’s totals. Staff see their own payments; the admin sees everyone’s.',
    querystring: salaryListQuery,
    answer: salaryListAnswerSchema,
    handler: async (request) => {
      const { rows, sums, start, end } = await listSalariesFor(context, signedInUser(request), request.query);
      return {
        data: rows.map(toSalaryAnswer),
        totals: salaryTotalsOf(sums),
        page: request.query.page,
        limit: request.query.limit,
        start_date: start,
        end_date: end,
      };
    },
  });

  route.post('/api/salary/add', {
    access: ADMIN_ONLY,
    summary:
      'Record a salary payment to an active staff member: date (not after today), staff (user id), amount ' +
      '(cash) and online_amount in rupees (at least one above 0), comment (admin)',
    consumes: FORM_BODIES,
    body: salaryFieldsSchema(today),
    answer: salarySavedAnswerSchema,
    handler: (request) =>
      answerSaved(SALARY_MESSAGES.added, toSalaryAnswer, addSalary(context, signedInUser(request), request.body)),
  });

  route.post('/api/salary/edit', {
    access: ADMIN_ONLY,
    summary: 'Change a salary payment: id plus the fields of salary/add (admin)',
    consumes: FORM_BODIES,
    body: salaryEditSchema(today),
    answer: salarySavedAnswerSchema,
    handler: (request) => answerSaved(SALARY_MESSAGES.updated, toSalaryAnswer, editSalary(context, request.body)),
  });

  route.get('/api/salary/delete', {
    access: ADMIN_ONLY,
    summary: 'Delete a salary payment (admin)',
    querystring: salaryIdQuery,
    answer: messageAnswerSchema,
    handler: (request) => answerMessage(SALARY_MESSAGES.deleted, removeSalary(context, request.query.id)),
  });
}
