/** Field rules that several forms share, each written once with the spec's messages. */
import { z } from 'zod';
import { ZERO_DATE } from './constants';
import { PHONE_MESSAGES } from './accounts.messages';
import { isCalendarDate } from './salon-time';
import { FIELD_MESSAGES } from './common.messages';
import { amountFromText, type AmountRules } from './money';

/** Numbers typed into a form or sent as JSON numbers both arrive as text here. */
const asText = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? String(value) : value);

/**
 * The longest text a short field read by a pattern (a date, a time, a phone, a number) may hold. Longer text is
 * refused before any pattern or conversion sees it (issue 14: bounded work per request, docs/quality.md).
 */
export const SHORT_TEXT_MAX = 40;

/** True for text short enough to be read as a number or a flag; longer text is left for the schema to refuse. */
export const isShortText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SHORT_TEXT_MAX;

/**
 * A short field's text, trimmed and refused with `message` when longer than SHORT_TEXT_MAX (and with
 * `missingMessage` when it is no text at all); the checks chained after it (patterns, refinements, transforms)
 * only ever see short text.
 */
export function shortText(message: string, missingMessage = message) {
  return z.string({ error: missingMessage }).trim().max(SHORT_TEXT_MAX, { error: message, abort: true });
}

/**
 * What an amount field's schema reads (docs/architecture.md#data): text that is an amount becomes its number by the
 * one reader (amountFromText); a JSON number stays as it is; anything else (text that is no amount, a flag, a list) is
 * left as it is, for the field's z.number({ error }) to refuse with the field's own message.
 */
export function amountInput(value: unknown, rules: AmountRules = {}): unknown {
  return typeof value === 'string' ? (amountFromText(value, rules) ?? value) : value;
}

/** Nothing sent: missing, null, or only spaces. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Blank (see isBlank) as undefined, anything else as sent. */
export const blankToUndefined = (value: unknown): unknown => (isBlank(value) ? undefined : value);

/** The largest id a record may have: the integer keys of both engines are 32-bit. */
export const RECORD_ID_MAX = 2_147_483_647;

/**
 * A record's id, sent as a number or as text: a whole number from 1 to RECORD_ID_MAX, refused with `message` (and
 * with `missingMessage` when it is no number at all).
 */
export function recordId(message: string, missingMessage = message) {
  return z.coerce.number({ error: missingMessage }).int(message).positive(message).max(RECORD_ID_MAX, message);
}

/** A record's id (see recordId) where a blank field counts as none sent. */
export function blankOrRecordId(message: string, missingMessage = message) {
  return z.preprocess(blankToUndefined, recordId(message, missingMessage));
}

/**
 * An optional calendar date of a query (a list's range, a day to show): blank (and the zero date, when
 * `zeroIsBlank`) means "the default" (undefined); anything else must be a real YYYY-MM-DD date.
 */
export function optionalCalendarDate(message: string, { zeroIsBlank = false } = {}) {
  return z.preprocess(
    (value) => (isBlank(value) || (zeroIsBlank && value === ZERO_DATE) ? undefined : value),
    shortText(message).refine(isCalendarDate, message).optional(),
  );
}

/** A query's date range, `start_date` and `end_date`, each end an optionalCalendarDate. */
export function optionalDateRange(message: string, options: { zeroIsBlank?: boolean } = {}) {
  const date = optionalCalendarDate(message, options);
  return { start_date: date, end_date: date };
}

export function requiredText(message: string, max = 191) {
  return z.preprocess(
    asText,
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message, abort: true })
      .max(max, { error: FIELD_MESSAGES.atMost(max), abort: true }),
  );
}

export function optionalText(max: number) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : asText(value)),
    z
      .string({ error: FIELD_MESSAGES.text })
      .trim()
      .max(max, { error: FIELD_MESSAGES.atMost(max), abort: true }),
  );
}

export const IGNORED_VALUE_MESSAGE = FIELD_MESSAGES.plainValue;

