/** Account actions: sign-in with throttling, registration, password change, profile update. */
import type { Language } from '@shared/languages';
import {
  ACCOUNT_MESSAGES,
  type ChangePasswordPayload,
  type LoginPayload,
  type ProfilePayload,
  type RegisterPayload,
} from '@shared/accounts.schemas';
import { PROFILE_IMAGE_SIZE_PX, USER_TYPE } from '@shared/constants';
import { isAdmin } from '@shared/roles';
import { dateFromWire } from '@shared/salon-time';
import type { AppContext } from '@server/context';
import { isUniqueViolation } from '@server/db/database';
import type { UserRow } from '@server/db/tables';
import { HttpError, invalidInput } from '@server/plugins/errors';
import { enforceLimit, type RequestLimit } from '@server/plugins/request-limits';
import { reencodeSquareWebp, storeWebp, writeWithImage } from '@server/plugins/images';
import type { UploadedFile } from '@server/plugins/uploads';
import * as accounts from './accounts.repository';
import { refuseCommonPassword } from './common-passwords';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { forgetStaleSignInRecords, isPasswordRightUnderThrottle, keptAddress } from './sign-in-throttle';
import { hashToken } from './tokens';
import { REQUEST_MESSAGES } from '@shared/common.messages';

export interface Session {
  token: string;
  user: UserRow;
}

let decoy: Promise<string> | undefined;

/** The hash an unknown phone is checked against; made once, and made again if making it was refused (busy). */
function decoyFor(cost: number): Promise<string> {
  decoy ??= decoyHash(cost).catch((error: unknown) => {
    decoy = undefined;
    throw error;
  });
  return decoy;
}

export async function signIn(
  { db, config }: AppContext,
  { phone, password }: LoginPayload,
  address: string,
): Promise<Session> {
  const user = await accounts.findUserByPhone(db, phone);
  const isPasswordRight = await isPasswordRightUnderThrottle(
    db,
    { phone, address, userId: user?.id, slowsPerPhone: true },
    async () => verifyPassword(password, user?.password_hash ?? (await decoyFor(config.passwordHashCost))),
  );
  if (!user || !isPasswordRight) throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials);
  if (user.status !== 1) throw new HttpError(403, ACCOUNT_MESSAGES.deactivated);
  const token = await accounts.createSession(db, user.id, config.tokenTtlDays);
  return { token, user };
}

async function storeProfileImage(
  config: AppContext['config'],
  file: UploadedFile | undefined,
): Promise<string | undefined> {
  if (!file) return undefined;
  const webp = await reencodeSquareWebp(file.content, 'image', PROFILE_IMAGE_SIZE_PX, ACCOUNT_MESSAGES.imageInvalid);
  return storeWebp(config.uploadDir, 'profile', webp);
}

export function phoneTaken(): HttpError {
  return new HttpError(409, ACCOUNT_MESSAGES.phoneTaken, { phone: [ACCOUNT_MESSAGES.phoneTaken] });
}

/** A phone another account took meanwhile: the unique phone refused the write. */
async function refusingTakenPhone<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
}

/**
 * A new customer account, signed in at once. New accounts are counted per client address (REGISTRATIONS_PER_HOUR),
 * only when one is about to be written: a refused sign-up does not count, and the per-minute limit of every sign-up
 * request stands beside it.
 */
export async function register(
  { db, config }: AppContext,
  payload: RegisterPayload,
  imageFile: UploadedFile | undefined,
  address: string,
): Promise<Session> {
  refuseCommonPassword(payload.password, 'password');
  if (await accounts.findUserByPhone(db, payload.phone)) throw phoneTaken();
  await enforceLimit(
    db,
    {
      bucket: 'registration-address',
      max: config.registrationsPerHour,
      windowSeconds: 3600,
      message: ACCOUNT_MESSAGES.tooManyRegistrations,
    },
    address,
  );
  const image = await storeProfileImage(config, imageFile);
  const passwordHash = await hashPassword(payload.password, config.passwordHashCost);
  return refusingTakenPhone(
    writeWithImage(config.uploadDir, image, () =>
      db.transaction().execute(async (trx) => {
        const id = await accounts.insertUser(trx, {
          name: payload.name,
          phone: payload.phone,
          password_hash: passwordHash,
          image: image ?? '',
          user_type: USER_TYPE.customer,
          status: 1,
        });
        const token = await accounts.createSession(trx, id, config.tokenTtlDays);
        // The password was chosen from here: this address is the owner's (docs/decisions/019-sign-in-throttling.md).
        await accounts.rememberSignInAddress(trx, id, keptAddress(address));
        const user = await accounts.findUserById(trx, id);
        return { token, user: user! };
      }),
    ),
  );
}

/**
 * A session may try to change its password this many times a day: a stolen session cannot guess the current password
 * from many addresses (each address is also locked as a pair with the phone after five failures).
 */
const PASSWORD_CHANGES_PER_SESSION_PER_DAY = 5;

