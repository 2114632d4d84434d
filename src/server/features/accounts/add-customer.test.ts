/**
 * Add Customer at the counter (docs/product.md#entity-user, #validation-add-customer, #errors-back-office, #constants)
 * and the invoice's customer picker.
 */
import type * as nodeCrypto from 'node:crypto';
import { randomInt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, type User } from '@shared/accounts.schemas';
import type { CustomerPick } from '@shared/customers.schemas';
import { DEMO, formOf } from '@server/test/test-app';
import type { ErrorBody } from '@server/test/answers';
import { testAppForFile } from '@server/test/app-per-file';
import { countRows } from '@server/test/row-count';

// randomInt works as ever; the test only reads which number it drew for the new customer.
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof nodeCrypto>();
  return { ...crypto, randomInt: vi.fn(crypto.randomInt) };
});

const { t, tokens } = testAppForFile(['admin', 'staff', 'customer']);

type AddedBody = { message: string; user: User & Record<string, unknown> };

let nextPhone = 9700000000;
const freshPhone = () => String(nextPhone++);

const countUsers = () => countRows(t, 'users');
const storedUser = (phone: string) =>
  t.context.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();

const addCustomer = (fields: unknown, token = tokens.staff) =>
  t.call<AddedBody & ErrorBody>('POST', '/api/user/add_customer', {
    token,
    ...(fields instanceof FormData ? { form: fields } : { json: fields }),
  });

describe('POST /api/user/add_customer', () => {
  it('adds an active customer from the spec’s form and answers Successful. with the user', async () => {
    const profile = {
      name: 'Kavya Arora',
      phone: freshPhone(),
      email: 'kavya@example.com',
      dob: '1995-04-12',
      anniversary: '2020-02-14',
      gender: 2,
      comment: 'Walk-in, prefers Neha',
      address: 'Model Town',
    };
    const answer = await addCustomer(formOf({ ...profile, device_token: '555', signup_type: 1 }));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Successful.');
    expect(answer.body.user).toMatchObject({ ...profile, user_type: 3, status: 1 });
    expect(answer.body.user).not.toHaveProperty('password');
    expect(answer.body.user).not.toHaveProperty('password_hash');
    expect(answer.text).not.toContain('scrypt');
  });

  it('gives a customer without a password a random 6-digit one, never answered', async () => {
    const phone = freshPhone();
    const draws = vi.mocked(randomInt);
    draws.mockClear();
    const answer = await addCustomer({ name: 'Random Secret', phone });
    expect(answer.status).toBe(200);
    expect(answer.text).not.toMatch(/password|scrypt/i);
    expect(draws).toHaveBeenCalledWith(100_000, 1_000_000);
    const drawn = String(draws.mock.results.at(-1)!.value);
    expect(drawn).toMatch(/^[1-9]\d{5}$/);
    expect((await t.call('POST', '/api/login', { json: { phone, password: drawn } })).status).toBe(200);
  });

  it('keeps a given password, so the customer can sign in with it', async () => {
    const phone = freshPhone();
    expect((await addCustomer({ name: 'Known Password', phone, password: 'Gulmohar#48' })).status).toBe(200);
    expect((await t.call('POST', '/api/login', { json: { phone, password: 'Gulmohar#48' } })).status).toBe(200);
  });

  it('takes the spec’s random 6-digit password as the desk sends it, as text or a number, even a common one', async () => {
    // The spec's desk client draws 100000 to 999999 (docs/product.md#account-payloads, #constants).
    for (const password of ['482913', 100000, '999999', '123456']) {
      const phone = freshPhone();
      const answer = await addCustomer(formOf({ name: 'Desk Password', phone, password, device_token: '555' }));
      expect(answer.status, `${password}: ${answer.text}`).toBe(200);
      expect((await t.call('POST', '/api/login', { json: { phone, password: String(password) } })).status).toBe(200);
    }
  });

  it('stores missing dob and anniversary as NULL and answers them as the zero date', async () => {
    const phone = freshPhone();
    const answer = await addCustomer({ name: 'No Dates', phone, dob: '', anniversary: '0000-00-00' });
    expect(answer.body.user).toMatchObject({ dob: '0000-00-00', anniversary: '0000-00-00', gender: 1, email: '' });
    const row = await storedUser(phone);
    expect(row.dob).toBeNull();
    expect(row.anniversary).toBeNull();
  });

  it('ignores user_type, status and other fields it does not know (mass assignment)', async () => {
    const phone = freshPhone();
    const answer = await addCustomer({ name: 'Sneaky', phone, user_type: 1, status: 0, id: 1, password_hash: 'x' });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ user_type: 3, status: 1 });
    expect(answer.body.user.id).not.toBe(1);
    const row = await storedUser(phone);
    expect(row).toMatchObject({ user_type: 3, status: 1 });
    expect(row.password_hash).not.toBe('x');
  });

  it('refuses a duplicate phone with 409 and error.phone, and writes nothing', async () => {
    const before = await countUsers();
    const answer = await addCustomer(formOf({ name: 'Copy', phone: DEMO.customer.phone }));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      message: ACCOUNT_MESSAGES.phoneTaken,
      error: { phone: [ACCOUNT_MESSAGES.phoneTaken] },
      code: 'accounts.phoneTaken',
      codes: { phone: ['accounts.phoneTaken'] },
    });
    expect(await countUsers()).toBe(before);
    expect((await storedUser(DEMO.customer.phone)).name).not.toBe('Copy');
  });

  it.each([
    [{}, { phone: ['Phone number is required!'], name: ['Name is required!'] }],
    [
      { phone: '', name: '   ' },
      { phone: ['Phone number is required!'], name: ['Name is required!'] },
    ],
    [{ phone: '0999999999', name: 'A' }, { phone: ['Please Enter Valid Phone Number'] }],
    [{ phone: '99999', name: 'A' }, { phone: ['Please Enter Valid Phone Number'] }],
    [{ phone: '99999000111', name: 'A' }, { phone: ['Please Enter Valid Phone Number'] }],
    [{ phone: '98abc12345', name: 'A' }, { phone: ['Phone must be a number'] }],
    [{ phone: '9876012345', name: 'A', email: 'not-an-email' }, { email: ['Please enter a valid e-mail address'] }],
    [{ phone: '9876012345', name: 'A', dob: '2999-01-01' }, { dob: ['Invalid DOB'] }],
    [{ phone: '9876012345', name: 'A', anniversary: '2021-02-30' }, { anniversary: ['Invalid Anniversary Date'] }],
    [{ phone: '9876012345', name: 'A', gender: 3 }, { gender: ['Gender must be 1 (male) or 2 (female).'] }],
    // Only six digits from 100000 to 999999 pass as the desk's; anything else short is a chosen password.
    [{ phone: '9876012345', name: 'A', password: '48291' }, { password: [ACCOUNT_MESSAGES.passwordShort] }],
    [{ phone: '9876012345', name: 'A', password: '048291' }, { password: [ACCOUNT_MESSAGES.passwordShort] }],
    [{ phone: '9876012345', name: 'A', password: '4829137' }, { password: [ACCOUNT_MESSAGES.passwordShort] }],
    [{ phone: '9876012345', name: 'A', password: 'abc123' }, { password: [ACCOUNT_MESSAGES.passwordShort] }],
    [{ phone: '9876012345', name: 'A', password: ' 48291' }, { password: [ACCOUNT_MESSAGES.passwordShort] }],
    [{ phone: '9876012345', name: 'A', password: '１２３４５６' }, { password: [ACCOUNT_MESSAGES.passwordShort] }],
    [{ phone: '9876012345', name: 'A', password: 12345678 }, { password: [ACCOUNT_MESSAGES.passwordCommon] }],
    [{ phone: '9876012345', name: 'A', password: 'iloveyou' }, { password: [ACCOUNT_MESSAGES.passwordCommon] }],
    [{ phone: '9876012345', name: 'A', password: 'Password1' }, { password: [ACCOUNT_MESSAGES.passwordCommon] }],
  ])('refuses %j with 422 in the spec’s words and writes nothing', async (fields, errors) => {
    const before = await countUsers();
    const answer = await addCustomer(fields);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual(errors);
    expect(answer.body.message).toBe(Object.values(errors)[0]![0]);
    expect(await countUsers()).toBe(before);
  });

  it('accepts the phone as a JSON number, and lets the admin add customers too', async () => {
    const phone = freshPhone();
    const answer = await addCustomer({ name: 'Number Phone', phone: Number(phone) }, tokens.admin);
    expect(answer.status).toBe(200);
    expect(answer.body.user.phone).toBe(phone);
  });

  it('refuses a customer (403) and a guest (401)', async () => {
    expect((await addCustomer({ name: 'X', phone: freshPhone() }, tokens.customer)).status).toBe(403);
    const guest = await t.call<ErrorBody>('POST', '/api/user/add_customer', {
      json: { name: 'X', phone: freshPhone() },
    });
    expect(guest.status).toBe(401);
    expect(guest.body.message).toBe('Unauthenticated.');
  });
});

