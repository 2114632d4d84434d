/** Categories, services and offers as the API answers them (docs/product.md#entity-service). Money in rupees. */
import { z } from 'zod';
import { FIELD_MESSAGES } from './common.messages';
import { recordId } from './fields';

export const categorySchema = z.object({ id: z.number(), name: z.string(), slug: z.string(), image: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const serviceSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  discount: z.number(),
  /** Comma-separated category ids. */
  category_id: z.string(),
  sorting: z.number(),
  status: z.number(),
  /** Rich-text description (HTML). */
  comment: z.string(),
  /**
   * The Hindi name and description, '' for none (docs/decisions/018-hindi-at-its-own-addresses.md). Optional: a cart
   * kept before they existed holds services without them.
   */
  name_hi: z.string().optional(),
  comment_hi: z.string().optional(),
});
export type Service = z.infer<typeof serviceSchema>;

/** The public lists' answers: POST /api/expense/categories, /services and /culy_services. */
export const categoryListAnswerSchema = z.object({ data: z.array(categorySchema) });
export const serviceListAnswerSchema = z.object({ data: z.array(serviceSchema) });

export const offerSchema = z.object({
  id: z.number(),
  name: z.string(),
  img: z.string(),
  sort: z.number(),
  /** YYYY-MM-DD, or the zero date when the offer never expires. */
  expiry: z.string(),
  status: z.number(),
  /** The Hindi name, '' for none (docs/decisions/018-hindi-at-its-own-addresses.md). */
  name_hi: z.string().optional(),
});
export type Offer = z.infer<typeof offerSchema>;

/** The catalogue's query messages (docs/architecture.md#text). */
export const CATALOGUE_MESSAGES = {
  category: 'The category must be a number.',
  staff: 'staff must be 0 or 1.',
} as const;

const optionalQueryText = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z.string({ error: FIELD_MESSAGES.text }).trim().max(100, FIELD_MESSAGES.atMost(100)),
);

/** Query of POST /api/expense/services: search by name, category id (14 = all), staff = include disabled. */
export const serviceQuerySchema = z.object({
  search: optionalQueryText.optional(),
  cat_id: z
    .preprocess((value) => (value === '' || value === null ? undefined : value), recordId(CATALOGUE_MESSAGES.category))
    .optional(),
  staff: z
    .enum(['0', '1', 'true', 'false'], { error: CATALOGUE_MESSAGES.staff })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
});
export type ServiceQuery = z.infer<typeof serviceQuerySchema>;

export { plainText } from './rich-text';