/**
 * A field old forms send and the server ignores: a plain value (text of at most 191 characters, a number, a flag or
 * null), never a list or an object of any size.
 */
export const ignoredValue = z
  .union([z.string().max(191, IGNORED_VALUE_MESSAGE), z.number(), z.boolean(), z.null()], {
    error: IGNORED_VALUE_MESSAGE,
  })
  .optional();

export { PHONE_MESSAGES };

/** A phone's text, present and short; what it must look like is chained after it. */
const phoneText = z
  .string({ error: PHONE_MESSAGES.required })
  .trim()
  .min(1, { error: PHONE_MESSAGES.required, abort: true })
  .max(SHORT_TEXT_MAX, { error: PHONE_MESSAGES.valid, abort: true });

/** A phone that must be present and numeric (login looks it up; nothing more is asked). */
export const phoneNumberText = z.preprocess(asText, phoneText.regex(/^\d+$/, PHONE_MESSAGES.number));

/**
 * A phone that may be stored: exactly ten digits (docs/product.md#constants), so 1000000000 to 9999999999, which is
 * also inside the registration range the spec's form checks (999999999 to 9999999999).
 */
export const tenDigitPhone = z.preprocess(
  asText,
  phoneText.regex(/^\d+$/, { error: PHONE_MESSAGES.number, abort: true }).regex(/^[1-9]\d{9}$/, PHONE_MESSAGES.valid),
);

export const optionalEmail = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z
    .string({ error: FIELD_MESSAGES.email })
    .trim()
    .max(191, { error: FIELD_MESSAGES.atMost(191), abort: true })
    .refine((value) => value === '' || z.email().safeParse(value).success, FIELD_MESSAGES.email),
);

/** The salon's today, fixed or asked at each validation (a server lives through midnight). */
export type Today = string | (() => string);

/** An optional calendar date that may not be after `today`; '' and the zero date mean not set. */
export function optionalPastDate(today: Today, message: string) {
  const todayNow = () => (typeof today === 'function' ? today() : today);
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    shortText(message)
      .refine((value) => value === '' || value === ZERO_DATE || isCalendarDate(value), message)
      .refine((value) => value === '' || value === ZERO_DATE || value <= todayNow(), message),
  );
}

export const genderValue = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 1 : Number(value)),
  z.union([z.literal(1), z.literal(2)], { error: FIELD_MESSAGES.gender }),
);

/** A problem a rule across fields finds: the field it is shown under, and the message. */
export interface CrossFieldIssue {
  path: string;
  message: string;
}

/**
 * The fields of a form with a rule across some of them, checked side by side. Zod runs an object's own refinements
 * only while no field has failed outright, so a rule written there ('Passwords must match!') waited until the name
 * and the phone were right. The rule reads the raw input (asked only for an object) and reads a field it needs
 * with that field's own schema; while such a field is itself wrong it says nothing, as the field says why.
 */
export function withCrossFieldRule<Fields extends z.ZodType>(
  fields: Fields,
  rule: (input: Record<string, unknown>) => CrossFieldIssue[],
) {
  // A transform rather than a refinement: it answers {} (nothing to merge with the fields' output) even when it
  // finds a problem, where a refinement would hand the raw input on to be merged with the parsed fields.
  const crossField = z.unknown().transform((input, context) => {
    if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
      for (const { path, message } of rule(input as Record<string, unknown>)) {
        context.addIssue({ code: 'custom', path: [path], message, input });
      }
    }
    return {};
  });
  return z.intersection(fields, crossField);
}

/** A confirmation field's rule: once typed, it must equal the field it confirms (said under the confirmation). */
export function mustMatch(field: string, confirmation: string, message: string) {
  return (input: Record<string, unknown>): CrossFieldIssue[] => {
    const first = input[field];
    const second = input[confirmation];
    const isTyped = typeof first === 'string' && typeof second === 'string' && second !== '';
    return isTyped && first !== second ? [{ path: confirmation, message }] : [];
  };
}
