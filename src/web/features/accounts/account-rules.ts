/**
 * The login and register forms' rules (docs/product.md#validation-login, #validation-register) as plain checks, for
 * their islands (docs/decisions/017-public-pages-as-documents-with-islands.md): the shared zod schemas
 * (src/shared/accounts.schemas.ts) say the same, but zod is too large for a form a guest's page loads on first
 * focus. account-rules.test.ts runs a table of inputs through both and holds them to the same answers. Each check
 * answers the field's first problem in the schema's order, in the schema's English words, or undefined.
 */
import { ACCOUNT_MESSAGES, PHONE_MESSAGES } from '@shared/accounts.messages';
import { FIELD_MESSAGES } from '@shared/common.messages';

/** The schemas' bounds (src/shared/fields.ts, src/shared/passwords.ts); the test checks they are still these. */
export const RULE_BOUNDS = {
  /** SHORT_TEXT_MAX: longer text is refused before a phone's pattern looks at it. */
  phoneText: 40,
  name: 100,
  passwordMin: 8,
  passwordMax: 128,
} as const;

export type LoginField = 'phone' | 'password';
export type RegisterField = 'name' | 'phone' | 'password' | 'confirm_password';
export type FormValues<F extends string> = Readonly<Record<F, string>>;

const DIGITS = /^\d+$/;
const TEN_DIGIT_PHONE = /^[1-9]\d{9}$/;

/** Length in characters as zod counts them, so an emoji is one, not the two UTF-16 units of `length`. */
function characters(text: string): number {
  let count = text.length;
  for (let index = 0; index < text.length - 1; index += 1) {
    const isPair = (text.charCodeAt(index) & 0xfc00) === 0xd800 && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
    if (isPair) {
      count -= 1;
      index += 1;
    }
  }
  return count;
}

/** A phone login looks up: present and numeric. */
function phoneNumber(value: string): string | undefined {
  const phone = value.trim();
  if (phone === '') return PHONE_MESSAGES.required;
  if (characters(phone) > RULE_BOUNDS.phoneText) return PHONE_MESSAGES.valid;
  if (!DIGITS.test(phone)) return PHONE_MESSAGES.number;
  return undefined;
}

/** A phone that may be stored: ten digits without a leading zero. */
function tenDigitPhone(value: string): string | undefined {
  return phoneNumber(value) ?? (TEN_DIGIT_PHONE.test(value.trim()) ? undefined : PHONE_MESSAGES.valid);
}

/** Any password a form takes: required, bounded. */
function password(value: string, requiredMessage: string): string | undefined {
  if (value.length === 0) return requiredMessage;
  if (characters(value) > RULE_BOUNDS.passwordMax) return FIELD_MESSAGES.atMost(RULE_BOUNDS.passwordMax);
  return undefined;
}

/** A password being chosen: also long enough (the server alone refuses common ones). */
function newPassword(value: string, requiredMessage: string): string | undefined {
  return (
    password(value, requiredMessage) ??
    (characters(value) < RULE_BOUNDS.passwordMin ? ACCOUNT_MESSAGES.passwordShort : undefined)
  );
}

function requiredText(value: string, message: string, max: number): string | undefined {
  const text = value.trim();
  if (text === '') return message;
  if (characters(text) > max) return FIELD_MESSAGES.atMost(max);
  return undefined;
}

/** loginSchema's first problem with a field. */
export function checkLogin(field: LoginField, values: FormValues<LoginField>): string | undefined {
  return field === 'phone' ? phoneNumber(values.phone) : password(values.password, FIELD_MESSAGES.passwordRequired);
}

/** registerFormSchema's first problem with a field: the confirmation, once typed, must equal the password. */
export function checkRegister(field: RegisterField, values: FormValues<RegisterField>): string | undefined {
  switch (field) {
    case 'name':
      return requiredText(values.name, FIELD_MESSAGES.nameRequired, RULE_BOUNDS.name);
    case 'phone':
      return tenDigitPhone(values.phone);
    case 'password':
      return newPassword(values.password, FIELD_MESSAGES.passwordRequired);
    case 'confirm_password':
      return (
        password(values.confirm_password, FIELD_MESSAGES.confirmPasswordRequired) ??
        (values.confirm_password !== values.password ? FIELD_MESSAGES.passwordsMustMatch : undefined)
      );
  }
}
