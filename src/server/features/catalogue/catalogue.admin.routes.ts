/**
 * The services admin (docs/product.md#api-services-admin): POST expense/service_update adds (no id) or updates (id) a
 * service, and POST expense/updateSorting saves a new order. Staff and admin. The admin's list is POST expense/services
 * with staff=1 (catalogue.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SERVICE_MESSAGES,
  serviceSaveSchema,
  serviceSavedAnswerSchema,
  sortingSavedAnswerSchema,
  sortingUpdateSchema,
} from '@shared/services-admin.schemas';
import type { AppContext } from '@server/context';
import { BACK_OFFICE } from '@server/plugins/auth';
import { saveService, saveSortings } from './catalogue.admin.actions';
import { toServiceAnswer } from './catalogue.mapper';

const tags = ['catalogue'];

export function registerCatalogueAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/expense/service_update', {
    config: { access: BACK_OFFICE },
    schema: {
      tags,
      summary:
        'Add a service (no id; sorting defaults to the last + 1) or update one (id). Money in rupees; comment is ' +
        'rich text, cleaned on the server. Staff and admin.',
      body: serviceSaveSchema,
      response: { 200: serviceSavedAnswerSchema },
    },
    handler: async (request) => {
      const service = await saveService(context, request.body);
      return {
        message: request.body.id === undefined ? SERVICE_MESSAGES.added : SERVICE_MESSAGES.updated,
        data: toServiceAnswer(service),
      };
    },
  });

  api.post('/api/expense/updateSorting', {
    config: { access: BACK_OFFICE },
    schema: {
      tags,
      summary:
        'Save a new order: a JSON array of { id, sorting } (or { data: [...] }), at most 500, each service once. ' +
        'One transaction: an unknown id (404) writes nothing. Staff and admin.',
      body: sortingUpdateSchema,
      response: { 200: sortingSavedAnswerSchema },
    },
    handler: async (request) => {
      await saveSortings(context, request.body);
      return { message: SERVICE_MESSAGES.sortingSaved };
    },
  });
}
