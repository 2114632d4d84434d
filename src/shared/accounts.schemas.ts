/**
 * Account forms and payloads (docs/product.md#account-payloads, #validation): one schema per form, used by the form
 * (validation on blur) and by the server (which never trusts the browser).
 */
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import { LANGUAGES } from './languages';
import {
  genderValue,
  mustMatch,
  optionalEmail,
  optionalPastDate,
  optionalText,
  phoneNumberText,
  requiredText,
  tenDigitPhone,
  type Today,
  withCrossFieldRule,
} from './fields';

import { newPasswordText, passwordText as password } from './passwords';
import { FIELD_MESSAGES } from './common.messages';

export { ACCOUNT_MESSAGES } from './accounts.messages';

export const loginSchema = z.object({
  phone: phoneNumberText,
  password: password(FIELD_MESSAGES.passwordRequired),
});
export type LoginPayload = z.infer<typeof loginSchema>;

/** What the server takes at registration (multipart fields; the image travels beside them). */
export const registerSchema = z.object({
  phone: tenDigitPhone,
  name: requiredText(FIELD_MESSAGES.nameRequired, 100),
  password: newPasswordText(FIELD_MESSAGES.passwordRequired),
  device_token: optionalText(191).optional(),
  signup_type: optionalText(10).optional(),
});
export type RegisterPayload = z.infer<typeof registerSchema>;

/** The register form adds the confirmation, checked only in the browser (it is not sent). */
export const registerFormSchema = withCrossFieldRule(
  registerSchema.extend({ confirm_password: password(FIELD_MESSAGES.confirmPasswordRequired) }),
  mustMatch('password', 'confirm_password', FIELD_MESSAGES.passwordsMustMatch),
);
export type RegisterForm = z.input<typeof registerFormSchema>;

/** The confirmation must equal the new password: the form says so as soon as they differ, the server refuses it. */
export const changePasswordSchema = withCrossFieldRule(
  z.object({
    current_password: password(FIELD_MESSAGES.currentPasswordRequired),
    new_password: newPasswordText(FIELD_MESSAGES.newPasswordRequired),
    new_confirm_password: password(FIELD_MESSAGES.confirmNewPasswordRequired),
  }),
  mustMatch('new_password', 'new_confirm_password', ACCOUNT_MESSAGES.confirmationMismatch),
);
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

/**
 * A person's details a profile and the Add Customer form share (docs/product.md#entity-user): DOB and anniversary
 * may not be after the salon's today.
 */
export function personalDetailFields(today: Today) {
  return {
    email: optionalEmail,
    dob: optionalPastDate(today, FIELD_MESSAGES.dob),
    anniversary: optionalPastDate(today, FIELD_MESSAGES.anniversary),
    gender: genderValue,
    comment: optionalText(1000),
    address: optionalText(500),
  };
}

/** The client's device_token and signup_type (docs/product.md#account-payloads), on a profile or a new customer. */
export const appClientFields = {
  device_token: optionalText(191).optional(),
  signup_type: optionalText(10).optional(),
};

/** The profile form: DOB and anniversary may not be after the salon's today. */
export function profileSchema(today: Today) {
  return z.object({
    id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
    name: requiredText(FIELD_MESSAGES.nameRequired, 100),
    name1: optionalText(100),
    ...personalDetailFields(today),
    ...appClientFields,
  });
}
export type ProfilePayload = z.infer<ReturnType<typeof profileSchema>>;
export type ProfileForm = z.input<ReturnType<typeof profileSchema>>;

/** A user as the API answers it (docs/product.md#entity-user). Dates use the zero date for "not set". */
export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  name1: z.string(),
  phone: z.string(),
  email: z.string(),
  dob: z.string(),
  anniversary: z.string(),
  gender: z.number(),
  comment: z.string(),
  address: z.string(),
  image: z.string(),
  status: z.number(),
  user_type: z.number(),
  cart: z.object({ data: z.string() }).nullable(),
  /**
   * The language the user reads the app in, kept on the account (docs/decisions/018-hindi-at-its-own-addresses.md);
   * null until they choose one.
   */
  language: z.enum(LANGUAGES).nullable(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/user/language: the signed-in user's language. */
export const languageChoiceSchema = z.object({
  language: z.enum(LANGUAGES, { message: ACCOUNT_MESSAGES.languageInvalid }),
});

export const sessionAnswerSchema = z.object({
  message: z.string(),
  token: z.string(),
  user: userSchema,
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** A staff member as lists of staff show them (GET /api/user/staffUsers). */
export const staffMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  user_type: z.number(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
