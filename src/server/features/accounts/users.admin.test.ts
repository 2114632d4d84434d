/**
 * The admin's users (docs/product.md#users, #user-status, #validation-user-password, #errors-back-office): the list
 * with search and pages, password reset and activation, and the sessions they end.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/accounts.schemas';
import type { ListedUser } from '@shared/users.schemas';
import { DEMO } from '@server/test/test-app';
import { addedCustomer } from '@server/test/added-customer';
import type { ErrorBody, PageBody } from '@server/test/answers';
import { userIdByPhone } from '@server/test/demo-rows';
import { testAppForFile } from '@server/test/app-per-file';

const { t, tokens } = testAppForFile(['admin', 'staff']);

type ListBody = PageBody<ListedUser & Record<string, unknown>>;

let nextPhone = 9600000000;
const freshPhone = () => String(nextPhone++);

/** A new active customer with a known password; answers their id, phone and password. */
const newCustomer = (name: string, extra?: Record<string, unknown>) =>
  addedCustomer(t, tokens.admin, name, freshPhone(), extra);

const idOf = (phone: string) => userIdByPhone(t.context.db, phone);
const list = (query = '', token = tokens.admin) =>
  t.call<ListBody & ErrorBody>('GET', `/api/user/allUsers${query}`, { token });
const updateStatus = (json: unknown, token = tokens.admin) =>
  t.call<{ message: string } & ErrorBody>('POST', '/api/user/update_status', { token, json });
const updatePassword = (json: unknown, token = tokens.admin) =>
  t.call<{ message: string } & ErrorBody>('POST', '/api/user/update_password', { token, json });

describe('GET /api/user/allUsers', () => {
  it('answers 10 users of every type, newest first, with their status and type, the total, and no secrets', async () => {
    for (let index = 0; index < 5; index += 1) await newCustomer(`Filler ${index}`);
    const newest = await newCustomer('Newest Of All');
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(10);
    expect(answer.body.total).toBeGreaterThanOrEqual(6);
    expect(answer.body.data[0]).toMatchObject({ id: newest.id, name: 'Newest Of All', status: 1, user_type: 3 });
    const everyone = await list('?limit=50');
    expect(new Set(everyone.body.data.map((user) => user.user_type))).toEqual(new Set([1, 2, 3]));
    for (const user of everyone.body.data) {
      expect(user).not.toHaveProperty('password_hash');
      expect(user).not.toHaveProperty('cart');
    }
    expect(everyone.text).not.toContain('scrypt');
  });

  it('searches name, phone and e-mail, case-insensitively, with pages of the matches and their total', async () => {
    const tag = `Pager${Date.now() % 100_000}`;
    const made = [];
    for (let index = 0; index < 12; index += 1) made.push(await newCustomer(`${tag} ${index}`));
    const first = await list(`?search=${tag.toLowerCase()}&limit=10&page=1`);
    expect(first.body.total).toBe(12);
    expect(first.body.data.map((user) => user.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `${tag} ${11 - index}`),
    );
    const second = await list(`?search=${tag}&page=2`);
    expect(second.body.data.map((user) => user.name)).toEqual([`${tag} 1`, `${tag} 0`]);
    expect(second.body.total).toBe(12);
    const beyond = await list(`?search=${tag}&page=5`);
    expect(beyond.body).toEqual({ data: [], total: 12 });

    const byPhone = await list(`?search=${made[3]!.phone}`);
    expect(byPhone.body.data.map((user) => user.id)).toEqual([made[3]!.id]);
    await newCustomer('Mail Person', { email: 'Unique.Mail@Example.com' });
    expect((await list('?search=unique.mail@')).body.data.map((user) => user.name)).toEqual(['Mail Person']);
  });

  it('treats % and _ in a search as letters', async () => {
    await newCustomer('Percent 100% Club');
    expect((await list('?search=100%25')).body.data.map((user) => user.name)).toEqual(['Percent 100% Club']);
    expect((await list('?search=%25%25')).body.total).toBe(0);
    expect((await list('?search=_')).body.total).toBe(0);
  });

  it('finds a user by a changed name or e-mail, not by the old one, and reads quotes as letters', async () => {
    const user = await newCustomer('Oldname Quartz');
    await t.context.db
      .updateTable('users')
      .set({ name: 'Newname "Quartz"', email: 'fresh.quartz@example.com' })
      .where('id', '=', user.id)
      .execute();
    expect((await list('?search=oldname')).body.total).toBe(0);
    expect((await list('?search=NEWNAME')).body.data.map((found) => found.id)).toEqual([user.id]);
    expect((await list(`?search=${encodeURIComponent('e "quartz"')}`)).body.data.map((found) => found.id)).toEqual([
      user.id,
    ]);
    expect((await list('?search=fresh.quartz@')).body.total).toBe(1);
  });

  it('pages a search the same way whether it matches many users or few, newest first', async () => {
    // 21 matches: with 1 a page, the first pages count as a common search (the newest-first walk on SQLite), the
    // later ones as a rare one (the matching ids looked up and sorted).
    const zinnias: number[] = [];
    for (let index = 0; index < 21; index += 1) zinnias.push((await newCustomer(`Zinnia Paging ${index}`)).id);
    const newestFirst = [...zinnias].reverse();
    const seen: number[] = [];
    for (let page = 1; page <= 22; page += 1) {
      const answer = await list(`?search=zinnia%20pag&limit=1&page=${page}`);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(21);
      seen.push(...answer.body.data.map((user) => user.id));
    }
    expect(seen).toEqual(newestFirst);
    expect((await list('?search=zinnia%20pag&limit=5&page=2')).body.data.map((user) => user.id)).toEqual(
      newestFirst.slice(5, 10),
    );
  });

  it.each(['?limit=0', '?limit=51', '?page=0', '?page=abc', '?limit=2.5'])('refuses %s with 422', async (query) => {
    const answer = await list(query);
    expect(answer.status).toBe(422);
  });

  it('refuses staff (403) and a guest (401)', async () => {
    expect((await list('', tokens.staff)).status).toBe(403);
    const guest = await t.call<ErrorBody>('GET', '/api/user/allUsers');
    expect(guest.status).toBe(401);
    expect(guest.body.message).toBe('Unauthenticated.');
  });
});

