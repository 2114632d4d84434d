/**
 * What the header, footer and contact widget show, and the SEO list (docs/product.md#contact-details, #header,
 * #entity-seo).
 */
import { z } from 'zod';
import { SAC_CODES } from './invoice-tax';
import { sitePhotosSchema } from './site-photos.schemas';
import { counterOverridesSchema } from './home-figures';

const productTaxSchema = z.object({ hsn: z.string(), ratePercent: z.number() });
/** Hair and skin preparations (HSN 3305) at 18%: what a salon mostly sells. */
const OTHER_PRODUCTS = { hsn: '3305', ratePercent: 18 };

export const salonSettingsSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  address: z.string(),
  city: z.string(),
  phones: z.array(z.string()),
  whatsapp: z.string(),
  email: z.string(),
  social: z.object({ instagram: z.string(), facebook: z.string(), youtube: z.string() }),
  feedbackFormUrl: z.string(),
  map: z.object({ latitude: z.number(), longitude: z.number() }),
  openingHours: z.string(),
  /** The same hours for machines (schema.org openingHours), e.g. 'Mo-Su 10:00-20:30'. */
  openingHoursSpec: z.string(),
  postalCode: z.string(),
  timeZone: z.string(),
  /**
   * GST registration, UPI and invoice numbering (docs/product.md#salon-settings). A database made before them reads
   * them as not set: no GSTIN (plain receipts), no UPI ID (no QR code), prices that include GST at 5%.
   */
  legalName: z.string().default(''),
  gst: z
    .object({
      gstin: z.string(),
      stateCode: z.string(),
      pricesIncludeGst: z.boolean(),
      serviceRatePercent: z.number(),
      /** SAC code by category id; a service takes its first category's (src/shared/invoice-tax.ts). */
      sacByCategory: z.record(z.string(), z.enum(SAC_CODES)).default({}),
      /** The products the salon sells, with their HSN codes and GST rates, and the rule for any other. */
      products: z.array(productTaxSchema.extend({ name: z.string() })).default([]),
      otherProducts: productTaxSchema.default(OTHER_PRODUCTS),
    })
    .default({
      gstin: '',
      stateCode: '',
      pricesIncludeGst: true,
      serviceRatePercent: 5,
      sacByCategory: {},
      products: [],
      otherProducts: OTHER_PRODUCTS,
    }),
  upi: z.object({ id: z.string(), payee: z.string() }).default({ id: '', payee: '' }),
  invoicePrefix: z.string().default('INV'),
  /**
   * The words the Hindi pages show instead, where the salon has written them
   * (docs/decisions/018-hindi-at-its-own-addresses.md).
   */
  hi: z
    .object({ tagline: z.string(), address: z.string(), city: z.string(), openingHours: z.string() })
    .partial()
    .optional(),
  /**
   * The salon's own photos of the hero slides and the bridal gallery, kept by their own routes, never by the settings
   * form (docs/product.md#salon-photos). None: the drawn art.
   */
  photos: sitePhotosSchema.optional(),
  /** The home page's counters the admin set; none or null: from the bills (docs/product.md#home-figures). */
  counters: counterOverridesSchema.optional(),
});
export type SalonSettings = z.infer<typeof salonSettingsSchema>;

const seoWordsSchema = z.object({
  title: z.string(),
  metaTitle: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
});

/** A page's SEO entry, and its Hindi page's when it has one (docs/decisions/018-hindi-at-its-own-addresses.md). */
export const seoEntrySchema = seoWordsSchema.extend({
  url: z.string(),
  hi: seoWordsSchema.optional(),
});
export type SeoEntry = z.infer<typeof seoEntrySchema>;
