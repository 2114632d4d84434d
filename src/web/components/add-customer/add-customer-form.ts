/** Between the Add Customer form and its payload (docs/product.md#api-users: a form with '555' and 1). */
import type { AddCustomerPayload } from '@shared/customers.schemas';
import { DEVICE_TOKEN, SIGNUP_TYPE } from '@shared/constants';
import { dateFromWire, dateToWire } from '@shared/salon-time';

export interface AddCustomerFormValues {
  name: string;
  phone: string;
  email: string;
  /** YYYY-MM-DD, or null when not given. */
  dob: string | null;
  anniversary: string | null;
  /** '1' male or '2' female, as the select holds it. */
  gender: string;
  comment: string;
  address: string;
}

export const EMPTY_CUSTOMER: AddCustomerFormValues = {
  name: '',
  phone: '',
  email: '',
  dob: null,
  anniversary: null,
  gender: '1',
  comment: '',
  address: '',
};

/** The multipart form the server takes; missing dates travel as the zero date, and no password (the server picks). */
export function addCustomerFormData(payload: AddCustomerPayload): FormData {
  const form = new FormData();
  form.set('name', payload.name);
  form.set('phone', payload.phone);
  form.set('email', payload.email);
  form.set('dob', dateToWire(dateFromWire(payload.dob)));
  form.set('anniversary', dateToWire(dateFromWire(payload.anniversary)));
  form.set('gender', String(payload.gender));
  form.set('comment', payload.comment);
  form.set('address', payload.address);
  form.set('device_token', DEVICE_TOKEN);
  form.set('signup_type', String(SIGNUP_TYPE));
  return form;
}