describe('POST /api/user/update_status', () => {
  it('deactivates a user: their open session ends at once, they cannot sign in, and activation lets them back', async () => {
    const customer = await newCustomer('To Deactivate');
    const session = await t.login(customer);
    const other = await t.login(customer);
    expect((await t.call('GET', '/api/user/details', { token: session })).status).toBe(200);

    const answer = await updateStatus({ id: customer.id, status: 0 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Status Updated Sucessfully' });

    for (const token of [session, other]) {
      const after = await t.call<ErrorBody>('GET', '/api/user/details', { token });
      expect(after.status).toBe(401);
      expect(after.body.message).toBe('Unauthenticated.');
    }
    const tokens = await t.context.db
      .selectFrom('auth_tokens')
      .select('id')
      .where('user_id', '=', customer.id)
      .execute();
    expect(tokens).toEqual([]);
    const login = await t.call<ErrorBody>('POST', '/api/login', { json: customer });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(ACCOUNT_MESSAGES.deactivated);
    expect((await list(`?search=${customer.phone}`)).body.data[0]).toMatchObject({ status: 0 });

    expect((await updateStatus({ id: String(customer.id), status: '1' })).status).toBe(200);
    expect((await t.call('POST', '/api/login', { json: customer })).status).toBe(200);
    expect((await list(`?search=${customer.phone}`)).body.data[0]).toMatchObject({ status: 1 });
  });

  it('deactivates staff the same way', async () => {
    const staff2 = await t.login(DEMO.staff2);
    const id = await idOf(DEMO.staff2.phone);
    expect((await updateStatus({ id, status: 0 })).status).toBe(200);
    expect((await t.call('GET', '/api/user/staffUsers', { token: staff2 })).status).toBe(401);
    expect((await updateStatus({ id, status: 1 })).status).toBe(200);
  });

  it('does not let the admin deactivate themselves', async () => {
    const id = await idOf(DEMO.admin.phone);
    const answer = await updateStatus({ id, status: 0 });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({ id: ['You cannot deactivate your own account.'] });
    expect((await t.call('GET', '/api/user/details', { token: tokens.admin })).status).toBe(200);
  });

  it.each([
    [{}, { id: ['Please choose a user.'], status: ['Status must be 0 (deactivated) or 1 (activated).'] }],
    [{ id: 'abc', status: 1 }, { id: ['Please choose a user.'] }],
    [{ id: 2, status: 2 }, { status: ['Status must be 0 (deactivated) or 1 (activated).'] }],
    [{ id: 2, status: 'yes' }, { status: ['Status must be 0 (deactivated) or 1 (activated).'] }],
  ])('refuses %j with 422', async (json, errors) => {
    const answer = await updateStatus(json);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual(errors);
  });

  it('answers 404 for an unknown user, and 403 to staff', async () => {
    const missing = await updateStatus({ id: 999_999, status: 0 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The user does not exist.');
    const customer = await newCustomer('Staff Cannot');
    expect((await updateStatus({ id: customer.id, status: 0 }, tokens.staff)).status).toBe(403);
    expect((await list(`?search=${customer.phone}`)).body.data[0]).toMatchObject({ status: 1 });
  });
});

describe('POST /api/user/update_password', () => {
  it("sets the password, ends that user's sessions, and the new one signs in", async () => {
    const customer = await newCustomer('Forgot Password');
    const session = await t.login(customer);
    const answer = await updatePassword({ id: customer.id, new_password: 'Fresh@2024' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Password Changed Successfully' });
    expect((await t.call('GET', '/api/user/details', { token: session })).status).toBe(401);
    expect((await t.call('POST', '/api/login', { json: customer })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/login', { json: { phone: customer.phone, password: 'Fresh@2024' } })).status,
    ).toBe(200);
  });

  it('keeps the admin’s own session in use when they reset their own password, and ends the others', async () => {
    const { phone, password } = DEMO.admin;
    const mine = await t.login(DEMO.admin);
    const other = await t.login(DEMO.admin);
    const id = await idOf(phone);
    expect((await updatePassword({ id, new_password: 'Admin@456' }, mine)).status).toBe(200);
    expect((await t.call('GET', '/api/user/details', { token: mine })).status).toBe(200);
    expect((await t.call('GET', '/api/user/details', { token: other })).status).toBe(401);
    expect((await updatePassword({ id, new_password: password }, mine)).status).toBe(200);
    tokens.admin = mine;
  });

  it.each([
    [{ id: 2 }, { new_password: ['New Password is required!'] }],
    [{ id: 2, new_password: '' }, { new_password: ['New Password is required!'] }],
    [{ id: 2, new_password: 'abc' }, { new_password: [ACCOUNT_MESSAGES.passwordShort] }],
    [{ id: 2, new_password: 'Sunshine1' }, { new_password: [ACCOUNT_MESSAGES.passwordCommon] }],
    [{ new_password: 'Good@123' }, { id: ['Please choose a user.'] }],
  ])('refuses %j with 422 and changes nothing', async (json, errors) => {
    const answer = await updatePassword(json);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual(errors);
    expect((await t.call('POST', '/api/login', { json: DEMO.staff })).status).toBe(200);
  });

  it('answers 404 for an unknown user, 403 to staff and 401 to a guest', async () => {
    expect((await updatePassword({ id: 999_999, new_password: 'Good@123' })).status).toBe(404);
    const target = await idOf(DEMO.customer2.phone);
    expect((await updatePassword({ id: target, new_password: 'Good@123' }, tokens.staff)).status).toBe(403);
    expect(
      (await t.call('POST', '/api/user/update_password', { json: { id: target, new_password: 'x' } })).status,
    ).toBe(401);
    expect((await t.call('POST', '/api/login', { json: DEMO.customer2 })).status).toBe(200);
  });
});
