/**
 * Password hashing with scrypt (node:crypto). The stored text keeps its own parameters
 * (scrypt$logN$r$p$salt$hash), so raising the cost later leaves old hashes verifiable.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** scrypt needs 128 * N * r bytes; node's default ceiling (32 MiB) is too low for N = 2^17 (stack-notes 12). */
function optionsFor(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  return { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 };
}

export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const r = 8;
  const p = 1;
  const key = await derive(password, salt, optionsFor(logN, r, p));
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), optionsFor(Number(logN), Number(r), Number(p)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of nothing in particular, checked when the phone is unknown, so that an unknown phone and a wrong
 * password take the same time and get the same answer.
 */
export function decoyHash(logN: number): Promise<string> {
  return hashPassword(randomBytes(12).toString('hex'), logN);
}
