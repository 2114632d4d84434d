/**
 * The admin's offers (docs/product.md#offers-admin, #api-offers): GET offer/list, POST offer/add, POST offer/edit, GET
 * offer/delete.
 */
import type { FastifyInstance } from 'fastify';
import {
  OFFER_MESSAGES,
  offerAddSchema,
  offerEditSchema,
  offerIdQuerySchema,
  offerListAnswerSchema,
  offerSavedAnswerSchema,
} from '@shared/offers-admin.schemas';
import { messageAnswerSchema } from '@shared/answers';
import type { AppContext } from '@server/context';
import { ADMIN_ONLY } from '@server/plugins/auth';
import { FORM_BODIES, featureRoutes } from '@server/plugins/routes';
import { answerMessage, answerSaved } from '@server/plugins/answers';
import { addOffer, editOffer, listOffers, removeOffer } from './offers.actions';
import { toOfferAnswer } from './offers.mapper';

export function registerOfferAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['offers']);

  route.get('/api/offer/list', {
    access: ADMIN_ONLY,
    summary: 'Every offer, enabled or disabled, in sort order (admin)',
    answer: offerListAnswerSchema,
    handler: async () => ({ data: (await listOffers(context)).map(toOfferAnswer) }),
  });

  route.post('/api/offer/add', {
    access: ADMIN_ONLY,
    fileFields: ['image'],
    summary: 'Add an offer (multipart: name, sort, expiry, status, optional file `image`; admin)',
    consumes: FORM_BODIES,
    body: offerAddSchema,
    answer: offerSavedAnswerSchema,
    handler: (request) =>
      answerSaved(
        OFFER_MESSAGES.added,
        toOfferAnswer,
        addOffer(context, request.body, request.uploadedFiles.get('image')),
      ),
  });

  route.post('/api/offer/edit', {
    access: ADMIN_ONLY,
    fileFields: ['image'],
    summary: 'Edit an offer (multipart: id, name, sort, expiry, status; a file `image` replaces the picture; admin)',
    consumes: FORM_BODIES,
    body: offerEditSchema,
    answer: offerSavedAnswerSchema,
    handler: (request) =>
      answerSaved(
        OFFER_MESSAGES.updated,
        toOfferAnswer,
        editOffer(context, request.body, request.uploadedFiles.get('image')),
      ),
  });

  route.get('/api/offer/delete', {
    access: ADMIN_ONLY,
    summary: 'Delete an offer and its stored picture (admin)',
    querystring: offerIdQuerySchema,
    answer: messageAnswerSchema,
    handler: (request) => answerMessage(OFFER_MESSAGES.deleted, removeOffer(context, request.query.id)),
  });
}
