/**
 * The admin's offers (docs/product.md#offers-admin, #api-offers): GET offer/list, POST offer/add, POST offer/edit, GET
 * offer/delete.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OFFER_MESSAGES,
  offerAddSchema,
  offerDeletedAnswerSchema,
  offerEditSchema,
  offerIdQuerySchema,
  offerListAnswerSchema,
  offerSavedAnswerSchema,
} from '@shared/offers-admin.schemas';
import type { AppContext } from '@server/context';
import { ADMIN_ONLY } from '@server/plugins/auth';
import { addOffer, editOffer, listOffers, removeOffer } from './offers.actions';
import { toOfferAnswer } from './offers.mapper';

export function registerOfferAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/offer/list', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['offers'],
      summary: 'Every offer, enabled or disabled, in sort order (admin)',
      response: { 200: offerListAnswerSchema },
    },
    handler: async () => ({ data: (await listOffers(context)).map(toOfferAnswer) }),
  });

  api.post('/api/offer/add', {
    config: { access: ADMIN_ONLY, fileFields: ['image'] },
    schema: {
      tags: ['offers'],
      summary: 'Add an offer (multipart: name, sort, expiry, status, optional file `image`; admin)',
      consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
      body: offerAddSchema,
      response: { 200: offerSavedAnswerSchema },
    },
    handler: async (request) => {
      const offer = await addOffer(context, request.body, request.uploadedFiles.get('image'));
      return { message: OFFER_MESSAGES.added, data: toOfferAnswer(offer) };
    },
  });

  api.post('/api/offer/edit', {
    config: { access: ADMIN_ONLY, fileFields: ['image'] },
    schema: {
      tags: ['offers'],
      summary: 'Edit an offer (multipart: id, name, sort, expiry, status; a file `image` replaces the picture; admin)',
      consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
      body: offerEditSchema,
      response: { 200: offerSavedAnswerSchema },
    },
    handler: async (request) => {
      const offer = await editOffer(context, request.body, request.uploadedFiles.get('image'));
      return { message: OFFER_MESSAGES.updated, data: toOfferAnswer(offer) };
    },
  });

  api.get('/api/offer/delete', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['offers'],
      summary: 'Delete an offer and its stored picture (admin)',
      querystring: offerIdQuerySchema,
      response: { 200: offerDeletedAnswerSchema },
    },
    handler: async (request) => {
      await removeOffer(context, request.query.id);
      return { message: OFFER_MESSAGES.deleted };
    },
  });
}
