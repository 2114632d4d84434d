/**
 * Sign-in throttling that a stranger cannot turn into a lock-out of the owner, and the limit on new accounts per
 * address (docs/decisions/019-sign-in-throttling.md). The app trusts the test's own address as a proxy, so that each
 * request names its client address in X-Forwarded-For.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import type { ErrorBody } from '@server/test/answers';
import { testAppForFile } from '@server/test/app-per-file';
import { countRows } from '@server/test/row-count';
import { awayFromWindowEdge, DEMO, formOf } from '@server/test/test-app';

const { t } = testAppForFile([], { TRUST_PROXY: '127.0.0.1', REGISTRATIONS_PER_HOUR: '2' });

let nextPhone = 9600000000;
const freshPhone = () => String(nextPhone++);
let nextAddress = 1;
/** A client address no other test uses. */
const freshAddress = () => `203.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const from = (address: string) => ({ 'x-forwarded-for': address });

interface Owner {
  phone: string;
  password: string;
  /** Where the owner registered: an address the right password came from. */
  home: string;
  token: string;
}

async function registeredOwner(): Promise<Owner> {
  const who = { phone: freshPhone(), password: 'Right@1234' };
  const home = freshAddress();
  const answer = await t.call<{ token: string }>('POST', '/api/register_or_update', {
    headers: from(home),
    form: formOf({ ...who, name: 'Throttled Owner' }),
  });
  expect(answer.status, answer.text).toBe(200);
  return { ...who, home, token: answer.body.token };
}

const signIn = (phone: string, password: string, address: string) =>
  t.call<ErrorBody & { token?: string }>('POST', '/api/login', { headers: from(address), json: { phone, password } });

const retryAfter = (answer: { headers: Headers }) => Number(answer.headers.get('retry-after'));

/** Moves every failure of the phone this far into the past, as if that much time had gone by. */
async function ageFailures(phone: string, minutes: number): Promise<void> {
  const rows = await t.context.db
    .selectFrom('login_failures')
    .select(['id', 'failed_at'])
    .where('phone', '=', phone)
    .execute();
  for (const row of rows) {
    const earlier = new Date(Date.parse(row.failed_at) - minutes * 60_000).toISOString();
    await t.context.db.updateTable('login_failures').set({ failed_at: earlier }).where('id', '=', row.id).execute();
  }
}

describe('the lock of a phone and an address', () => {
  it('locks the pair after five failures, with Retry-After, while the owner signs in from elsewhere', async () => {
    const owner = await registeredOwner();
    const stranger = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(owner.phone, `Wrong@${attempt}`, stranger)).status).toBe(401);
    }
    // Even the right password is refused from that address, for at most the 15 minutes of the window.
    const locked = await signIn(owner.phone, owner.password, stranger);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    expect(retryAfter(locked)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(locked)).toBeLessThanOrEqual(15 * 60);

    // The owner, at home or on a network never seen before, still gets in.
    expect((await signIn(owner.phone, owner.password, owner.home)).status).toBe(200);
    expect((await signIn(owner.phone, owner.password, freshAddress())).status).toBe(200);
    // ... and that does not open the stranger's pair.
    expect((await signIn(owner.phone, owner.password, stranger)).status).toBe(429);

    // The window passes: the pair is open again.
    await ageFailures(owner.phone, 16);
    expect((await signIn(owner.phone, owner.password, stranger)).status).toBe(200);
  });
});

describe('the slowdown of a phone failed from many addresses', () => {
  it('slows strangers past ten failures, gently more with each, while the owner’s own address gets in', async () => {
    const owner = await registeredOwner();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(owner.phone, `Wrong@${attempt}`, freshAddress())).status).toBe(401);
    }
    // An eleventh address, never seen before: it waits a minute after the latest failure, unchecked.
    const slowed = await signIn(owner.phone, `Wrong@11`, freshAddress());
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toBe(ACCOUNT_MESSAGES.tooManyPhoneFailures);
    expect(retryAfter(slowed)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(slowed)).toBeLessThanOrEqual(60);
    // A refused attempt is not counted as a failure.
    const failures = () =>
      t.context.db.selectFrom('login_failures').select('id').where('phone', '=', owner.phone).execute();
    expect(await failures()).toHaveLength(10);

    // The owner from the address the right password came from is checked, and gets in.
    const home = await signIn(owner.phone, owner.password, owner.home);
    expect(home.status, home.text).toBe(200);
    // The right password from an address never seen before waits like any other (the price of the slowdown).
    expect((await signIn(owner.phone, owner.password, freshAddress())).status).toBe(429);

    // Two minutes later the next stranger is checked (an 11th failure), and the one after waits two minutes.
    await ageFailures(owner.phone, 2);
    expect((await signIn(owner.phone, 'Wrong@12', freshAddress())).status).toBe(401);
    const slower = await signIn(owner.phone, 'Wrong@13', freshAddress());
    expect(slower.status).toBe(429);
    expect(retryAfter(slower)).toBeGreaterThan(60);
    expect(retryAfter(slower)).toBeLessThanOrEqual(120);
  });

  it('gives a known address at most five failures a day past the slowdown', async () => {
    const owner = await registeredOwner();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(owner.phone, `Wrong@${attempt}`, freshAddress())).status).toBe(401);
    }
    // Someone on the owner's own network guesses: five failures, then the pair is locked like any other.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(owner.phone, `Guess@${attempt}`, owner.home)).status).toBe(401);
    }
    expect((await signIn(owner.phone, owner.password, owner.home)).status).toBe(429);
    // Past the pair's 15 minutes the phone's slowdown holds it too, for the rest of the day.
    await ageFailures(owner.phone, 16);
    expect((await signIn(owner.phone, 'Wrong@x', freshAddress())).status).toBe(401);
    const home = await signIn(owner.phone, owner.password, owner.home);
    expect(home.status).toBe(429);
    expect(home.body.message).toBe(ACCOUNT_MESSAGES.tooManyPhoneFailures);
  });

  it('never blocks the owner’s password change, whatever strangers did', async () => {
    const owner = await registeredOwner();
    const stranger = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(owner.phone, `Wrong@${attempt}`, stranger)).status).toBe(401);
    }
    for (let attempt = 6; attempt <= 10; attempt += 1) {
      expect((await signIn(owner.phone, `Wrong@${attempt}`, freshAddress())).status).toBe(401);
    }
    // The phone is slowed and the stranger's pair locked; a sign-in from a new network waits.
    expect((await signIn(owner.phone, owner.password, freshAddress())).status).toBe(429);
    // From a network the account has never used, with the session it has.
    const changed = await t.call<ErrorBody>('POST', '/api/user/change_password', {
      token: owner.token,
      headers: from(freshAddress()),
      json: { current_password: owner.password, new_password: 'Fresh@98765', new_confirm_password: 'Fresh@98765' },
    });
    expect(changed.status, changed.text).toBe(200);
  });
});

describe('password changes per session', () => {
  it('allows a session five tries a day, from any addresses, then 429 with Retry-After', async () => {
    await awayFromWindowEdge(24 * 3600);
    const owner = await registeredOwner();
    const change = (current: string) =>
      t.call<ErrorBody>('POST', '/api/user/change_password', {
        token: owner.token,
        headers: from(freshAddress()),
        json: { current_password: current, new_password: 'Fresh@98765', new_confirm_password: 'Fresh@98765' },
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await change(`Wrong@${attempt}`)).status).toBe(422);
    const refused = await change(owner.password);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.tooManyPasswordChanges);
    expect(retryAfter(refused)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(refused)).toBeLessThanOrEqual(24 * 3600);
    // Nothing changed.
    expect((await signIn(owner.phone, owner.password, owner.home)).status).toBe(200);
  });
});

describe('new accounts per address (REGISTRATIONS_PER_HOUR)', () => {
  it('takes two an hour from one address (here), then 429 with Retry-After, writing nothing', async () => {
    await awayFromWindowEdge(3600);
    const address = freshAddress();
    const register = (phone: string) =>
      t.call<ErrorBody>('POST', '/api/register_or_update', {
        headers: from(address),
        form: formOf({ phone, name: 'Many Accounts', password: 'Right@1234' }),
      });
    // A refused sign-up does not count.
    expect((await register(DEMO.customer.phone)).status).toBe(409);
    expect((await register(freshPhone())).status).toBe(200);
    expect((await register(freshPhone())).status).toBe(200);
    const users = await countRows(t, 'users');
    const refused = await register(freshPhone());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.tooManyRegistrations);
    expect(retryAfter(refused)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(refused)).toBeLessThanOrEqual(3600);
    expect(await countRows(t, 'users')).toBe(users);
    // Another address is counted apart.
    const other = await t.call('POST', '/api/register_or_update', {
      headers: from(freshAddress()),
      form: formOf({ phone: freshPhone(), name: 'Elsewhere', password: 'Right@1234' }),
    });
    expect(other.status).toBe(200);
  });
});
