/** Public offers (document 1 §2 Public offers, §7). The admin routes come with the back office. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerSchema, type Offer } from '../../../shared/catalogue.schemas';
import { dateToWire } from '../../../shared/salon-time';
import type { AppContext } from '../../context';
import type { OfferRow } from '../../db/tables';
import { listEnabledOffers } from './offers.repository';

export function toOfferAnswer(row: OfferRow): Offer {
  return {
    id: row.id,
    name: row.name,
    img: row.img,
    sort: row.sort,
    expiry: dateToWire(row.expiry),
    status: row.status,
  };
}

export function registerOfferRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/offer/offers', {
    config: { access: 'public' },
    schema: {
      tags: ['offers'],
      summary: 'Enabled offers in their sort order (expired ones included: the card says Offer Expired)',
      response: { 200: z.object({ data: z.array(offerSchema) }) },
    },
    handler: async () => ({ data: (await listEnabledOffers(db)).map(toOfferAnswer) }),
  });
}
