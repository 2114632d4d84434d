/**
 * The words of a refusal that no schema names itself (a number out of range, a list where an object belongs):
 * zod's own English would reach the caller with no code, so the app gives zod its own words, from the message
 * catalogue (docs/architecture.md#text). Called where the server app is built: the browser's forms name every
 * message they can meet, and zod's words only ever answer input no form sends.
 */
import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { FIELD_MESSAGES, REQUEST_MESSAGES } from './common.messages';

function wordsOf(issue: $ZodRawIssue): string {
  if (issue.code === 'too_small') {
    const minimum = String(issue.minimum);
    if (issue.origin === 'string') return FIELD_MESSAGES.atLeast(minimum);
    if (issue.origin === 'array' || issue.origin === 'set') return FIELD_MESSAGES.atLeastItems(minimum);
    return FIELD_MESSAGES.numberAtLeast(minimum);
  }
  if (issue.code === 'too_big') {
    const maximum = String(issue.maximum);
    if (issue.origin === 'string') return FIELD_MESSAGES.atMost(maximum);
    if (issue.origin === 'array' || issue.origin === 'set') return FIELD_MESSAGES.atMostItems(maximum);
    return FIELD_MESSAGES.numberAtMost(maximum);
  }
  return REQUEST_MESSAGES.invalidValue;
}

export function setValidationWords(): void {
  z.config({ localeError: (issue) => wordsOf(issue) });
}
