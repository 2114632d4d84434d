/**
 * The admin's salon settings form and `POST /api/settings/update` (docs/product.md#salon-settings): the salon's details that
 * the site shows, its GST registration and its UPI ID. One schema for the form and the server; the server keeps the
 * time zone, which the form does not show.
 */
import { z } from 'zod';
import { FIELD_MESSAGES } from './common.messages';
import { messageTemplate } from './message-template';
import { SHORT_TEXT_MAX, amountInput, optionalEmail, optionalText, requiredText, tenDigitPhone } from './fields';
import { GSTIN_LENGTH, gstinProblem, isGstStateCode } from './gst';
import { hasWholePaise } from './money';
import { UPI_ID_MAX, isUpiId } from './upi';
import { SAC_CODES, productKey } from './invoice-tax';
import { hasMoreKeysThan } from './bounded-json';
import { COUNTER_FIGURE_MAX } from './home-figures';

/** The products a salon lists with their HSN codes, and the categories that may have an SAC code. */
export const TAXED_PRODUCTS_MAX = 40;
const SAC_CATEGORIES_MAX = 100;
import { salonSettingsSchema } from './site.schemas';

export const SETTINGS_MESSAGES = {
  saved: 'Salon settings saved.',
  name: 'Salon name is required!',
  address: 'Address is required!',
  city: 'City is required!',
  openingHours: 'Opening hours are required!',
  phones: 'Please enter one or two phone numbers.',
  postalCode: 'PIN code must be 6 digits.',
  url: messageTemplate('Please enter a full web address starting with {{scheme}}'),
  latitude: 'Latitude must be a number from -90 to 90.',
  longitude: 'Longitude must be a number from -180 to 180.',
  openingHoursSpec: messageTemplate('Write the hours for search engines like {{example}}.'),
  gstin: messageTemplate('Please enter a valid GSTIN: 15 letters and digits, like {{example}}.'),
  gstinState: "The GSTIN's first two digits must be the code of the salon's state.",
  gstinCheck: "The GSTIN's last character does not match the others. Please check it.",
  legalName: 'Please enter the legal name registered with this GSTIN.',
  state: 'Please choose the state.',
  gstRate: 'The GST rate must be from 0 to 28 percent, with at most two decimals.',
  upiId: messageTemplate('Please enter a valid UPI ID, like {{example}}.'),
  upiPayee: 'Please enter the name UPI apps show for this UPI ID.',
  invoicePrefix: 'The invoice prefix is 1 to 10 capital letters or digits.',
  sac: 'Please choose an SAC code for each category.',
  sacCategory: "SAC codes can be set for the salon's categories only.",
  hsn: 'The HSN code is 4, 6 or 8 digits.',
  productName: "Please enter the product's name.",
  productTwice: 'Each product can be listed once.',
  products: `List at most ${TAXED_PRODUCTS_MAX} products.`,
  counter: 'A figure is a whole number from 0 to 1,00,00,000, or empty.',
} as const;

/** The messages with an example in them, as the server sends them. */
const URL_MESSAGE = SETTINGS_MESSAGES.url('https://');
const HOURS_SPEC_MESSAGE = SETTINGS_MESSAGES.openingHoursSpec('Mo-Su 10:00-20:30');
const GSTIN_MESSAGE = SETTINGS_MESSAGES.gstin('04ABCDE1234F1Z5');
const UPI_ID_MESSAGE = SETTINGS_MESSAGES.upiId('curlystudio@okaxis');
export const SETTINGS_EXAMPLE_MESSAGES = {
  url: URL_MESSAGE,
  openingHoursSpec: HOURS_SPEC_MESSAGE,
  gstin: GSTIN_MESSAGE,
  upiId: UPI_ID_MESSAGE,
} as const;

/** The web addresses the settings keep (social pages, feedback form): https, bounded. */
const webAddress = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z
    .string({ error: URL_MESSAGE })
    .trim()
    .max(300, { error: FIELD_MESSAGES.atMost(300), abort: true })
    .refine((value) => value === '' || isHttpsAddress(value), URL_MESSAGE),
);

function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function coordinate(limit: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).min(-limit, message).max(limit, message),
  );
}

