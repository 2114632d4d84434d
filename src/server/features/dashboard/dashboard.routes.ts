/**
 * The dashboard over HTTP (docs/product.md#dashboard, #entity-dashboard, #api-dashboard). The spec leaves the
 * figures' path open: GET /api/expense/dashboard, beside the other back-office calls under expense/.
 */
import type { FastifyInstance } from 'fastify';
import {
  birthdayUsersAnswerSchema,
  birthdayUsersQuery,
  dashboardAnswerSchema,
  dashboardQuery,
} from '@shared/dashboard.schemas';
import type { AppContext } from '@server/context';
import { BACK_OFFICE, signedInUser } from '@server/plugins/auth';
import { featureRoutes } from '@server/plugins/routes';
import { birthdaysAndAnniversaries, dashboardFigures } from './dashboard.actions';

export function registerDashboardRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['dashboard']);

  route.get('/api/expense/dashboard', {
    access: BACK_OFFICE,
    summary:
      'The dashboard from start_date to end_date (default: the first of the salon’s month to its today; at most ' +
      '366 days). upCommingEnquiry: appointments dated from today (or start_date, when later) to end_date when ' +
      'end_date is after today, else with no end, and those in review without a date; newest first, 20 at most, each with price = Σ(price × quantity − discount × quantity) and ' +
      'service_count. TotalEnquire / Approved / Reject / Review: appointments booked in the range. TotalOrder, ' +
      'TotalServices (Σ quantity), takings (cash and online received each day of the range, zeros included) and ' +
      'topServices (10 by quantity): every order for the admin, only the orders a staff member is on for staff.',
    querystring: dashboardQuery,
    answer: dashboardAnswerSchema,
    handler: async (request) => ({
      data: await dashboardFigures(context, signedInUser(request), request.query),
    }),
  });

  route.get('/api/user/birthdayUsers', {
    access: BACK_OFFICE,
    summary:
      'Active users (customers and the salon’s people) whose birthday (users) or anniversary (anniversary) falls ' +
      'from start_date to end_date (default: the salon’s today and the 14 days after it; at most 366 days), in ' +
      'days-left order. A 29 February comes round on 28 February in common years. age and years are the count ' +
      'reached on that day; date is that day.',
    querystring: birthdayUsersQuery,
    answer: birthdayUsersAnswerSchema,
    handler: async (request) => ({ data: await birthdaysAndAnniversaries(context, request.query) }),
  });
}
