/**
 * The admin's offer forms and answers (docs/product.md#entity-offer, #validation-offer, #api-offers, #toasts).
 * Multipart fields arrive as text, so numbers and dates are read from text here.
 */
import { z } from 'zod';
import { savedAnswer } from './answers';
import { offerSchema } from './catalogue.schemas';
import { ZERO_DATE } from './constants';
import { blankOrRecordId, blankToUndefined, isShortText, optionalText, requiredText, shortText } from './fields';
import { isCalendarDate } from './salon-time';

export const OFFER_MESSAGES = {
  nameRequired: 'Offer Name is required!',
  statusRequired: 'Status is required!',
  sortInvalid: 'Sorting must be a whole number.',
  expiryInvalid: 'Please enter a valid expiry date.',
  imageInvalid: 'The image must be a JPEG, PNG or WebP picture.',
  added: 'Offer has been added!',
  updated: 'Offer has been Updated!',
  deleted: 'Offer has been Deleted!',
  notFound: 'The offer does not exist.',
} as const;

export const OFFER_SORT_MAX = 1_000_000;

/** Sorting is typed freely; blank means 0. */
const sortValue = z.preprocess(
  (value) => {
    const present = blankToUndefined(value);
    if (present === undefined) return 0;
    return isShortText(present) && /^\s*-?\d+\s*$/.test(present) ? Number(present) : present;
  },
  z
    .number({ error: OFFER_MESSAGES.sortInvalid })
    .int(OFFER_MESSAGES.sortInvalid)
    .min(-OFFER_SORT_MAX, OFFER_MESSAGES.sortInvalid)
    .max(OFFER_SORT_MAX, OFFER_MESSAGES.sortInvalid),
);

/** 1 Enable or 0 Disable; anything else (or nothing) is 'Status is required!'. */
const statusValue = z.preprocess(
  (value) => {
    const present = blankToUndefined(value);
    return present === '0' || present === '1' ? Number(present) : present;
  },
  z.literal([0, 1], { error: OFFER_MESSAGES.statusRequired }),
);

/** Optional: blank or the zero date mean none (stored as null, answered as the zero date). */
const expiryValue = z.preprocess((value) => {
  const present = blankToUndefined(value);
  return present === undefined || present === ZERO_DATE ? null : present;
}, shortText(OFFER_MESSAGES.expiryInvalid).refine(isCalendarDate, OFFER_MESSAGES.expiryInvalid).nullable());

/** POST /api/offer/add (multipart; optional file field `image`). */
export const offerAddSchema = z.object({
  name: requiredText(OFFER_MESSAGES.nameRequired, 191),
  // Optional Hindi (docs/decisions/018-hindi-at-its-own-addresses.md): where blank, the English is shown.
  name_hi: optionalText(191),
  sort: sortValue,
  expiry: expiryValue,
  status: statusValue,
});
export type OfferAddPayload = z.infer<typeof offerAddSchema>;

const offerId = blankOrRecordId(OFFER_MESSAGES.notFound);

/** POST /api/offer/edit (multipart; the image is kept unless a new file `image` is sent). */
export const offerEditSchema = offerAddSchema.extend({ id: offerId });
export type OfferEditPayload = z.infer<typeof offerEditSchema>;

/** GET /api/offer/delete?id= */
export const offerIdQuerySchema = z.object({ id: offerId });

export const offerListAnswerSchema = z.object({ data: z.array(offerSchema) });
export const offerSavedAnswerSchema = savedAnswer(offerSchema);
