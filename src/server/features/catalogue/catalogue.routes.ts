/**
 * The catalogue over HTTP (docs/product.md#api-catalogue): categories, services by search and category, the booking
 * list; and the services admin's writes (catalogue.admin.routes.ts). The rules are in catalogue.actions.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoryListAnswerSchema, serviceListAnswerSchema, serviceQuerySchema } from '@shared/catalogue.schemas';
import type { AppContext } from '@server/context';
import { sendReady } from '@server/plugins/ready-answers';
import { registerCatalogueAdminRoutes } from './catalogue.admin.routes';
import { categoriesAnswer, enabledServicesAnswer, findServices } from './catalogue.actions';

const tags = ['catalogue'];

export function registerCatalogueRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/expense/categories', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Service categories, in menu order',
      response: { 200: categoryListAnswerSchema },
    },
    handler: async (request, reply) => sendReady(request, reply, await categoriesAnswer(context)),
  });

  api.post('/api/expense/services', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'Services by name search and category id (14 = all). Enabled ones only, unless staff or admin ask with staff=1.',
      querystring: serviceQuerySchema,
      response: { 200: serviceListAnswerSchema },
    },
    handler: async (request, reply) => {
      const found = await findServices(context, request.user, request.query);
      return 'ready' in found ? sendReady(request, reply, found.ready) : found;
    },
  });

  api.post('/api/expense/culy_services', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Every enabled service, for the booking form',
      response: { 200: serviceListAnswerSchema },
    },
    handler: async (request, reply) => sendReady(request, reply, await enabledServicesAnswer(context)),
  });
  registerCatalogueAdminRoutes(app, context);
}
