/** Queries on the tables the accounts feature owns: users, auth_tokens, login_failures, sign_in_addresses. */
import type { Executor } from '@server/db/database';
import { nowInstant } from '@server/db/database';
import { USER_TYPE } from '@shared/constants';
import { insertStamped, stamped, updateStamped, type RowChange, type Unstamped } from '@server/db/stamped-rows';
import type { NewUser, UserRow } from '@server/db/tables';
import { hashToken, newToken } from './tokens';

export function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row a new user is stored as: insertUser's, and the large data set's (scripts/seed-large.ts). */
export function userRow(user: Unstamped<'users'>, at: string = nowInstant()): NewUser {
  return stamped(user, at);
}

export function insertUser(db: Executor, user: Unstamped<'users'>): Promise<number> {
  return insertStamped(db, 'users', user);
}

export async function updateUser(db: Executor, id: number, patch: RowChange<'users'>): Promise<void> {
  await updateStamped(db, 'users', id, patch);
}

/** The live sessions one user may hold; a new one ends the oldest beyond it (issue 30). */
export const MAX_SESSIONS_PER_USER = 10;

/**
 * Opens a session and returns the token, the only time it exists in clear. The user's expired sessions and the
 * oldest beyond MAX_SESSIONS_PER_USER end in the same step: each opening trims after its own insert, so parallel
 * sign-ins leave at most the newest MAX_SESSIONS_PER_USER whatever their order.
 */
export async function createSession(db: Executor, userId: number, ttlDays: number): Promise<string> {
  const token = newToken();
  const created = new Date();
  const expires = new Date(created.getTime() + ttlDays * 24 * 60 * 60 * 1000);
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: created.toISOString(),
      expires_at: expires.toISOString(),
    })
    .execute();
  await db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', created.toISOString()),
        eb(
          'id',
          'not in',
          eb
            .selectFrom('auth_tokens as newest')
            .select('newest.id')
            .where('newest.user_id', '=', userId)
            .orderBy('newest.id', 'desc')
            .limit(MAX_SESSIONS_PER_USER),
        ),
      ]),
    )
    .execute();
  return token;
}

/**
 * Deletes up to `batch` expired sessions, oldest expiry first, through the index on expires_at; answers how many went.
 * Bounded, so that a backlog never holds the database (and SQLite's one thread) for long.
 */
export async function deleteExpiredSessions(db: Executor, now: string, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('auth_tokens')
    .where(
      'id',
      'in',
      db.selectFrom('auth_tokens').select('id').where('expires_at', '<=', now).orderBy('expires_at').limit(batch),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The active user behind a token: not expired, not revoked, account activated. */
export function findSessionUser(db: Executor, token: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .selectAll('users')
    .where('auth_tokens.token_hash', '=', hashToken(token))
    .where('auth_tokens.expires_at', '>', nowInstant())
    .where('users.status', '=', 1)
    .executeTakeFirst();
}

export async function revokeToken(db: Executor, token: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('token_hash', '=', hashToken(token)).execute();
}

export async function revokeOtherSessions(db: Executor, userId: number, keepToken: string): Promise<void> {
  await db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', hashToken(keepToken))
    .execute();
}

export async function revokeAllSessions(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
}

/**
 * Instants (ms) of the phone's failures since `since`, newest first, at most `max` of them, leaving out the attempt
 * being decided; from one address only when `address` is given.
 */
export async function recentLoginFailures(
  db: Executor,
  {
    phone,
    address,
    since,
    max,
    except,
  }: { phone: string; address?: string; since: string; max: number; except: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('phone', '=', phone)
    .where('failed_at', '>', since)
    .where('id', '!=', except)
    .$if(address !== undefined, (query) => query.where('address', '=', address!))
    .orderBy('failed_at', 'desc')
    .limit(max)
    .execute();
  return rows.map((row) => Date.parse(row.failed_at));
}

export async function recordLoginAttempt(db: Executor, phone: string, address: string): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ phone, address, failed_at: nowInstant() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function forgetLoginAttempt(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** The right password from an address: that pair's failures no longer count (other addresses' still do). */
export async function clearLoginFailures(db: Executor, phone: string, address: string): Promise<void> {
  await db.deleteFrom('login_failures').where('phone', '=', phone).where('address', '=', address).execute();
}

/** Failures older than every window no longer count: drop them so the table stays small. */
export async function deleteStaleLoginFailures(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('login_failures').where('failed_at', '<=', before).execute();
}

/** Notes that the right password of this user came from this address now. */
export async function rememberSignInAddress(db: Executor, userId: number, address: string): Promise<void> {
  const signedInAt = nowInstant();
  await db
    .insertInto('sign_in_addresses')
    .values({ user_id: userId, address, signed_in_at: signedInAt })
    .onConflict((conflict) => conflict.columns(['user_id', 'address']).doUpdateSet({ signed_in_at: signedInAt }))
    .execute();
}

/** Whether the right password of this user came from this address since `since`. */
export async function isKnownSignInAddress(
  db: Executor,
  userId: number,
  address: string,
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_addresses')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('address', '=', address)
    .where('signed_in_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

export async function forgetSignInAddresses(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('sign_in_addresses').where('signed_in_at', '<=', before).execute();
}

/** Active staff and admin users, by name (the staff a booking or an invoice line may name). */
export function listStaffMembers(db: Executor) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'user_type'])
    .where('status', '=', 1)
    .where('user_type', 'in', [USER_TYPE.admin, USER_TYPE.staff])
    .orderBy('name')
    .execute();
}
