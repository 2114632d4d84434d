/**
 * The services admin's forms and answers (docs/product.md#entity-service, #service-status-and-sorting,
 * #validation-service, #api-services-admin, #toasts). One schema serves the Add Service and Update Service forms and
 * the server: `id` present means update. Money is in rupees here (at most two decimals); the server stores paise.
 */
import { z } from 'zod';
import { savedAnswer } from './answers';
import { serviceSchema } from './catalogue.schemas';
import {
  amountInput,
  isBlank,
  isShortText,
  optionalText,
  requiredText,
  SHORT_TEXT_MAX,
  withCrossFieldRule,
  type CrossFieldIssue,
} from './fields';
import { hasWholePaise } from './money';
import { messageTemplate } from './message-template';
import { FIELD_MESSAGES } from './common.messages';

export const SERVICE_MESSAGES = {
  nameRequired: 'Name is required!',
  priceNumber: 'Price must be a number',
  priceRequired: 'Price is required.',
  tooLittle: 'Too little',
  priceTooHigh: 'The price may be at most ₹10,00,000.',
  paise: 'Please use at most 2 decimals.',
  discountNumber: 'Discount must be a number',
  discountAbovePrice: 'The discount cannot be more than the price.',
  categoryRequired: 'Category is required!',
  categoryUnknown: 'Please choose categories from the list.',
  categoriesTooMany: 'A service may be in at most 20 categories.',
  statusRequired: 'Status is required!',
  sortingInvalid: 'Sorting must be a whole number of 0 or more.',
  commentTooLong: 'The description may be at most 20,000 characters.',
  notFound: 'The service does not exist.',
  notFoundId: messageTemplate('The service does not exist. ({{id}})'),
  added: 'Service has been added!',
  updated: 'Service has been updated!',
  sortingSaved: 'Sorting has been updated!',
  sortingEmpty: 'Send at least one service to sort.',
  sortingTooMany: 'At most 500 services can be sorted at once.',
  sortingRepeated: 'A service may appear only once.',
} as const;

export const SERVICE_PRICE_MAX_RUPEES = 1_000_000;
export const SERVICE_SORTING_MAX = 1_000_000;
export const SERVICE_COMMENT_MAX_CHARS = 20_000;
export const SERVICE_CATEGORIES_MAX = 20;
export const SORTING_BATCH_MAX = 500;

/**
 * A whole number typed as text or sent as a JSON number (an id, a sorting); blank is absent. Text of digits only
 * (spaces around them allowed: the spec's category list is '1, 11') becomes its number; any other text stays text,
 * unread past SHORT_TEXT_MAX, and the number schema refuses it.
 */
export const numberOrText = (value: unknown) => {
  if (isBlank(value)) return undefined;
  if (isShortText(value) && /^\s*\d{1,10}\s*$/.test(value)) return Number(value);
  return value;
};

/** A price or a discount: an amount read by amountInput (docs/architecture.md#data); blank is absent. */
function rupees(numberMessage: string) {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : amountInput(value)),
    z
      .number({ error: numberMessage })
      .min(0, SERVICE_MESSAGES.tooLittle)
      .max(SERVICE_PRICE_MAX_RUPEES, SERVICE_MESSAGES.priceTooHigh)
      .refine(hasWholePaise, SERVICE_MESSAGES.paise)
      .optional(),
  );
}

const serviceId = z.preprocess(
  numberOrText,
  z
    .number({ error: SERVICE_MESSAGES.notFound })
    .int(SERVICE_MESSAGES.notFound)
    .positive(SERVICE_MESSAGES.notFound)
    .max(2_147_483_647, SERVICE_MESSAGES.notFound),
);

/** The longest comma-separated text of category ids: 20 ids, each as long as a short field, and their commas. */
const CATEGORY_TEXT_MAX = SERVICE_CATEGORIES_MAX * (SHORT_TEXT_MAX + 1);

/**
 * Category ids as the spec's comma-separated text ('1,11'), or as a list of ids (the form's multi-select). Text or
 * a list too long to hold 20 ids is refused before it is split or read.
 */
const categoryIds = z.preprocess(
  (value, context) => {
    if (isBlank(value)) return [];
    const tooLong =
      typeof value === 'string'
        ? value.length > CATEGORY_TEXT_MAX
        : Array.isArray(value) && value.length > SERVICE_CATEGORIES_MAX;
    if (tooLong) {
      context.addIssue({ code: 'custom', message: SERVICE_MESSAGES.categoriesTooMany });
      return z.NEVER;
    }
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
    return list.filter((entry) => !isBlank(entry)).map(numberOrText);
  },
  z
    .array(z.unknown(), { error: SERVICE_MESSAGES.categoryUnknown })
    .max(SERVICE_CATEGORIES_MAX, SERVICE_MESSAGES.categoriesTooMany)
    .refine(
      (ids) => ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647),
      SERVICE_MESSAGES.categoryUnknown,
    )
    .transform((ids) => [...new Set(ids as number[])]),
);

