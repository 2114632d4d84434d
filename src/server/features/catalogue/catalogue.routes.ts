/**
 * The catalogue over HTTP (docs/product.md#api-catalogue): categories, services by search and category, the booking
 * list; and the services admin's writes (catalogue.admin.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_CATEGORY_ID } from '@shared/constants';
import { categorySchema, serviceQuerySchema, serviceSchema } from '@shared/catalogue.schemas';
import type { AppContext } from '@server/context';
import { roleOf } from '@server/plugins/auth';
import { registerCatalogueAdminRoutes } from './catalogue.admin.routes';
import { listCategories, listServices } from './catalogue.repository';
import { sendReady } from '@server/plugins/ready-answers';
import { catalogueAnswers } from './catalogue.answers';
import { toServiceAnswer } from './service-answer';

const tags = ['catalogue'];
const serviceList = z.object({ data: z.array(serviceSchema) });
const categoryList = z.object({ data: z.array(categorySchema) });

export function registerCatalogueRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const enabledServicesJson = (categoryId: number) =>
    catalogueAnswers.get(db, `services:${categoryId}`, async () =>
      serviceList.parse({ data: (await listServices(db, { categoryId }, ALL_CATEGORY_ID)).map(toServiceAnswer) }),
    );

  api.post('/api/expense/categories', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Service categories, in menu order',
      response: { 200: categoryList },
    },
    handler: async (request, reply) =>
      sendReady(
        request,
        reply,
        await catalogueAnswers.get(db, 'categories', async () =>
          categoryList.parse({ data: await listCategories(db) }),
        ),
      ),
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
    handler: async (request, reply) => {
      const { search, cat_id, staff } = request.query;
      const isBackOffice = request.user !== null && roleOf(request.user) !== 'customer';
      const includeDisabled = isBackOffice && staff === true;
      // The public shapes (one category, or all) are served ready; a search or the admin's list is read each time.
      if (!search && !includeDisabled)
        return sendReady(request, reply, await enabledServicesJson(cat_id ?? ALL_CATEGORY_ID));
      const rows = await listServices(db, { search, categoryId: cat_id, includeDisabled }, ALL_CATEGORY_ID);
      return { data: rows.map(toServiceAnswer) };
    },
  });

  api.post('/api/expense/culy_services', {
    config: { access: 'public' },
    schema: { tags, summary: 'Every enabled service, for the booking form', response: { 200: serviceList } },
    handler: async (request, reply) => sendReady(request, reply, await enabledServicesJson(ALL_CATEGORY_ID)),
  });
  registerCatalogueAdminRoutes(app, context);
}