describe('GET /api/user/get_users', () => {
  const pick = (query: string, token = tokens.staff) =>
    t.call<{ data: CustomerPick[] }>('GET', `/api/user/get_users${query}`, { token });

  it('lists active customers only, by name, with id, name, phone and e-mail', async () => {
    const answer = await pick('');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((user) => user.phone)).toContain(DEMO.customer.phone);
    expect(answer.body.data.map((user) => user.phone)).not.toContain(DEMO.staff.phone);
    expect(answer.body.data.map((user) => user.phone)).not.toContain(DEMO.admin.phone);
    expect(Object.keys(answer.body.data[0]!).sort()).toEqual(['email', 'id', 'name', 'phone']);
  });

  it('orders them by name, whatever its case', async () => {
    for (const name of ['Sorter gamma', 'Sorter Alpha', 'sorter beta'])
      await addCustomer({ name, phone: freshPhone() });
    const answer = await pick('?search=sorter');
    expect(answer.body.data.map((user) => user.name)).toEqual(['Sorter Alpha', 'sorter beta', 'Sorter gamma']);
  });

  it('finds customers by a part of the name or phone, case-insensitively, and leaves out deactivated ones', async () => {
    const phone = freshPhone();
    await addCustomer({ name: 'Zoya Picker', phone });
    expect((await pick('?search=zoya%20pick')).body.data.map((user) => user.phone)).toEqual([phone]);
    expect((await pick(`?search=${phone.slice(1)}`)).body.data.map((user) => user.phone)).toEqual([phone]);
    const id = (await storedUser(phone)).id;
    await t.call('POST', '/api/user/update_status', { token: tokens.admin, json: { id, status: 0 } });
    expect((await pick('?search=zoya')).body.data).toEqual([]);
  });

  it('gives at most 20 and treats % and _ as letters', async () => {
    for (let index = 0; index < 22; index += 1)
      await addCustomer({ name: `Bulk Picker ${index}`, phone: freshPhone() });
    expect((await pick('?search=bulk%20picker')).body.data).toHaveLength(20);
    expect((await pick('?search=%25')).body.data).toEqual([]);
    expect((await pick('?search=_')).body.data).toEqual([]);
  });

  it('refuses a customer (403)', async () => {
    expect((await pick('', tokens.customer)).status).toBe(403);
  });
});
