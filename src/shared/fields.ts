/** Field rules that several forms share, each written once with the spec's messages. */
import { z } from 'zod';
import { ZERO_DATE } from './constants';
import { PHONE_MESSAGES } from './accounts.messages';
import { isCalendarDate } from './salon-time';

/** Numbers typed into a form or sent as JSON numbers both arrive as text here. */
const asText = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? String(value) : value);

export function requiredText(message: string, max = 191) {
  return z.preprocess(
    asText,
    z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, `At most ${max} characters.`),
  );
}

export function optionalText(max: number) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : asText(value)),
    z.string({ error: 'Must be text.' }).trim().max(max, `At most ${max} characters.`),
  );
}

export { PHONE_MESSAGES };

/** A phone that must be present and numeric (login looks it up; nothing more is asked). */
export const phoneNumberText = z.preprocess(
  asText,
  z
    .string({ error: PHONE_MESSAGES.required })
    .trim()
    .min(1, { error: PHONE_MESSAGES.required, abort: true })
    .regex(/^\d+$/, PHONE_MESSAGES.number),
);

/**
 * A phone that may be stored: exactly ten digits (document 1 §9), so 1000000000 to 9999999999, which is
 * also inside the registration range the spec's form checks (999999999 to 9999999999).
 */
export const tenDigitPhone = z.preprocess(
  asText,
  z
    .string({ error: PHONE_MESSAGES.required })
    .trim()
    .min(1, { error: PHONE_MESSAGES.required, abort: true })
    .regex(/^\d+$/, { error: PHONE_MESSAGES.number, abort: true })
    .regex(/^[1-9]\d{9}$/, PHONE_MESSAGES.valid),
);

export const optionalEmail = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z
    .string({ error: 'Please enter a valid e-mail address' })
    .trim()
    .max(191, 'At most 191 characters.')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Please enter a valid e-mail address'),
);

/** The salon's today, fixed or asked at each validation (a server lives through midnight). */
export type Today = string | (() => string);

/** An optional calendar date that may not be after `today`; '' and the zero date mean not set. */
export function optionalPastDate(today: Today, message: string) {
  const todayNow = () => (typeof today === 'function' ? today() : today);
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string({ error: message })
      .trim()
      .refine((value) => value === '' || value === ZERO_DATE || isCalendarDate(value), message)
      .refine((value) => value === '' || value === ZERO_DATE || value <= todayNow(), message),
  );
}

export const genderValue = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 1 : Number(value)),
  z.union([z.literal(1), z.literal(2)], { error: 'Gender must be 1 (male) or 2 (female).' }),
);
