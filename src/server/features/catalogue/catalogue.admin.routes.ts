/**
 * The services admin (docs/product.md#api-services-admin): POST expense/service_update adds (no id) or updates (id) a
 * service, and POST expense/updateSorting saves a new order. Staff and admin. The admin's list is POST expense/services
 * with staff=1 (catalogue.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  SERVICE_MESSAGES,
  serviceSaveSchema,
  serviceSavedAnswerSchema,
  sortingUpdateSchema,
} from '@shared/services-admin.schemas';
import { messageAnswerSchema } from '@shared/answers';
import type { AppContext } from '@server/context';
import { BACK_OFFICE } from '@server/plugins/auth';
import { featureRoutes } from '@server/plugins/routes';
import { answerMessage, answerSaved } from '@server/plugins/answers';
import { saveService, saveSortings } from './catalogue.admin.actions';
import { toServiceAnswer } from './catalogue.mapper';

export function registerCatalogueAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['catalogue']);

  route.post('/api/expense/service_update', {
    access: BACK_OFFICE,
    summary:
      'Add a service (no id; sorting defaults to the last + 1) or update one (id). Money in rupees; comment is ' +
      'rich text, cleaned on the server. Staff and admin.',
    body: serviceSaveSchema,
    answer: serviceSavedAnswerSchema,
    handler: (request) =>
      answerSaved(
        request.body.id === undefined ? SERVICE_MESSAGES.added : SERVICE_MESSAGES.updated,
        toServiceAnswer,
        saveService(context, request.body),
      ),
  });

  route.post('/api/expense/updateSorting', {
    access: BACK_OFFICE,
    summary:
      'Save a new order: a JSON array of { id, sorting } (or { data: [...] }), at most 500, each service once. ' +
      'One transaction: an unknown id (404) writes nothing. Staff and admin.',
    body: sortingUpdateSchema,
    answer: messageAnswerSchema,
    handler: (request) => answerMessage(SERVICE_MESSAGES.sortingSaved, saveSortings(context, request.body)),
  });
}
