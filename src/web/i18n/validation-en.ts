/**
 * The validation messages of the shared zod schemas. Keys are the English message text itself, so a form shows
 * t(message, { ns: 'validation', defaultValue: message }) and a new shared message still reads well in English
 * before a translator adds it here.
 */
import { PHONE_MESSAGES } from '@shared/accounts.messages';
import { registerNamespace } from './register-namespace';

export const validationEn: Record<string, string> = {
  [PHONE_MESSAGES.required]: PHONE_MESSAGES.required,
  [PHONE_MESSAGES.number]: PHONE_MESSAGES.number,
  [PHONE_MESSAGES.valid]: PHONE_MESSAGES.valid,
  'Password is required!': 'Password is required!',
  'Name is required!': 'Name is required!',
  'Confirm password is required!': 'Confirm password is required!',
  'Passwords must match!': 'Passwords must match!',
  'Current Password is required!': 'Current Password is required!',
  'New Password is required!': 'New Password is required!',
  'Confirm New Password is required!': 'Confirm New Password is required!',
  'Invalid DOB': 'Invalid DOB',
  'Invalid Anniversary Date': 'Invalid Anniversary Date',
  'Please enter a valid e-mail address': 'Please enter a valid e-mail address',
  'Gender must be 1 (male) or 2 (female).': 'Gender must be 1 (male) or 2 (female).',
};

// Importing this file is what brings the 'validation' namespace (see src/web/i18n/resources.ts).
registerNamespace('validation', validationEn);
