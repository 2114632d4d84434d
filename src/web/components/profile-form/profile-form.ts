/**
 * Between a user, the profile form and its multipart payload (docs/product.md#profile): the customer's own Update
 * Profile, and the admin's Edit of a user, which sends the phone too.
 */
import type { ProfilePayload, User } from '@shared/accounts.schemas';
import { DEVICE_TOKEN, GENDER, SIGNUP_TYPE, ZERO_DATE } from '@shared/constants';
import { dateFromWire, dateToWire } from '@shared/salon-time';

/** A user whose profile is edited: the signed-in user, or one of the admin's list (which carries no cart). */
export type ProfileUser = Omit<User, 'cart'>;

export interface ProfileFormValues {
  id: number;
  name: string;
  name1: string;
  email: string;
  /** Sent only by the admin's Edit. */
  phone: string;
  /** YYYY-MM-DD, or null when not set. */
  dob: string | null;
  anniversary: string | null;
  /** '1' male or '2' female, as the select holds it. */
  gender: string;
  comment: string;
  address: string;
}

export function profileFormValues(user: ProfileUser): ProfileFormValues {
  return {
    id: user.id,
    name: user.name,
    name1: user.name1,
    email: user.email,
    phone: user.phone,
    dob: dateFromWire(user.dob),
    anniversary: dateFromWire(user.anniversary),
    gender: String(user.gender === GENDER.female ? GENDER.female : GENDER.male),
    comment: user.comment,
    address: user.address,
  };
}

export function profileUpdateForm(
  userId: number,
  payload: ProfilePayload & { phone?: string },
  image: File | null,
): FormData {
  const form = new FormData();
  form.set('id', String(userId));
  form.set('name', payload.name);
  form.set('name1', payload.name1);
  form.set('email', payload.email);
  if (payload.phone !== undefined) form.set('phone', payload.phone);
  form.set('dob', dateToWire(payload.dob === ZERO_DATE ? '' : payload.dob));
  form.set('anniversary', dateToWire(payload.anniversary === ZERO_DATE ? '' : payload.anniversary));
  form.set('gender', String(payload.gender));
  form.set('comment', payload.comment);
  form.set('address', payload.address);
  if (image) form.set('image', image);
  form.set('device_token', DEVICE_TOKEN);
  form.set('signup_type', String(SIGNUP_TYPE));
  return form;
}