/**
 * Changes the caller's password (the schema has checked the confirmation); every other session of theirs ends,
 * this one goes on. The current password is checked under the sign-in throttle of this phone and address, never
 * slowed by other addresses' failures (docs/decisions/019-sign-in-throttling.md), and each session has a few tries
 * a day, so a stolen session cannot guess it without a brake.
 */
export async function changePassword(
  { db, config }: AppContext,
  user: UserRow,
  currentToken: string,
  payload: ChangePasswordPayload,
  address: string,
): Promise<void> {
  refuseCommonPassword(payload.new_password, 'new_password');
  const sessionLimit: RequestLimit = {
    bucket: 'password-change-session',
    max: PASSWORD_CHANGES_PER_SESSION_PER_DAY,
    windowSeconds: 24 * 3600,
    message: ACCOUNT_MESSAGES.tooManyPasswordChanges,
  };
  await enforceLimit(db, sessionLimit, hashToken(currentToken));
  const isRight = await isPasswordRightUnderThrottle(
    db,
    { phone: user.phone, address, userId: user.id, slowsPerPhone: false },
    () => verifyPassword(payload.current_password, user.password_hash),
  );
  if (!isRight) throw invalidInput({ current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] });
  const passwordHash = await hashPassword(payload.new_password, config.passwordHashCost);
  await db.transaction().execute(async (trx) => {
    await accounts.updateUser(trx, user.id, { password_hash: passwordHash });
    await accounts.revokeOtherSessions(trx, user.id, currentToken);
  });
}

/** Expired sessions are deleted this many at a time, the loop yielding between batches. */
const EXPIRED_SESSIONS_BATCH = 1_000;

/**
 * Deletes expired sessions, failures older than every throttle window and sign-in addresses no longer known; run at
 * start and once a day (accounts.routes.ts), never on a request's path.
 */
export async function purgeStaleAccountRows({ db }: AppContext, now: number = Date.now()): Promise<void> {
  const expiredBy = new Date(now).toISOString();
  while ((await accounts.deleteExpiredSessions(db, expiredBy, EXPIRED_SESSIONS_BATCH)) === EXPIRED_SESSIONS_BATCH) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  await forgetStaleSignInRecords(db, now);
}

/** The active user whose unexpired session this token is, if any. */
export function sessionUser({ db }: AppContext, token: string): Promise<UserRow | undefined> {
  return accounts.findSessionUser(db, token);
}

/** Ends the session of this token (the caller's other sessions go on). */
export function signOut({ db }: AppContext, token: string): Promise<void> {
  return accounts.revokeToken(db, token);
}

/** The salon's active staff and admin users, by name (for choosing a staff member). */
export function listStaff({ db }: AppContext) {
  return accounts.listStaffMembers(db);
}

/** Updates a profile: one's own, or (admin) anyone's. Answers the stored user. */
export async function updateProfile(
  context: AppContext,
  caller: UserRow,
  payload: ProfilePayload,
  imageFile: UploadedFile | undefined,
): Promise<UserRow> {
  const targetId = payload.id ?? caller.id;
  if (targetId !== caller.id && !isAdmin(caller)) {
    throw new HttpError(403, REQUEST_MESSAGES.ownProfileOnly);
  }
  const target = targetId === caller.id ? caller : await accounts.findUserById(context.db, targetId);
  if (!target) throw new HttpError(404, REQUEST_MESSAGES.userNotFound);
  return saveProfile(context, target, payload, imageFile);
}

/** Keeps the caller's language on their account (docs/decisions/018-hindi-at-its-own-addresses.md). */
export async function saveLanguage({ db }: AppContext, caller: UserRow, language: Language): Promise<UserRow> {
  await accounts.updateUser(db, caller.id, { language });
  return { ...caller, language };
}

/**
 * Writes a profile's fields (and the phone, when the admin edits it) and a new picture, and answers the stored user.
 * The picture is stored first and removed again when the write is refused (a phone another account took meanwhile);
 * the old picture goes once the new one is in.
 */
export async function saveProfile(
  { db, config }: AppContext,
  target: UserRow,
  fields: Omit<ProfilePayload, 'id'> & { phone?: string },
  imageFile: UploadedFile | undefined,
): Promise<UserRow> {
  const image = await storeProfileImage(config, imageFile);
  await refusingTakenPhone(
    writeWithImage(
      config.uploadDir,
      image,
      () =>
        accounts.updateUser(db, target.id, {
          name: fields.name,
          name1: fields.name1,
          email: fields.email,
          dob: dateFromWire(fields.dob),
          anniversary: dateFromWire(fields.anniversary),
          gender: fields.gender,
          comment: fields.comment,
          address: fields.address,
          ...(fields.phone === undefined ? {} : { phone: fields.phone }),
          ...(image ? { image } : {}),
        }),
      target.image,
    ),
  );
  return (await accounts.findUserById(db, target.id))!;
}
