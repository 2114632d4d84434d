/**
 * The back office's user management (docs/product.md#users, #user-status, #validation-add-customer): customers added at
 * the counter, and the admin's password reset and activation. A deactivated user's sessions end at once.
 */
import { randomInt } from 'node:crypto';
import {
  CUSTOMER_PASSWORD_MAX,
  CUSTOMER_PASSWORD_MIN,
  CUSTOMER_PICK_LIMIT,
  isDeskPassword,
  type AddCustomerPayload,
} from '@shared/customers.schemas';
import { USER_STATUS, USER_TYPE } from '@shared/constants';
import { dateFromWire } from '@shared/salon-time';
import {
  USER_ADMIN_MESSAGES,
  type UpdatePasswordPayload,
  type UpdateStatusPayload,
  type UserEditPayload,
} from '@shared/users.schemas';
import type { AppContext } from '@server/context';
import { isUniqueViolation } from '@server/db/database';
import type { UserRow } from '@server/db/tables';
import type { UploadedFile } from '@server/plugins/uploads';
import { HttpError, invalidInput } from '@server/plugins/errors';
import { phoneTaken, saveProfile } from './accounts.actions';
import * as accounts from './accounts.repository';
import { refuseCommonPassword } from './common-passwords';
import { hashPassword } from './passwords';
import { findActiveCustomers, listUserPage, setUserStatus, type UserPageRequest } from './users.repository';

/**
 * A customer added by staff (type 3, active, whatever else was sent). The spec's desk sends a random 6-digit password
 * (docs/product.md#account-payloads), taken as it is; without a password the customer gets such a one here
 * (docs/product.md#constants). Nobody sees it: the admin sets a known one (Users, Change Password) when the customer
 * wants to sign in. Any other given password is a chosen one and must not be a common one.
 */
export async function addCustomer({ db, config }: AppContext, payload: AddCustomerPayload): Promise<UserRow> {
  if (payload.password !== undefined && !isDeskPassword(payload.password)) {
    refuseCommonPassword(payload.password, 'password');
  }
  if (await accounts.findUserByPhone(db, payload.phone)) throw phoneTaken();
  const password = payload.password ?? String(randomInt(CUSTOMER_PASSWORD_MIN, CUSTOMER_PASSWORD_MAX + 1));
  const passwordHash = await hashPassword(password, config.passwordHashCost);
  try {
    const id = await accounts.insertUser(db, {
      name: payload.name,
      phone: payload.phone,
      email: payload.email,
      dob: dateFromWire(payload.dob),
      anniversary: dateFromWire(payload.anniversary),
      gender: payload.gender,
      comment: payload.comment,
      address: payload.address,
      password_hash: passwordHash,
      user_type: USER_TYPE.customer,
      status: USER_STATUS.activated,
    });
    return (await accounts.findUserById(db, id))!;
  } catch (error) {
    // Two counters adding the same phone at once: the unique index decides.
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
}

async function existingUser(context: AppContext, id: number): Promise<UserRow> {
  const user = await accounts.findUserById(context.db, id);
  if (!user) throw new HttpError(404, USER_ADMIN_MESSAGES.notFound);
  return user;
}

/**
 * Sets a user's password (admin). Every session of that user ends; when the admin resets their own, the session
 * in use goes on.
 */
export async function resetPassword(
  context: AppContext,
  caller: UserRow,
  currentToken: string,
  payload: UpdatePasswordPayload,
): Promise<void> {
  refuseCommonPassword(payload.new_password, 'new_password');
  const target = await existingUser(context, payload.id);
  const passwordHash = await hashPassword(payload.new_password, context.config.passwordHashCost);
  await context.db.transaction().execute(async (trx) => {
    await accounts.updateUser(trx, target.id, { password_hash: passwordHash });
    if (target.id === caller.id) await accounts.revokeOtherSessions(trx, target.id, currentToken);
    else await accounts.revokeAllSessions(trx, target.id);
  });
}

/** Activates or deactivates a user (admin); deactivation ends their sessions in the same transaction. */
export async function changeStatus(context: AppContext, caller: UserRow, payload: UpdateStatusPayload): Promise<void> {
  if (payload.id === caller.id && payload.status === USER_STATUS.deactivated) {
    throw invalidInput({ id: [USER_ADMIN_MESSAGES.selfDeactivation] });
  }
  const target = await existingUser(context, payload.id);
  await context.db.transaction().execute(async (trx) => {
    await setUserStatus(trx, target.id, payload.status);
    if (payload.status === USER_STATUS.deactivated) await accounts.revokeAllSessions(trx, target.id);
  });
}

/**
 * The admin's Edit of a user (docs/product.md#users: profile edit): the profile page's fields and the phone.
 * A phone another account has is refused (409, the register's message under `phone`) before anything is stored.
 */
export async function editUser(
  context: AppContext,
  payload: UserEditPayload,
  imageFile: UploadedFile | undefined,
): Promise<UserRow> {
  const target = await existingUser(context, payload.id);
  const holder = await accounts.findUserByPhone(context.db, payload.phone);
  if (holder && holder.id !== target.id) throw phoneTaken();
  const { id: _id, ...fields } = payload;
  return saveProfile(context, target, fields, imageFile);
}

/** Active customers whose name or phone contains the search, by name, at most CUSTOMER_PICK_LIMIT (the picker). */
export function findCustomers({ db }: AppContext, search: string) {
  return findActiveCustomers(db, search, CUSTOMER_PICK_LIMIT);
}

/** One page of users of every type, newest first, matching the search (the admin's list). */
export function listUsers({ db, kind }: AppContext, query: UserPageRequest) {
  return listUserPage(db, kind, query);
}
