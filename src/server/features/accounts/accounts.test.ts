import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ACCOUNT_MESSAGES, type User } from '@shared/accounts.schemas';
import { awayFromWindowEdge, DEMO, formOf, startTestApp } from '@server/test/test-app';
import { refusedSignIns } from '@server/test/sign-in';
import type { ErrorBody } from '@server/test/answers';
import { testAppForFile } from '@server/test/app-per-file';
import { countRows } from '@server/test/row-count';
import { pictureOf } from '@server/test/images';

const { t } = testAppForFile();

type SessionBody = { message: string; token: string; user: User & Record<string, unknown> };

const countUsers = () => countRows(t, 'users');

let nextPhone = 9800000000;
const freshPhone = () => String(nextPhone++);

describe('POST /api/login', () => {
  it('signs in with phone and password and answers Successfully, a token and the user without secrets', async () => {
    const answer = await t.call<SessionBody>('POST', '/api/login', { json: DEMO.customer });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Successfully');
    expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.user).toMatchObject({ phone: DEMO.customer.phone, user_type: 3, status: 1, dob: '1998-11-28' });
    expect(answer.body.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(answer.body.user)).not.toContain('scrypt');
  });

  it('accepts the phone as a JSON number too', async () => {
    const answer = await t.call('POST', '/api/login', {
      json: { phone: Number(DEMO.staff.phone), password: DEMO.staff.password },
    });
    expect(answer.status).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login(DEMO.customer2);
    const rows = await t.context.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it.each([
    [{}, { phone: ['Phone number is required!'], password: ['Password is required!'] }],
    [{ phone: '', password: 'x' }, { phone: ['Phone number is required!'] }],
    [{ phone: '98abc', password: 'x' }, { phone: ['Phone must be a number'] }],
    [{ phone: DEMO.customer.phone, password: '' }, { password: ['Password is required!'] }],
    [
      { phone: true, password: ['x'] },
      { phone: ['Phone number is required!'], password: ['Password is required!'] },
    ],
  ])('refuses %j with the spec’s messages', async (json, fields) => {
    const answer = await t.call<ErrorBody>('POST', '/api/login', { json });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual(fields);
    expect(answer.body.message).toBe(Object.values(fields)[0]![0]);
  });

  it('refuses a body that is not JSON, or not an object, with a 4xx and a message', async () => {
    const broken = await t.call<ErrorBody>('POST', '/api/login', {
      raw: { body: '{"phone":', contentType: 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/not valid JSON/);
    const list = await t.call<ErrorBody>('POST', '/api/login', { json: [1, 2] });
    expect(list.status).toBe(422);
  });

  it('gives an unknown phone and a wrong password the same answer', async () => {
    const { unknown, wrong } = await refusedSignIns(t, '9000000001');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
  });

  it('locks a phone at one address for 15 minutes after five failures, even for the right password', async () => {
    const phone = freshPhone();
    await t.call('POST', '/api/register_or_update', {
      form: formOf({ phone, name: 'Lock Test', password: 'Right@123' }),
    });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await t.call('POST', '/api/login', { json: { phone, password: `Wrong${attempt}` } });
      expect(answer.status).toBe(401);
    }
    const locked = await t.call<ErrorBody>('POST', '/api/login', { json: { phone, password: 'Right@123' } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect((await t.call('POST', '/api/login', { json: DEMO.customer2 })).status).toBe(200);

    // The window passes: the failures are now 16 minutes old.
    const old = new Date(Date.now() - 16 * 60_000).toISOString();
    await t.context.db.updateTable('login_failures').set({ failed_at: old }).where('phone', '=', phone).execute();
    expect((await t.call('POST', '/api/login', { json: { phone, password: 'Right@123' } })).status).toBe(200);
  });

  it('refuses a deactivated user, and their tokens stop working at once', async () => {
    const phone = freshPhone();
    const registered = await t.call<SessionBody>('POST', '/api/register_or_update', {
      form: formOf({ phone, name: 'Soon Inactive', password: 'Pass@123' }),
    });
    const token = registered.body.token;
    await t.context.db.updateTable('users').set({ status: 0 }).where('phone', '=', phone).execute();
    const details = await t.call<ErrorBody>('GET', '/api/user/details', { token });
    expect(details.status).toBe(401);
    expect(details.body.message).toBe('Unauthenticated.');
    const login = await t.call<ErrorBody>('POST', '/api/login', { json: { phone, password: 'Pass@123' } });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(ACCOUNT_MESSAGES.deactivated);
  });
});

describe('POST /api/register_or_update', () => {
  it('registers a customer, answers Successful with a working token, ignoring role fields', async () => {
    const phone = freshPhone();
    const answer = await t.call<SessionBody>('POST', '/api/register_or_update', {
      form: formOf({
        phone,
        name: 'Kavya Arora',
        password: 'Kavya@123',
        device_token: '555',
        signup_type: 1,
        user_type: 1,
        status: 0,
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Successful');
    expect(answer.body.user).toMatchObject({
      name: 'Kavya Arora',
      phone,
      user_type: 3,
      status: 1,
      image: '',
      dob: '0000-00-00',
    });
    const details = await t.call<{ user: User }>('GET', '/api/user/details', { token: answer.body.token });
    expect(details.body.user.phone).toBe(phone);
  });

  it('answers a duplicate phone with error.phone as a list, writing nothing', async () => {
    const before = await countUsers();
    const answer = await t.call<ErrorBody>('POST', '/api/register_or_update', {
      form: formOf({ phone: DEMO.customer.phone, name: 'Copy', password: 'Copy@123' }),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({ phone: [ACCOUNT_MESSAGES.phoneTaken] });
    expect(await countUsers()).toBe(before);
  });

  it.each([['12345'], ['0123456789'], ['98765432101'], ['98765abcde']])(
    'refuses the phone %s with error.phone',
    async (phone) => {
      const answer = await t.call<ErrorBody>('POST', '/api/register_or_update', {
        form: formOf({ phone, name: 'X', password: 'P' }),
      });
      expect(answer.status).toBe(422);
      expect(Array.isArray((answer.body.error as Record<string, string[]>).phone)).toBe(true);
    },
  );

  it('names every missing field in the spec’s words', async () => {
    const answer = await t.call<ErrorBody>('POST', '/api/register_or_update', { form: formOf({}) });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      phone: ['Phone number is required!'],
      name: ['Name is required!'],
      password: ['Password is required!'],
    });
  });

  it.each([
    ['Ab@1234', ACCOUNT_MESSAGES.passwordShort],
    ['1', ACCOUNT_MESSAGES.passwordShort],
    ['password', ACCOUNT_MESSAGES.passwordCommon],
    ['iloveyou', ACCOUNT_MESSAGES.passwordCommon],
    ['Qwerty123', ACCOUNT_MESSAGES.passwordCommon],
  ])(
    'refuses the password %j (too short or among the 10,000 most common) and writes nothing',
    async (password, message) => {
      const before = await countUsers();
      const answer = await t.call<ErrorBody>('POST', '/api/register_or_update', {
        form: formOf({ phone: freshPhone(), name: 'Weak Password', password }),
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toEqual({ password: [message] });
      expect(await countUsers()).toBe(before);
    },
  );

  it('stores HTML and SQL in a name exactly as typed', async () => {
    const name = `<img src=x onerror=alert(1)>'); DROP TABLE users;--`;
    const answer = await t.call<SessionBody>('POST', '/api/register_or_update', {
      form: formOf({ phone: freshPhone(), name, password: 'Pass@123' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.name).toBe(name);
    expect(await countUsers()).toBeGreaterThan(5);
  });

  it('re-encodes a profile picture to a 256 px WebP served under /uploads', async () => {
    const answer = await t.call<SessionBody>('POST', '/api/register_or_update', {
      form: formOf(
        { phone: freshPhone(), name: 'With Photo', password: 'Pass@123' },
        { image: { content: await pictureOf('jpeg', 800, 600), name: 'me.jpg', type: 'image/jpeg' } },
      ),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.image).toMatch(/^uploads\/profile\/[0-9a-f]{32}\.webp$/);
    const file = await fetch(`${t.url}/${answer.body.user.image}`);
    expect(file.status).toBe(200);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it.each([
    ['a text file named .jpg', Buffer.from('just some text, not a picture'), 'photo.jpg'],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
    ['a GIF', null, 'anim.gif'],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
    ],
  ])('refuses %s with 422 and writes nothing', async (_label, content, name) => {
    const before = await countUsers();
    const image = content ?? (await pictureOf('gif'));
    const answer = await t.call<ErrorBody>('POST', '/api/register_or_update', {
      form: formOf(
        { phone: freshPhone(), name: 'Bad Image', password: 'Pass@123' },
        { image: { content: image, name, type: 'image/jpeg' } },
      ),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({ image: [ACCOUNT_MESSAGES.imageInvalid] });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a 10 MB upload with 422 and writes nothing', async () => {
    const before = await countUsers();
    const answer = await t.call<ErrorBody>('POST', '/api/register_or_update', {
      form: formOf(
        { phone: freshPhone(), name: 'Huge', password: 'Pass@123' },
        { image: { content: Buffer.alloc(10 * 1024 * 1024, 1), name: 'big.jpg' } },
      ),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({ image: [ACCOUNT_MESSAGES.imageTooLarge] });
    expect(await countUsers()).toBe(before);
  });
});

describe('sessions', () => {
  it('answers 401 Unauthenticated. without a token, with a bad one, an expired one or a logged-out one', async () => {
    const missing = await t.call<ErrorBody>('GET', '/api/user/details');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      message: 'Unauthenticated.',
      error: 'Unauthenticated.',
      code: 'request.unauthenticated',
    });
    expect((await t.call('GET', '/api/user/details', { token: 'not-a-token' })).status).toBe(401);
    expect((await t.call('GET', '/api/user/details', { headers: { authorization: 'Basic abc' } })).status).toBe(401);

    const expiring = await t.login(DEMO.staff2);
    await t.context.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await t.call('GET', '/api/user/details', { token: expiring })).status).toBe(401);

    const token = await t.login(DEMO.staff2);
    expect((await t.call('GET', '/api/user/details', { token })).status).toBe(200);
    const logout = await t.call<{ message: string }>('POST', '/api/logout', { token });
    expect(logout.status).toBe(200);
    expect(logout.body.message).toBe(ACCOUNT_MESSAGES.loggedOut);
    const after = await t.call<ErrorBody>('GET', '/api/user/details', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Unauthenticated.');
  });

  it('gives tokens that expire after 30 days', async () => {
    const token = await t.login(DEMO.customer2);
    const rows = await t.context.db
      .selectFrom('auth_tokens')
      .select(['created_at', 'expires_at'])
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const days = (Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)) / 86_400_000;
    expect(days).toBe(30);
    expect(token).toBeTruthy();
  });
});

describe('sessions kept', () => {
  it('keeps at most 10 live sessions per user, ending the oldest first', async () => {
    const who = { phone: freshPhone(), password: 'Right@1234' };
    const first = (
      await t.call<SessionBody>('POST', '/api/register_or_update', { form: formOf({ ...who, name: 'Many Devices' }) })
    ).body.token;
    const tokens = [first];
    for (let device = 2; device <= 12; device += 1) tokens.push(await t.login(who));
    const live = await Promise.all(
      tokens.map(async (token) => (await t.call('GET', '/api/user/details', { token })).status),
    );
    expect(live).toEqual([401, 401, ...Array<number>(10).fill(200)]);
    const userId = (
      await t.context.db.selectFrom('users').select('id').where('phone', '=', who.phone).executeTakeFirstOrThrow()
    ).id;
    expect(
      await t.context.db.selectFrom('auth_tokens').select('id').where('user_id', '=', userId).execute(),
    ).toHaveLength(10);
  });

  it('deletes expired sessions, old sign-in failures and long-unused sign-in addresses when the app starts', async () => {
    const who = { phone: freshPhone(), password: 'Right@1234' };
    await t.call('POST', '/api/register_or_update', { form: formOf({ ...who, name: 'Purged Sessions' }) });
    await t.login(who);
    const live = await t.login(who);
    const { id: userId } = await t.context.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', who.phone)
      .executeTakeFirstOrThrow();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    // Two of the user's three sessions ended yesterday; a failure is two days old, one is fresh; the address the
    // password came from was last used 31 days ago.
    const sessions = await t.context.db.selectFrom('auth_tokens').select('id').where('user_id', '=', userId).execute();
    const ended = sessions.map((row) => row.id).slice(0, 2);
    await t.context.db
      .updateTable('auth_tokens')
      .set({ expires_at: daysAgo(1) })
      .where('id', 'in', ended)
      .execute();
    await t.context.db
      .insertInto('login_failures')
      .values({ phone: who.phone, address: '198.51.100.1', failed_at: daysAgo(2) })
      .execute();
    await t.context.db
      .insertInto('login_failures')
      .values({ phone: who.phone, address: '198.51.100.1', failed_at: daysAgo(0) })
      .execute();
    await t.context.db
      .updateTable('sign_in_addresses')
      .set({ signed_in_at: daysAgo(31) })
      .where('user_id', '=', userId)
      .execute();

    // A second app process starting on the same database.
    const second = await startTestApp(
      t.config.database.kind === 'sqlite' ? { DATABASE_URL: t.config.database.file } : {},
      { schema: t.schema },
    );
    try {
      const left = await t.context.db.selectFrom('auth_tokens').select('id').where('user_id', '=', userId).execute();
      expect(left.map((row) => row.id).sort()).toEqual(
        sessions
          .map((row) => row.id)
          .filter((id) => !ended.includes(id))
          .sort(),
      );
      expect((await t.call('GET', '/api/user/details', { token: live })).status).toBe(200);
      const failures = await t.context.db
        .selectFrom('login_failures')
        .select('failed_at')
        .where('phone', '=', who.phone)
        .execute();
      expect(failures).toHaveLength(1);
      const addresses = await t.context.db
        .selectFrom('sign_in_addresses')
        .select('address')
        .where('user_id', '=', userId)
        .execute();
      expect(addresses).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe('POST /api/user/change_password', () => {
  it('changes the password, keeps this session, ends the others', async () => {
    const phone = freshPhone();
    const { body } = await t.call<SessionBody>('POST', '/api/register_or_update', {
      form: formOf({ phone, name: 'Changer', password: 'Old@1234' }),
    });
    const other = await t.login({ phone, password: 'Old@1234' });
    const answer = await t.call<{ message: string; token: string }>('POST', '/api/user/change_password', {
      token: body.token,
      json: { current_password: 'Old@1234', new_password: 'New@1234', new_confirm_password: 'New@1234' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Password Changed Successfully');
    expect((await t.call('GET', '/api/user/details', { token: answer.body.token })).status).toBe(200);
    expect((await t.call('GET', '/api/user/details', { token: other })).status).toBe(401);
    expect((await t.call('POST', '/api/login', { json: { phone, password: 'Old@1234' } })).status).toBe(401);
    expect((await t.call('POST', '/api/login', { json: { phone, password: 'New@1234' } })).status).toBe(200);
  });

  it.each([
    [
      {},
      {
        current_password: ['Current Password is required!'],
        new_password: ['New Password is required!'],
        new_confirm_password: ['Confirm New Password is required!'],
      },
    ],
    [
      { current_password: 'Wrong@1', new_password: 'A@123456', new_confirm_password: 'A@123456' },
      { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
    ],
    [
      { current_password: DEMO.customer.password, new_password: 'A@123456', new_confirm_password: 'B@123456' },
      { new_confirm_password: [ACCOUNT_MESSAGES.confirmationMismatch] },
    ],
    [
      { current_password: DEMO.customer.password, new_password: 'short1', new_confirm_password: 'short1' },
      { new_password: [ACCOUNT_MESSAGES.passwordShort] },
    ],
    [
      { current_password: DEMO.customer.password, new_password: 'sunshine1', new_confirm_password: 'sunshine1' },
      { new_password: [ACCOUNT_MESSAGES.passwordCommon] },
    ],
  ])('refuses %j and keeps the old password', async (json, fields) => {
    const token = await t.login(DEMO.customer);
    const answer = await t.call<ErrorBody>('POST', '/api/user/change_password', { token, json });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual(fields);
    expect((await t.call('POST', '/api/login', { json: DEMO.customer })).status).toBe(200);
  });

  it('counts wrong current passwords against the sign-in lock: five failures at one address lock both', async () => {
    const who = { phone: freshPhone(), password: 'Right@1234' };
    const { body } = await t.call<SessionBody>('POST', '/api/register_or_update', {
      form: formOf({ ...who, name: 'Guessed At' }),
    });
    const change = (current: string) =>
      t.call<ErrorBody>('POST', '/api/user/change_password', {
        token: body.token,
        json: { current_password: current, new_password: 'Fresh@98765', new_confirm_password: 'Fresh@98765' },
      });
    // Two failed sign-ins and three failed changes: five failures of one phone.
    for (const attempt of [1, 2]) {
      expect((await t.call('POST', '/api/login', { json: { ...who, password: `Wrong${attempt}` } })).status).toBe(401);
    }
    for (const attempt of [1, 2, 3]) expect((await change(`Wrong${attempt}`)).status).toBe(422);
    const locked = await change(who.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    expect((await t.call<ErrorBody>('POST', '/api/login', { json: who })).status).toBe(429);
    // Nothing changed: once the window has passed, the old password still signs in.
    await t.context.db.deleteFrom('login_failures').where('phone', '=', who.phone).execute();
    expect((await t.call('POST', '/api/login', { json: who })).status).toBe(200);
  });

  it('shares the per-address limit with sign-in and sign-up (429 with Retry-After)', async () => {
    // A database of its own: the other tests' sign-ins from this address must not count here.
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      await awayFromWindowEdge(60);
      const token = (
        await limited.call<SessionBody>('POST', '/api/register_or_update', {
          form: formOf({ phone: freshPhone(), name: 'Address Limit', password: 'Right@1234' }),
        })
      ).body.token;
      const change = () =>
        limited.call<ErrorBody>('POST', '/api/user/change_password', {
          token,
          json: { current_password: 'Wrong@1', new_password: 'Fresh@98765', new_confirm_password: 'Fresh@98765' },
        });
      // Sign-up, then two changes fit in 3 a minute; then 429.
      const answers = [await change(), await change(), await change()];
      expect(answers.map((answer) => answer.status)).toEqual([422, 422, 429]);
      const refused = answers[2]!;
      expect(refused.body.message).toBe(ACCOUNT_MESSAGES.tooManyRequests);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/user/language', () => {
  /** A fresh account, so the language chosen here is seen by no other test. */
  async function freshAccount(): Promise<{ phone: string; token: string }> {
    const phone = freshPhone();
    await t.call('POST', '/api/register_or_update', {
      json: { name: 'Meena', phone, password: 'Salon@2024', cpassword: 'Salon@2024' },
    });
    return { phone, token: await t.login({ phone, password: 'Salon@2024' }) };
  }

  it('keeps the language on the account, which answers it at the next sign-in elsewhere', async () => {
    const { phone, token } = await freshAccount();
    const before = await t.call<SessionBody>('POST', '/api/login', { json: { phone, password: 'Salon@2024' } });
    expect(before.body.user.language).toBeNull();

    const answer = await t.call<{ message: string; user: User }>('POST', '/api/user/language', {
      token,
      json: { language: 'hi' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(ACCOUNT_MESSAGES.languageSaved);
    expect(answer.body.user.language).toBe('hi');
    const elsewhere = await t.call<SessionBody>('POST', '/api/login', { json: { phone, password: 'Salon@2024' } });
    expect(elsewhere.body.user.language).toBe('hi');
  });

  it('lets every signed-in role choose, and refuses a guest', async () => {
    for (const who of [DEMO.customer, DEMO.staff, DEMO.admin]) {
      const token = await t.login(who);
      const answer = await t.call<{ user: User }>('POST', '/api/user/language', { token, json: { language: 'en' } });
      expect(answer.status, who.phone).toBe(200);
      expect(answer.body.user.phone).toBe(who.phone);
      expect(answer.body.user.language).toBe('en');
    }
    const guest = await t.call<ErrorBody>('POST', '/api/user/language', { token: null, json: { language: 'hi' } });
    expect(guest.status).toBe(401);
  });

  it('refuses a language it does not know in its own words, and stores nothing', async () => {
    const { phone, token } = await freshAccount();
    for (const json of [{ language: 'fr' }, { language: '' }, {}, { language: ['hi'] }]) {
      const answer = await t.call<ErrorBody>('POST', '/api/user/language', { token, json });
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(answer.text).toContain(ACCOUNT_MESSAGES.languageInvalid);
    }
    const after = await t.call<SessionBody>('POST', '/api/login', { json: { phone, password: 'Salon@2024' } });
    expect(after.body.user.language).toBeNull();
  });
});

describe('POST /api/user/update_profile', () => {
  const profile = {
    name: 'Priya Verma',
    name1: 'Priya',
    email: 'priya@example.com',
    dob: '1998-11-28',
    anniversary: '0000-00-00',
    gender: 2,
    comment: 'Prefers evening slots',
    address: 'Sector 21-B',
  };

  it('updates every field and answers Profile Updated, the user and the token', async () => {
    const token = await t.login(DEMO.customer);
    const answer = await t.call<SessionBody>('POST', '/api/user/update_profile', {
      token,
      form: formOf({ ...profile, device_token: '555', signup_type: 1 }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Profile Updated');
    expect(answer.body.token).toBe(token);
    expect(answer.body.user).toMatchObject({ ...profile, phone: DEMO.customer.phone });
    const row = await t.context.db
      .selectFrom('users')
      .select(['anniversary'])
      .where('phone', '=', DEMO.customer.phone)
      .executeTakeFirstOrThrow();
    expect(row.anniversary).toBeNull();
  });

  it('takes a new picture and removes the old one', async () => {
    const token = await t.login(DEMO.customer2);
    const first = await t.call<SessionBody>('POST', '/api/user/update_profile', {
      token,
      form: formOf({ name: 'Rohit Malhotra' }, { image: { content: await pictureOf('png'), name: 'a.png' } }),
    });
    const second = await t.call<SessionBody>('POST', '/api/user/update_profile', {
      token,
      form: formOf({ name: 'Rohit Malhotra' }, { image: { content: await pictureOf('webp'), name: 'b.webp' } }),
    });
    expect(second.body.user.image).not.toBe(first.body.user.image);
    expect((await fetch(`${t.url}/${first.body.user.image}`)).status).toBe(404);
    expect((await fetch(`${t.url}/${second.body.user.image}`)).status).toBe(200);
  });

  it.each([
    [{ ...profile, name: '' }, { name: ['Name is required!'] }],
    [{ ...profile, dob: '2999-01-01' }, { dob: ['Invalid DOB'] }],
    [{ ...profile, anniversary: '2999-01-01' }, { anniversary: ['Invalid Anniversary Date'] }],
    [{ ...profile, dob: '2001-02-30' }, { dob: ['Invalid DOB'] }],
    [{ ...profile, gender: 7 }, { gender: ['Gender must be 1 (male) or 2 (female).'] }],
    [{ ...profile, email: 'not-an-email' }, { email: ['Please enter a valid e-mail address'] }],
  ])('refuses %j and changes nothing', async (fields, errors) => {
    const token = await t.login(DEMO.staff);
    const before = await t.call<{ user: User }>('GET', '/api/user/details', { token });
    const answer = await t.call<ErrorBody>('POST', '/api/user/update_profile', { token, form: formOf(fields) });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual(errors);
    const after = await t.call<{ user: User }>('GET', '/api/user/details', { token });
    expect(after.body.user).toEqual(before.body.user);
  });

  it("lets a customer update only their own profile, and the admin anyone's", async () => {
    const customer = await t.login(DEMO.customer2);
    const staffRow = await t.context.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', DEMO.staff2.phone)
      .executeTakeFirstOrThrow();
    const refused = await t.call('POST', '/api/user/update_profile', {
      token: customer,
      json: { id: staffRow.id, name: 'Hacked' },
    });
    expect(refused.status).toBe(403);
    const admin = await t.login(DEMO.admin);
    const done = await t.call<SessionBody>('POST', '/api/user/update_profile', {
      token: admin,
      json: { id: staffRow.id, name: 'Arjun Mehta', name1: 'AJ' },
    });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ id: staffRow.id, name1: 'AJ' });
    const missing = await t.call('POST', '/api/user/update_profile', {
      token: admin,
      json: { id: 999999, name: 'Nobody' },
    });
    expect(missing.status).toBe(404);
  });
});
