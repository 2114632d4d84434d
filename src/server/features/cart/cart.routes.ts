/**
 * Cart sync (docs/product.md#chosen-paths: POST /api/expense/cart_update): validated against the catalogue, stored on
 * the user.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CART_MESSAGES, cartUpdateSchema, type CartLine } from '@shared/cart.schemas';
import type { AppContext } from '@server/context';
import { ANY_SIGNED_IN, signedInUser } from '@server/plugins/auth';
import { invalidInput } from '@server/plugins/errors';
import { updateUser } from '@server/features/accounts/accounts.repository';
import { findEnabledServices } from '@server/features/catalogue/catalogue.repository';
import { toServiceAnswer } from '@server/features/catalogue/service-answer';

export function registerCartRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post('/api/expense/cart_update', {
    config: { access: ANY_SIGNED_IN },
    schema: {
      tags: ['cart'],
      summary: 'Replace the caller’s cart (form field `data`: JSON list of { id, quantity }); answers the stored cart',
      consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
      body: cartUpdateSchema,
      response: { 200: z.object({ data: z.object({ data: z.string() }) }) },
    },
    handler: async (request) => {
      const user = signedInUser(request);
      const lines = request.body.data;
      const services = new Map(
        (
          await findEnabledServices(
            db,
            lines.map((line) => line.id),
          )
        ).map((row) => [row.id, row]),
      );
      const cart: CartLine[] = [];
      for (const line of lines) {
        const service = services.get(line.id);
        if (!service) throw invalidInput({ data: [CART_MESSAGES.unknownService] });
        const { comment: _comment, ...answer } = toServiceAnswer(service);
        cart.push({ ...answer, quantity: line.quantity });
      }
      const data = JSON.stringify(cart);
      await updateUser(db, user.id, { cart: data });
      return { data: { data } };
    },
  });
}
