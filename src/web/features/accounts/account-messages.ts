/**
 * The messages the login and register forms may show (docs/product.md#validation-login, #validation-register,
 * #error-shape): their own checks' and the server's refusals of POST /api/login and /api/register_or_update. The
 * page renders each in the visitor's language, hidden, for the form's island to show (account-form.ts); a message
 * missing here still shows, in English.
 */
import { ACCOUNT_MESSAGES, PHONE_MESSAGES } from '@shared/accounts.messages';
import { FIELD_MESSAGES, REQUEST_MESSAGES } from '@shared/common.messages';
import type { MessageCode } from '@shared/messages';
import { RULE_BOUNDS } from './account-rules';

/** A message's code in the catalogue (src/shared/messages.ts) and its English words. */
export type FormMessage = readonly [code: MessageCode, words: string];

const PHONE: readonly FormMessage[] = [
  ['phone.required', PHONE_MESSAGES.required],
  ['phone.number', PHONE_MESSAGES.number],
  ['phone.valid', PHONE_MESSAGES.valid],
];

const PASSWORD: readonly FormMessage[] = [
  ['field.passwordRequired', FIELD_MESSAGES.passwordRequired],
  ['field.atMost', FIELD_MESSAGES.atMost(RULE_BOUNDS.passwordMax)],
];

/** What any request may be refused with: its shape, its size, a busy or unreachable server. */
const REQUEST: readonly FormMessage[] = [
  ['accounts.tooManyRequests', ACCOUNT_MESSAGES.tooManyRequests],
  ['accounts.busy', ACCOUNT_MESSAGES.busy],
  ['request.invalidData', REQUEST_MESSAGES.invalidData],
  ['request.tooLarge', REQUEST_MESSAGES.tooLarge],
  ['request.refused', REQUEST_MESSAGES.refused],
  ['request.databaseUnreachable', REQUEST_MESSAGES.databaseUnreachable],
  ['request.serverError', REQUEST_MESSAGES.serverError],
];

export const LOGIN_FORM_MESSAGES: readonly FormMessage[] = [
  ...PHONE,
  ...PASSWORD,
  ['accounts.invalidCredentials', ACCOUNT_MESSAGES.invalidCredentials],
  ['accounts.deactivated', ACCOUNT_MESSAGES.deactivated],
  ['accounts.tooManyAttempts', ACCOUNT_MESSAGES.tooManyAttempts],
  ['accounts.tooManyPhoneFailures', ACCOUNT_MESSAGES.tooManyPhoneFailures],
  ...REQUEST,
];

export const REGISTER_FORM_MESSAGES: readonly FormMessage[] = [
  ['field.nameRequired', FIELD_MESSAGES.nameRequired],
  ['field.atMost', FIELD_MESSAGES.atMost(RULE_BOUNDS.name)],
  ...PHONE,
  ...PASSWORD,
  ['accounts.passwordShort', ACCOUNT_MESSAGES.passwordShort],
  ['accounts.passwordCommon', ACCOUNT_MESSAGES.passwordCommon],
  ['field.confirmPasswordRequired', FIELD_MESSAGES.confirmPasswordRequired],
  ['field.passwordsMustMatch', FIELD_MESSAGES.passwordsMustMatch],
  ['accounts.phoneTaken', ACCOUNT_MESSAGES.phoneTaken],
  ['accounts.tooManyRegistrations', ACCOUNT_MESSAGES.tooManyRegistrations],
  ['accounts.imageInvalid', ACCOUNT_MESSAGES.imageInvalid],
  ['accounts.imageTooLarge', ACCOUNT_MESSAGES.imageTooLarge],
  ['request.fileTooLarge', REQUEST_MESSAGES.fileTooLarge],
  ['request.tooManyParts', REQUEST_MESSAGES.tooManyParts],
  ['request.formUnreadable', REQUEST_MESSAGES.formUnreadable],
  ['request.uploadBusy', REQUEST_MESSAGES.uploadBusy],
  ['request.uploadTooSlow', REQUEST_MESSAGES.uploadTooSlow],
  ['request.uploadsPerAddress', REQUEST_MESSAGES.uploadsPerAddress],
  ['request.diskFull', REQUEST_MESSAGES.diskFull],
  ...REQUEST,
];
