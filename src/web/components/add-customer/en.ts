/**
 * English text of the Add Customer modal (docs/product.md#services-admin, #validation-add-customer,
 * #errors-back-office: 'Customer added').
 */
import { defineText } from '@web/i18n';

export const customersEn = {
  'add.title': 'Add Customer',
  'add.intro': 'A new customer account for the counter. Only the name and phone are needed.',
  'add.passwordNote': 'The customer gets a random password; the admin can set a known one from Users.',
  'field.name': 'Name',
  'field.email': 'E-mail',
  'action.add': 'Add Customer',
  'toast.added': 'Customer added',
  'toast.failed': 'Something went wrong',
} as const;

export const customersText = defineText('customers', customersEn);
