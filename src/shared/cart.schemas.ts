/** My Room, the cart (docs/product.md#entity-cart, #cart-states): services with a quantity, kept as JSON text. */
import { z } from 'zod';
import { serviceSchema } from './catalogue.schemas';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from './constants';
import { recordId } from './fields';
import { parseJsonField } from './json-field';

export { CART_MAX_LINES, CART_MAX_QUANTITY };

export const CART_MESSAGES = {
  unreadable: 'The cart could not be read.',
  unknownService: 'A service in the cart is no longer available.',
  quantity: `Each quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}.`,
  tooMany: `A cart holds at most ${CART_MAX_LINES} services.`,
  duplicate: 'A service can be added to the cart once.',
} as const;

/** A cart line as stored and answered: the catalogue's view of the service (no description) plus the quantity. */
export const cartLineSchema = serviceSchema.omit({ comment: true }).extend({ quantity: z.number() });
export type CartLine = z.infer<typeof cartLineSchema>;

/** What a client may send for one line: only the id and the quantity count; the rest comes from the catalogue. */
export const cartLineInputSchema = z.looseObject({
  id: recordId(CART_MESSAGES.unknownService),
  quantity: z.coerce
    .number({ error: CART_MESSAGES.quantity })
    .int(CART_MESSAGES.quantity)
    .min(1, CART_MESSAGES.quantity)
    .max(CART_MAX_QUANTITY, CART_MESSAGES.quantity),
});

export const cartInputSchema = z
  .array(cartLineInputSchema, { error: CART_MESSAGES.unreadable })
  .max(CART_MAX_LINES, CART_MESSAGES.tooMany)
  .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, CART_MESSAGES.duplicate);

/**
 * POST /api/expense/cart_update: form field `data` holds the cart as JSON text. Its length, then its nesting and
 * size, are checked before it is parsed; the list's length before any line is read (zod checks a leading max first).
 */
export const cartUpdateSchema = z.object({
  data: z
    .string({ error: CART_MESSAGES.unreadable })
    .max(200_000, { error: CART_MESSAGES.unreadable, abort: true })
    .transform((text, context) => {
      const json = parseJsonField(text, context, {
        tooLong: CART_MESSAGES.tooMany,
        unreadable: CART_MESSAGES.unreadable,
      });
      return json.ok ? json.value : z.NEVER;
    })
    .pipe(cartInputSchema),
});
export type CartUpdatePayload = z.infer<typeof cartUpdateSchema>;
