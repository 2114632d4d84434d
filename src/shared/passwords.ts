/**
 * The rule for a new password (issue 14): at least 8 characters, at most 128. The server also refuses the 10,000
 * most common passwords (server/features/accounts/common-passwords.ts; the list stays out of the browser's bundle).
 * Signing in takes any password: accounts made before the rule keep working. The one exception is the random
 * 6-digit password the spec's desk sends with Add Customer (docs/product.md#account-payloads, #constants).
 */
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import { FIELD_MESSAGES } from './common.messages';

export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_MAX_CHARS = 128;

/** A password as any form takes it: required, and bounded before anything else looks at it. */
export function passwordText(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(PASSWORD_MAX_CHARS, FIELD_MESSAGES.atMost(PASSWORD_MAX_CHARS));
}

/**
 * A password being chosen (register, change password, the admin's reset, a new customer's). `isAlsoTaken` names
 * shorter ones a route takes all the same (Add Customer: the desk's random six digits).
 */
export function newPasswordText(requiredMessage: string, isAlsoTaken?: (text: string) => boolean) {
  const bounded = z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .max(PASSWORD_MAX_CHARS, { error: FIELD_MESSAGES.atMost(PASSWORD_MAX_CHARS), abort: true });
  return isAlsoTaken
    ? bounded.refine((text) => text.length >= PASSWORD_MIN_CHARS || isAlsoTaken(text), ACCOUNT_MESSAGES.passwordShort)
    : bounded.min(PASSWORD_MIN_CHARS, ACCOUNT_MESSAGES.passwordShort);
}
