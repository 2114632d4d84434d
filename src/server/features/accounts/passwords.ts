/**
 * Password hashing with scrypt (node:crypto). The stored text keeps its own parameters
 * (scrypt$logN$r$p$salt$hash), so changing the cost later leaves old hashes verifiable.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { tryAgainLater } from '@server/plugins/errors';
import { NoSlotError, slots } from '@server/plugins/slots';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;

/**
 * OWASP's equivalent scrypt settings (the same work, less memory as N falls): log2 N -> parallelism p. The default
 * cost 13 (N = 2^13, p = 10) needs 8 MiB per hash instead of 2^17's 128 MiB: a burst of logins then leaves a few
 * tens of MB with the allocator rather than hundreds. Costs below 13 are for tests only.
 */
const PARALLELISM_FOR_COST: Readonly<Record<number, number>> = { 13: 10, 14: 5, 15: 3, 16: 2, 17: 1 };
export const parallelismFor = (logN: number) => PARALLELISM_FOR_COST[logN] ?? 1;

/**
 * At most two hashes at once: each holds 128 * N * r bytes, and a burst of logins must not add them all up. At most
 * HASH_LINE_MAX wait behind them (about 4 s of hashing at the default cost, half a second each on two at once): a
 * flood of password checks then gets 503 instead of delaying every sign-in behind it (issue 14).
 */
export const HASH_LINE_MAX = 16;
const hashSlots = slots(2, { maxWaiting: HASH_LINE_MAX });
const BUSY_RETRY_SECONDS = 5;

async function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  try {
    return await hashSlots.run(
      () =>
        new Promise<Buffer>((resolve, reject) => {
          scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
            error ? reject(error) : resolve(key),
          );
        }),
    );
  } catch (error) {
    if (error instanceof NoSlotError) throw tryAgainLater(503, ACCOUNT_MESSAGES.busy, BUSY_RETRY_SECONDS);
    throw error;
  }
}

/**
 * scrypt needs 128 * N * r bytes; node's default ceiling (32 MiB) is too low for N = 2^17
 * (docs/architecture.md#stack-notes).
 */
function optionsFor(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  return { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 };
}

export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const p = parallelismFor(logN);
  const key = await derive(password, salt, optionsFor(logN, BLOCK_SIZE, p));
  return ['scrypt', logN, BLOCK_SIZE, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), optionsFor(Number(logN), Number(r), Number(p)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A stored hash no password matches: hashPassword's format with a random salt and a random key, so nothing is
 * derived to make it. For accounts that never sign in (the demo's regular customers).
 */
export function unusablePasswordHash(logN: number): string {
  const salt = randomBytes(16).toString('base64url');
  const key = randomBytes(KEY_LENGTH).toString('base64url');
  return ['scrypt', logN, BLOCK_SIZE, parallelismFor(logN), salt, key].join('$');
}

/**
 * A hash of nothing in particular, checked when the phone is unknown, so that an unknown phone and a wrong
 * password take the same time and get the same answer.
 */
export function decoyHash(logN: number): Promise<string> {
  return hashPassword(randomBytes(12).toString('hex'), logN);
}