/** Fixed shape, no alternatives that overlap: 'Mo-Su 10:00-20:30' or 'Mo-Sa 10:00-20:30, Su 11:00-18:00'. */
const HOURS_SPEC_SHAPE =
  /^[A-Z][a-z](-[A-Z][a-z])? \d\d:\d\d-\d\d:\d\d(, [A-Z][a-z](-[A-Z][a-z])? \d\d:\d\d-\d\d:\d\d){0,6}$/;

/** Percent with at most two decimals (5, 18, 0.25), read as an amount is (amountInput). */
function gstRatePercentField() {
  return z.preprocess(
    (value) => amountInput(value),
    z
      .number({ error: SETTINGS_MESSAGES.gstRate })
      .min(0, SETTINGS_MESSAGES.gstRate)
      .max(28, SETTINGS_MESSAGES.gstRate)
      .refine(hasWholePaise, SETTINGS_MESSAGES.gstRate),
  );
}

const GSTIN_PROBLEM_MESSAGES = {
  shape: GSTIN_MESSAGE,
  state: SETTINGS_MESSAGES.gstinState,
  check: SETTINGS_MESSAGES.gstinCheck,
} as const;

const hsnCode = z
  .string({ error: SETTINGS_MESSAGES.hsn })
  .trim()
  .max(SHORT_TEXT_MAX, { error: SETTINGS_MESSAGES.hsn, abort: true })
  .regex(/^(\d{4}|\d{6}|\d{8})$/, SETTINGS_MESSAGES.hsn);

/** SAC code by category id: an object of at most SAC_CATEGORIES_MAX keys (counted before any is read). */
const sacByCategory = z.preprocess(
  (value, context) => {
    if (value === undefined || value === null) return {};
    if (typeof value === 'object' && hasMoreKeysThan(value, SAC_CATEGORIES_MAX)) {
      context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.sacCategory });
      return z.NEVER;
    }
    return value;
  },
  z
    .record(z.string(), z.enum(SAC_CODES, { error: SETTINGS_MESSAGES.sac }), { error: SETTINGS_MESSAGES.sac })
    .superRefine((codes, context) => {
      if (Object.keys(codes).some((id) => !/^[1-9]\d{0,8}$/.test(id))) {
        context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.sacCategory });
      }
    }),
);

const taxedProducts = z
  .array(
    z.object({
      name: requiredText(SETTINGS_MESSAGES.productName, 191),
      hsn: hsnCode,
      ratePercent: gstRatePercentField(),
    }),
    { error: SETTINGS_MESSAGES.products },
  )
  .max(TAXED_PRODUCTS_MAX, { error: SETTINGS_MESSAGES.products, abort: true })
  .superRefine((products, context) => {
    const seen = new Set<string>();
    products.forEach((product, index) => {
      const key = productKey(product.name);
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', path: [index, 'name'], message: SETTINGS_MESSAGES.productTwice });
      }
      seen.add(key);
    });
  });

/** A counter's figure as the admin sets it: empty (null) for the figure from the bills (docs/product.md#home-figures). */
const counterFigure = z.preprocess(
  (value) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
    return typeof value === 'string' && value.length <= SHORT_TEXT_MAX && /^\s*\d+\s*$/.test(value)
      ? Number(value)
      : value;
  },
  z
    .number({ error: SETTINGS_MESSAGES.counter })
    .int(SETTINGS_MESSAGES.counter)
    .min(0, SETTINGS_MESSAGES.counter)
    .max(COUNTER_FIGURE_MAX, SETTINGS_MESSAGES.counter)
    .nullable(),
);

const upperCased = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

