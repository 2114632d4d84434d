/** Public offers (document 1 §2 Public offers, §7), and the admin's offer routes (offers.admin.routes.ts). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerSchema } from '../../../shared/catalogue.schemas';
import type { AppContext } from '../../context';
import { registerOfferAdminRoutes } from './offers.admin.routes';
import { toOfferAnswer } from './offers.answer';
import { listEnabledOffers } from './offers.repository';

export { toOfferAnswer };

export function registerOfferRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/offer/offers', {
    config: { access: 'public' },
    schema: {
      tags: ['offers'],
      summary: 'Enabled offers in their sort order (expired ones included: the card says Offer Expired)',
      response: { 200: z.object({ data: z.array(offerSchema) }) },
    },
    handler: async () => ({ data: (await listEnabledOffers(context.db)).map(toOfferAnswer) }),
  });
  registerOfferAdminRoutes(app, context);
}
