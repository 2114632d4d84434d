/**
 * The back office's Add Customer form (docs/product.md#services-admin, #entity-user, #validation-add-customer,
 * #errors-back-office, #constants) and the customer picker of an invoice (GET /api/user/get_users). The form and the
 * server use the same schema.
 */
import { z } from 'zod';
import { appClientFields, personalDetailFields, userSchema } from './accounts.schemas';
import { optionalText, requiredText, tenDigitPhone, type Today } from './fields';
import { newPasswordText } from './passwords';
import { FIELD_MESSAGES } from './common.messages';

export const CUSTOMER_MESSAGES = {
  added: 'Successful.',
} as const;

/** The random password a new customer gets (docs/product.md#constants: 100000 to 999999). */
export const CUSTOMER_PASSWORD_MIN = 100_000;
export const CUSTOMER_PASSWORD_MAX = 999_999;

/** At most this many customers answer one search of the invoice's customer picker. */
export const CUSTOMER_PICK_LIMIT = 20;

/**
 * The desk's random password as the spec has the client send it: six digits, 100000 to 999999
 * (docs/product.md#account-payloads, #constants). Machine-made, so neither the 8-character rule nor the common-password
 * list applies to it; the sign-in throttle guards it (docs/decisions/019-sign-in-throttling.md).
 */
export function isDeskPassword(text: string): boolean {
  if (!/^\d{6}$/.test(text)) return false;
  const value = Number(text);
  return value >= CUSTOMER_PASSWORD_MIN && value <= CUSTOMER_PASSWORD_MAX;
}

/**
 * Optional: blank means "the server picks one"; the desk's random six digits are taken as they are; any other given
 * password follows the rule of every new password.
 */
const customerPassword = z.preprocess(
  (value) =>
    value === null || value === undefined || value === ''
      ? undefined
      : typeof value === 'number'
        ? String(value)
        : value,
  newPasswordText(FIELD_MESSAGES.passwordRequired, isDeskPassword).optional(),
);

/**
 * POST /api/user/add_customer. Phone first: a failure toast shows the first error (docs/product.md#errors-back-office).
 * Anything else sent (user_type, status, ...) is dropped: the server only ever creates an active customer.
 */
export function addCustomerSchema(today: Today) {
  return z.object({
    phone: tenDigitPhone,
    name: requiredText(FIELD_MESSAGES.nameRequired, 100),
    ...personalDetailFields(today),
    password: customerPassword,
    ...appClientFields,
  });
}
export type AddCustomerPayload = z.infer<ReturnType<typeof addCustomerSchema>>;

export const addCustomerAnswerSchema = z.object({ message: z.string(), user: userSchema });
export type AddCustomerAnswer = z.infer<typeof addCustomerAnswerSchema>;

/** GET /api/user/get_users: an optional part of a name or phone. */
export const customerPickQuerySchema = z.object({ search: optionalText(100) });

export const customerPickSchema = z.object({ id: z.number(), name: z.string(), phone: z.string(), email: z.string() });
export type CustomerPick = z.infer<typeof customerPickSchema>;

export const customerPickAnswerSchema = z.object({ data: z.array(customerPickSchema) });
