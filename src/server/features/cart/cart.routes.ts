/** Cart sync over HTTP (POST /api/expense/cart_update); the rules are in cart.actions.ts. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cartUpdateSchema } from '@shared/cart.schemas';
import type { AppContext } from '@server/context';
import { ANY_SIGNED_IN, signedInUser } from '@server/plugins/auth';
import { FORM_BODIES, featureRoutes } from '@server/plugins/routes';
import { replaceCart } from './cart.actions';

export function registerCartRoutes(app: FastifyInstance, context: AppContext): void {
  featureRoutes(app, ['cart']).post('/api/expense/cart_update', {
    access: ANY_SIGNED_IN,
    summary: 'Replace the caller’s cart (form field `data`: JSON list of { id, quantity }); answers the stored cart',
    consumes: FORM_BODIES,
    body: cartUpdateSchema,
    answer: z.object({ data: z.object({ data: z.string() }) }),
    handler: async (request) => ({
      data: { data: await replaceCart(context, signedInUser(request), request.body.data) },
    }),
  });
}
