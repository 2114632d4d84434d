/** Public offers (docs/product.md#offers-page, #api-offers), and the admin's offer routes (offers.admin.routes.ts). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerSchema } from '@shared/catalogue.schemas';
import type { AppContext } from '@server/context';
import { sendReady } from '@server/plugins/ready-answers';
import { offerAnswers } from './offers.answers';
import { registerOfferAdminRoutes } from './offers.admin.routes';
import { toOfferAnswer } from './offers.answer';
import { listEnabledOffers } from './offers.repository';

export { toOfferAnswer };

const offerList = z.object({ data: z.array(offerSchema) });

export function registerOfferRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get('/api/offer/offers', {
    config: { access: 'public' },
    schema: {
      tags: ['offers'],
      summary: 'Enabled offers in their sort order (expired ones included: the card says Offer Expired)',
      response: { 200: offerList },
    },
    // A ready answer, checked against its schema when built (offerList.parse below).
    handler: async (request, reply) => {
      const answer = await offerAnswers.get(db, 'enabled', async () =>
        offerList.parse({ data: (await listEnabledOffers(db)).map(toOfferAnswer) }),
      );
      return sendReady(request, reply, answer);
    },
  });
  registerOfferAdminRoutes(app, context);
}
