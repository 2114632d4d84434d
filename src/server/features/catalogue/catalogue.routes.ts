/**
 * The catalogue over HTTP (docs/product.md#api-catalogue): categories, services by search and category, the booking
 * list; and the services admin's writes (catalogue.admin.routes.ts). The rules are in catalogue.actions.ts.
 */
import type { FastifyInstance } from 'fastify';
import { categoryListAnswerSchema, serviceListAnswerSchema, serviceQuerySchema } from '@shared/catalogue.schemas';
import type { AppContext } from '@server/context';
import { sendReady } from '@server/plugins/ready-answers';
import { featureRoutes } from '@server/plugins/routes';
import { registerCatalogueAdminRoutes } from './catalogue.admin.routes';
import { categoriesAnswer, enabledServicesAnswer, findServices } from './catalogue.actions';

export function registerCatalogueRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['catalogue']);

  route.post('/api/expense/categories', {
    access: 'public',
    summary: 'Service categories, in menu order',
    answer: categoryListAnswerSchema,
    handler: async (request, reply) => sendReady(request, reply, await categoriesAnswer(context)),
  });

  route.post('/api/expense/services', {
    access: 'public',
    summary:
      'Services by name search and category id (14 = all). Enabled ones only, unless staff or admin ask with staff=1.',
    querystring: serviceQuerySchema,
    answer: serviceListAnswerSchema,
    handler: async (request, reply) => {
      const found = await findServices(context, request.user, request.query);
      return 'ready' in found ? sendReady(request, reply, found.ready) : found;
    },
  });

  route.post('/api/expense/culy_services', {
    access: 'public',
    summary: 'Every enabled service, for the booking form',
    answer: serviceListAnswerSchema,
    handler: async (request, reply) => sendReady(request, reply, await enabledServicesAnswer(context)),
  });
  registerCatalogueAdminRoutes(app, context);
}
