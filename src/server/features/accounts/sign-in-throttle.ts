/**
 * Password checks under a throttle that a stranger cannot turn into a lock-out of the owner
 * (docs/decisions/019-sign-in-throttling.md):
 *
 * - a phone and a client address are a pair: five failures of the pair within 15 minutes lock the pair until the
 *   oldest of them is 15 minutes old;
 * - the phone as a whole is slowed, not locked: past ten failures from all addresses within 24 hours, the next attempt
 *   waits after the phone's latest failure, one minute more for each further failure, at most 30 minutes;
 * - an address the right password of the account came from within 30 days is not slowed by the phone's failures
 *   (only by its own pair, and at most five of its failures a day pass the slowdown), so the owner on their own
 *   network still gets in while a stranger hammers from elsewhere.
 *
 * Every attempt is written before the password is checked and forgotten again when it is refused or not checked, so
 * parallel guesses and app processes see each other. Refused attempts cost no hashing.
 */
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@shared/constants';
import type { Executor } from '@server/db/database';
import { tryAgainLater } from '@server/plugins/errors';
import * as accounts from './accounts.repository';

const MINUTE_MS = 60_000;
const PAIR_WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS;
/** The phone's window: its failures from every address within it count. */
export const PHONE_WINDOW_MS = 24 * 60 * MINUTE_MS;
/** Failures of a phone (all addresses, within PHONE_WINDOW_MS) before its slowdown starts. */
export const PHONE_FREE_FAILURES = 10;
/** The longest wait after a phone's latest failure. */
export const PHONE_MAX_DELAY_MINUTES = 30;
/** How long an address the right password came from stays known. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE_MS;
/** Past this many failures in the phone's window the delay no longer grows, so no more are read. */
const PHONE_FAILURES_READ = PHONE_FREE_FAILURES + PHONE_MAX_DELAY_MINUTES;
/**
 * A client address as kept: at most 64 characters (an IPv6 address has at most 45; behind a proxy the address is read
 * from a header and could be anything).
 */
export const keptAddress = (address: string) => address.slice(0, 64);

export interface ThrottleState {
  now: number;
  /** The pair's failures within PHONE_WINDOW_MS, newest first (the first LOGIN_MAX_FAILURES are enough). */
  pairFailures: readonly number[];
  /** The phone's failures from every address within PHONE_WINDOW_MS, newest first (PHONE_FAILURES_READ are enough). */
  phoneFailures: readonly number[];
  /** Whether the right password came from this address lately (asked only when the phone is slowed). */
  isKnownAddress: () => Promise<boolean>;
}

export type Verdict = { kind: 'check' } | { kind: 'refuse'; message: string; retryAfterSeconds: number };

/** The wait after the phone's latest failure once it has `failures` within its window. */
export function phoneDelayMs(failures: number): number {
  if (failures < PHONE_FREE_FAILURES) return 0;
  return Math.min(failures - PHONE_FREE_FAILURES + 1, PHONE_MAX_DELAY_MINUTES) * MINUTE_MS;
}

/** Whether the password may be checked now; `slowsPerPhone` is false for a signed-in caller's password change. */
export async function throttleVerdict(state: ThrottleState, slowsPerPhone: boolean): Promise<Verdict> {
  const { now, pairFailures, phoneFailures } = state;
  const pairRecent = pairFailures.filter((at) => at > now - PAIR_WINDOW_MS);
  if (pairRecent.length >= LOGIN_MAX_FAILURES) {
    // Open again once the oldest failure that keeps the count at the limit is out of the window.
    const unlocksAt = pairRecent[LOGIN_MAX_FAILURES - 1]! + PAIR_WINDOW_MS;
    return { kind: 'refuse', message: ACCOUNT_MESSAGES.tooManyAttempts, retryAfterSeconds: (unlocksAt - now) / 1000 };
  }
  if (!slowsPerPhone) return { kind: 'check' };
  const latest = phoneFailures[0];
  const opensAt = latest === undefined ? 0 : latest + phoneDelayMs(phoneFailures.length);
  if (opensAt <= now) return { kind: 'check' };
  if (pairFailures.length < LOGIN_MAX_FAILURES && (await state.isKnownAddress())) return { kind: 'check' };
  return {
    kind: 'refuse',
    message: ACCOUNT_MESSAGES.tooManyPhoneFailures,
    retryAfterSeconds: (opensAt - now) / 1000,
  };
}

export interface PasswordAttempt {
  phone: string;
  /** The client's address. */
  address: string;
  /** The account of the phone, when there is one: the right password from an address makes it known. */
  userId: number | undefined;
  /** Sign-in: true. A signed-in caller's password change: false (a stranger's failures never block it). */
  slowsPerPhone: boolean;
}

/** Checks a password under the throttle: 429 with Retry-After when refused; the right password clears its pair. */
export async function isPasswordRightUnderThrottle(
  db: Executor,
  attempt: PasswordAttempt,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const { phone, userId, slowsPerPhone } = attempt;
  const address = keptAddress(attempt.address);
  const now = Date.now();
  const since = new Date(now - PHONE_WINDOW_MS).toISOString();
  const attemptId = await accounts.recordLoginAttempt(db, phone, address);
  const read = { phone, since, except: attemptId };
  const verdict = await throttleVerdict(
    {
      now,
      pairFailures: await accounts.recentLoginFailures(db, { ...read, address, max: LOGIN_MAX_FAILURES }),
      phoneFailures: slowsPerPhone ? await accounts.recentLoginFailures(db, { ...read, max: PHONE_FAILURES_READ }) : [],
      isKnownAddress: async () =>
        userId !== undefined &&
        accounts.isKnownSignInAddress(db, userId, address, new Date(now - KNOWN_ADDRESS_MS).toISOString()),
    },
    slowsPerPhone,
  );
  if (verdict.kind === 'refuse') {
    await accounts.forgetLoginAttempt(db, attemptId);
    throw tryAgainLater(429, verdict.message, verdict.retryAfterSeconds);
  }
  let isRight: boolean;
  try {
    isRight = await check();
  } catch (error) {
    // Not checked (the server was busy): not a failure of the person.
    await accounts.forgetLoginAttempt(db, attemptId);
    throw error;
  }
  if (isRight) {
    await accounts.clearLoginFailures(db, phone, address);
    if (userId !== undefined) await accounts.rememberSignInAddress(db, userId, address);
  }
  return isRight;
}

/** Failures older than the phone's window and addresses unused for longer than they stay known. */
export async function forgetStaleSignInRecords(db: Executor, now: number): Promise<void> {
  await accounts.deleteStaleLoginFailures(db, new Date(now - PHONE_WINDOW_MS).toISOString());
  await accounts.forgetSignInAddresses(db, new Date(now - KNOWN_ADDRESS_MS).toISOString());
}