const settingsFields = z.object({
  name: requiredText(SETTINGS_MESSAGES.name, 80),
  legalName: optionalText(120),
  tagline: optionalText(120),
  address: requiredText(SETTINGS_MESSAGES.address, 191),
  city: requiredText(SETTINGS_MESSAGES.city, 80),
  postalCode: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string({ error: SETTINGS_MESSAGES.postalCode })
      .trim()
      .max(SHORT_TEXT_MAX, SETTINGS_MESSAGES.postalCode)
      .regex(/^\d{6}$/, SETTINGS_MESSAGES.postalCode),
  ),
  phones: z.preprocess(
    (value) =>
      Array.isArray(value) ? value.filter((phone) => typeof phone !== 'string' || phone.trim() !== '') : value,
    z
      .array(tenDigitPhone, { error: SETTINGS_MESSAGES.phones })
      .min(1, SETTINGS_MESSAGES.phones)
      .max(2, SETTINGS_MESSAGES.phones),
  ),
  whatsapp: tenDigitPhone,
  email: optionalEmail,
  social: z.object({ instagram: webAddress, facebook: webAddress, youtube: webAddress }),
  feedbackFormUrl: webAddress,
  map: z.object({
    latitude: coordinate(90, SETTINGS_MESSAGES.latitude),
    longitude: coordinate(180, SETTINGS_MESSAGES.longitude),
  }),
  openingHours: requiredText(SETTINGS_MESSAGES.openingHours, 120),
  openingHoursSpec: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: HOURS_SPEC_MESSAGE })
      .max(120, { error: HOURS_SPEC_MESSAGE, abort: true })
      .regex(HOURS_SPEC_SHAPE, HOURS_SPEC_MESSAGE),
  ),
  gst: z.object({
    gstin: z.preprocess(
      upperCased,
      z
        .string({ error: GSTIN_MESSAGE })
        .max(GSTIN_LENGTH, { error: GSTIN_MESSAGE, abort: true })
        .superRefine((gstin, context) => {
          const problem = gstin === '' ? null : gstinProblem(gstin);
          if (problem) context.addIssue({ code: 'custom', message: GSTIN_PROBLEM_MESSAGES[problem] });
        }),
    ),
    stateCode: z
      .string({ error: SETTINGS_MESSAGES.state })
      .refine((code): boolean => isGstStateCode(code), SETTINGS_MESSAGES.state),
    pricesIncludeGst: z.boolean({ error: FIELD_MESSAGES.plainValue }),
    serviceRatePercent: gstRatePercentField(),
    sacByCategory,
    products: z.preprocess((value) => value ?? [], taxedProducts),
    otherProducts: z.object({ hsn: hsnCode, ratePercent: gstRatePercentField() }),
  }),
  upi: z.object({
    id: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z
        .string({ error: UPI_ID_MESSAGE })
        .max(UPI_ID_MAX, { error: UPI_ID_MESSAGE, abort: true })
        .refine((value) => value === '' || isUpiId(value), UPI_ID_MESSAGE),
    ),
    payee: optionalText(60),
  }),
  invoicePrefix: z.preprocess(
    upperCased,
    z
      .string({ error: SETTINGS_MESSAGES.invoicePrefix })
      .max(SHORT_TEXT_MAX, SETTINGS_MESSAGES.invoicePrefix)
      .regex(/^[A-Z0-9]{1,10}$/, SETTINGS_MESSAGES.invoicePrefix),
  ),
  hi: z.object({
    tagline: optionalText(120),
    address: optionalText(191),
    city: optionalText(80),
    openingHours: optionalText(120),
  }),
  /** Left out, the figures set before stay. */
  counters: z
    .object({ clients: counterFigure, brides: counterFigure, hair: counterFigure, services: counterFigure })
    .optional(),
});

/**
 * The rules across fields, checked once every field is right (the server checks them whatever the form did): a GSTIN
 * of the salon's own state and a legal name beside it; a payee name for a UPI ID.
 */
export const salonSettingsUpdateSchema = settingsFields.superRefine((settings, context) => {
  const { gstin, stateCode } = settings.gst;
  // A GSTIN wrong in itself has said so already.
  if (gstin !== '' && gstinProblem(gstin) === null) {
    if (gstin.slice(0, 2) !== stateCode) {
      context.addIssue({ code: 'custom', path: ['gst', 'gstin'], message: SETTINGS_MESSAGES.gstinState });
    }
    if (settings.legalName === '') {
      context.addIssue({ code: 'custom', path: ['legalName'], message: SETTINGS_MESSAGES.legalName });
    }
  }
  if (settings.upi.id !== '' && settings.upi.payee === '') {
    context.addIssue({ code: 'custom', path: ['upi', 'payee'], message: SETTINGS_MESSAGES.upiPayee });
  }
});
export type SalonSettingsUpdate = z.infer<typeof salonSettingsUpdateSchema>;

export const settingsSavedAnswerSchema = z.object({ message: z.string(), data: salonSettingsSchema });
