/** Public offers (docs/product.md#offers-page, #api-offers), and the admin's offer routes (offers.admin.routes.ts). */
import type { FastifyInstance } from 'fastify';
import { offerListAnswerSchema } from '@shared/offers-admin.schemas';
import type { AppContext } from '@server/context';
import { sendReady } from '@server/plugins/ready-answers';
import { featureRoutes } from '@server/plugins/routes';
import { registerOfferAdminRoutes } from './offers.admin.routes';
import { publicOffersAnswer } from './offers.actions';

export function registerOfferRoutes(app: FastifyInstance, context: AppContext): void {
  featureRoutes(app, ['offers']).get('/api/offer/offers', {
    access: 'public',
    summary: 'Enabled offers in their sort order (expired ones included: the card says Offer Expired)',
    answer: offerListAnswerSchema,
    // A ready answer, checked against its schema when built.
    handler: async (request, reply) => sendReady(request, reply, await publicOffersAnswer(context)),
  });
  registerOfferAdminRoutes(app, context);
}
