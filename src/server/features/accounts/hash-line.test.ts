/**
 * The password hash line is bounded (issue 14): two hashes run, HASH_LINE_MAX wait, and a check beyond that gets 503
 * with Retry-After at once instead of delaying every sign-in behind a flood. scrypt is held here while the line
 * fills, so the test does not depend on how fast the machine hashes.
 */
import type * as nodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { DEMO } from '@server/test/test-app';
import { testAppForFile } from '@server/test/app-per-file';
import { HASH_LINE_MAX } from './passwords';

const held: (() => void)[] = [];
const holding = { isOn: false };

// scrypt works as ever, except that while holding is on its answers wait until the test lets them go.
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof nodeCrypto>();
  const scrypt = (...args: unknown[]) => {
    const callback = args.at(-1) as (error: Error | null, key: Buffer) => void;
    const answer = (error: Error | null, key: Buffer) =>
      holding.isOn ? held.push(() => callback(error, key)) : callback(error, key);
    (crypto.scrypt as (...inner: unknown[]) => void)(...args.slice(0, -1), answer);
  };
  return { ...crypto, scrypt };
});

const { t } = testAppForFile();

type ErrorBody = { message: string };

describe('the password hash line', () => {
  it('takes two hashes and HASH_LINE_MAX waiting; the next check gets 503 with Retry-After, and nothing is lost', async () => {
    // The decoy hash for unknown phones exists before the line is held.
    expect((await t.call('POST', '/api/login', { json: { phone: '9000000099', password: 'Guess@1234' } })).status).toBe(
      401,
    );
    holding.isOn = true;
    let nextPhone = 9000000100;
    const sent: Promise<{ status: number; body: ErrorBody; retryAfter: string | null }>[] = [];
    let answered = 0;
    const guess = () => {
      const answer = t
        .call<ErrorBody>('POST', '/api/login', { json: { phone: String(nextPhone++), password: 'Guess@1234' } })
        .then((result) => {
          answered += 1;
          return { status: result.status, body: result.body, retryAfter: result.headers.get('retry-after') };
        });
      sent.push(answer);
      return answer;
    };
    // More checks than the line holds; none of them can finish while scrypt is held.
    for (let n = 0; n < 2 + HASH_LINE_MAX + 6; n += 1) void guess();
    const capacity = 2 + HASH_LINE_MAX;
    // Every check beyond the capacity is answered at once; the others wait in the line.
    for (let wait = 0; wait < 200 && answered < sent.length - capacity; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(answered).toBe(sent.length - capacity);

    holding.isOn = false;
    while (held.length > 0) held.shift()!();
    const answers = await Promise.all(sent);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(capacity);
    expect(refused).toHaveLength(sent.length - capacity);
    for (const answer of refused) {
      expect(answer.body.message).toBe(ACCOUNT_MESSAGES.busy);
      expect(answer.retryAfter).toBe('5');
    }
    // A refused check is no failure of that phone, and the line serves again.
    expect((await t.call('POST', '/api/login', { json: DEMO.staff })).status).toBe(200);
  });
});