const sortingValue = z
  .number({ error: SERVICE_MESSAGES.sortingInvalid })
  .int(SERVICE_MESSAGES.sortingInvalid)
  .min(0, SERVICE_MESSAGES.sortingInvalid)
  .max(SERVICE_SORTING_MAX, SERVICE_MESSAGES.sortingInvalid);

/** 1 Enable or 0 Disable; anything else (or nothing) is 'Status is required!'. */
const statusValue = z.preprocess(
  (value) => (value === '0' || value === '1' ? Number(value) : value),
  z.literal([0, 1], { error: SERVICE_MESSAGES.statusRequired }),
);

/**
 * POST /api/expense/service_update. Add: price and discount default to 0, no category is needed, and a missing
 * sorting becomes the last sorting + 1 (docs/product.md#service-status-and-sorting). Update: price and category are
 * required (docs/product.md#validation-service), and a missing sorting keeps the current one.
 */
const serviceFields = z.object({
  id: serviceId.optional(),
  name: requiredText(SERVICE_MESSAGES.nameRequired, 191),
  price: rupees(SERVICE_MESSAGES.priceNumber),
  discount: rupees(SERVICE_MESSAGES.discountNumber),
  category_id: categoryIds,
  sorting: z.preprocess(numberOrText, sortingValue.optional()),
  status: statusValue,
  comment: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: FIELD_MESSAGES.text }).max(SERVICE_COMMENT_MAX_CHARS, SERVICE_MESSAGES.commentTooLong),
  ),
  // Optional Hindi (docs/decisions/018-hindi-at-its-own-addresses.md): where blank, the English is shown.
  name_hi: optionalText(191),
  comment_hi: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: FIELD_MESSAGES.text }).max(SERVICE_COMMENT_MAX_CHARS, SERVICE_MESSAGES.commentTooLong),
  ),
});

/** The rules across fields, each field read by its own schema; a field that is itself wrong says so instead. */
function serviceRules(input: Record<string, unknown>): CrossFieldIssue[] {
  const issues: CrossFieldIssue[] = [];
  const id = serviceFields.shape.id.safeParse(input.id);
  const price = serviceFields.shape.price.safeParse(input.price);
  const discount = serviceFields.shape.discount.safeParse(input.discount);
  const categories = serviceFields.shape.category_id.safeParse(input.category_id);
  const isUpdate = id.success && id.data !== undefined;
  if (isUpdate && price.success && price.data === undefined) {
    issues.push({ path: 'price', message: SERVICE_MESSAGES.priceRequired });
  }
  if (isUpdate && categories.success && categories.data.length === 0) {
    issues.push({ path: 'category_id', message: SERVICE_MESSAGES.categoryRequired });
  }
  if (price.success && discount.success && (discount.data ?? 0) > (price.data ?? 0)) {
    issues.push({ path: 'discount', message: SERVICE_MESSAGES.discountAbovePrice });
  }
  return issues;
}

export const serviceSaveSchema = withCrossFieldRule(serviceFields, serviceRules).transform((service) => ({
  ...service,
  price: service.price ?? 0,
  discount: service.discount ?? 0,
}));
export type ServiceSavePayload = z.infer<typeof serviceSaveSchema>;

export const serviceSavedAnswerSchema = savedAnswer(serviceSchema);

export const sortingItemSchema = z.object({ id: serviceId, sorting: z.preprocess(numberOrText, sortingValue) });
export type SortingItem = z.infer<typeof sortingItemSchema>;

/**
 * POST /api/expense/updateSorting: a JSON array of { id, sorting } (docs/product.md#api-services-admin), or the same
 * array as { data: [...] }. At most 500 items, each service once; all are written in one transaction or none is.
 */
export const sortingUpdateSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && 'data' in value
      ? (value as { data: unknown }).data
      : value,
  z
    .array(sortingItemSchema, { error: SERVICE_MESSAGES.sortingEmpty })
    .min(1, SERVICE_MESSAGES.sortingEmpty)
    .max(SORTING_BATCH_MAX, SERVICE_MESSAGES.sortingTooMany)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, SERVICE_MESSAGES.sortingRepeated),
);
