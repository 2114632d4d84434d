/**
 * The catalogue over HTTP (document 1 §7): categories, services by search and category, the booking list; and
 * the services admin's writes (catalogue.admin.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_CATEGORY_ID } from '../../../shared/constants';
import { categorySchema, serviceQuerySchema, serviceSchema } from '../../../shared/catalogue.schemas';
import type { AppContext } from '../../context';
import { roleOf } from '../../plugins/auth';
import { registerCatalogueAdminRoutes } from './catalogue.admin.routes';
import { listCategories, listServices } from './catalogue.repository';
import { toServiceAnswer } from './service-answer';

const tags = ['catalogue'];
const serviceList = z.object({ data: z.array(serviceSchema) });

export function registerCatalogueRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/expense/categories', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Service categories, in menu order',
      response: { 200: z.object({ data: z.array(categorySchema) }) },
    },
    handler: async () => ({ data: await listCategories(db) }),
  });

  api.post('/api/expense/services', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'Services by name search and category id (14 = all). Enabled ones only, unless staff or admin ask with staff=1.',
      querystring: serviceQuerySchema,
      response: { 200: serviceList },
    },
    handler: async (request) => {
      const { search, cat_id, staff } = request.query;
      const isBackOffice = request.user !== null && roleOf(request.user) !== 'customer';
      const rows = await listServices(
        db,
        { search, categoryId: cat_id, includeDisabled: isBackOffice && staff === true },
        ALL_CATEGORY_ID,
      );
      return { data: rows.map(toServiceAnswer) };
    },
  });

  api.post('/api/expense/culy_services', {
    config: { access: 'public' },
    schema: { tags, summary: 'Every enabled service, for the booking form', response: { 200: serviceList } },
    handler: async () => ({ data: (await listServices(db, {}, ALL_CATEGORY_ID)).map(toServiceAnswer) }),
  });
  registerCatalogueAdminRoutes(app, context);
}
