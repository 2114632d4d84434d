/**
 * The admin's Edit of a user (docs/product.md#users, #profile): the profile page's fields and rules, the
 * phone (ten digits, one account each) and a new picture; admin only, and nothing written on a refusal.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { addDays, salonToday } from '@shared/salon-time';
import type { ListedUser } from '@shared/users.schemas';
import { pictureOf } from '@server/test/images';
import { DEMO, formOf } from '@server/test/test-app';
import { addedCustomer } from '@server/test/added-customer';
import type { ErrorBody } from '@server/test/answers';
import { testAppForFile } from '@server/test/app-per-file';

const { t, tokens } = testAppForFile(['admin', 'staff', 'customer']);

type EditBody = { message: string; user: ListedUser & Record<string, unknown> };

let nextPhone = 9611000000;
const freshPhone = () => String(nextPhone++);

/** A new active customer with a known password; answers their id, phone and password. */
const newCustomer = (name: string) => addedCustomer(t, tokens.admin, name, freshPhone());

const rowOf = (id: number) =>
  t.context.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The stored profile pictures, to see that a refusal left none behind. */
const storedPictures = () => {
  const folder = path.join(t.config.uploadDir, 'profile');
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};

/** A new customer, with their stored row and the stored pictures as they are, to see that a refusal wrote nothing. */
async function customerAsStored(name: string) {
  const customer = await newCustomer(name);
  return { customer, before: await rowOf(customer.id), pictures: storedPictures() };
}
const anyPicture = async () => ({ content: await pictureOf('png'), name: 'x.png', type: 'image/png' });

const edit = (form: FormData, token: string | null = tokens.admin) =>
  t.call<EditBody & ErrorBody>('POST', '/api/user/update_user', { token, form });

const profile = {
  name: 'Meher Bedi',
  name1: 'Meher',
  email: 'meher@example.com',
  dob: '1996-03-14',
  anniversary: '2020-11-02',
  gender: 2,
  comment: 'Prefers the window chair',
  address: 'House 12, Sector 9, Chandigarh',
};

describe('POST /api/user/update_user', () => {
  it('lets the admin change every field, the phone and the picture, and answers Profile Updated', async () => {
    const customer = await newCustomer('Meher B');
    const phone = freshPhone();
    const first = await edit(
      formOf(
        { id: customer.id, ...profile, phone },
        { image: { content: await pictureOf('png'), name: 'meher.png', type: 'image/png' } },
      ),
    );
    expect(first.status, first.text).toBe(200);
    expect(first.body.message).toBe('Profile Updated');
    expect(first.body.user).toMatchObject({ id: customer.id, ...profile, phone, user_type: 3, status: 1 });
    expect(first.body.user).not.toHaveProperty('cart');
    expect(first.text).not.toContain('scrypt');
    expect(first.body.user.image).toMatch(/^uploads\/profile\/.+\.webp$/);
    expect((await fetch(`${t.url}/${first.body.user.image}`)).status).toBe(200);

    // The new phone signs in; the old one no longer does.
    expect((await t.call('POST', '/api/login', { json: { phone, password: customer.password } })).status).toBe(200);
    expect((await t.call('POST', '/api/login', { json: customer })).status).toBe(401);

    // A second picture replaces the first, which is removed; leaving the dates blank clears them.
    const second = await edit(
      formOf(
        { id: customer.id, ...profile, phone, dob: '', anniversary: '0000-00-00' },
        { image: { content: await pictureOf('jpeg'), name: 'again.jpg', type: 'image/jpeg' } },
      ),
    );
    expect(second.status).toBe(200);
    expect(second.body.user).toMatchObject({ dob: '0000-00-00', anniversary: '0000-00-00' });
    expect((await fetch(`${t.url}/${first.body.user.image}`)).status).toBe(404);
    const row = await rowOf(customer.id);
    expect(row.dob).toBeNull();
    expect(row.image).toBe(second.body.user.image);
  });

  it('takes a JSON body too, and the user’s own phone unchanged', async () => {
    const customer = await newCustomer('Json Person');
    const answer = await t.call<EditBody>('POST', '/api/user/update_user', {
      token: tokens.admin,
      json: { id: customer.id, name: 'Json Person Renamed', phone: customer.phone },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.user).toMatchObject({ name: 'Json Person Renamed', phone: customer.phone, gender: 1 });
  });

  it('edits staff too, and the admin’s own profile', async () => {
    const staffRow = await t.context.db
      .selectFrom('users')
      .select(['id', 'phone', 'name'])
      .where('phone', '=', DEMO.staff2.phone)
      .executeTakeFirstOrThrow();
    const answer = await edit(formOf({ id: staffRow.id, name: 'Arjun M.', phone: staffRow.phone }));
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ name: 'Arjun M.', user_type: 2 });
    expect((await t.call('POST', '/api/login', { json: DEMO.staff2 })).status).toBe(200);
  });

  it.each([
    ['a guest', null, 401],
    ['a customer', 'customer', 403],
    ['staff', 'staff', 403],
  ] as const)('refuses %s (%s) and writes nothing', async (_who, role, status) => {
    const { customer, before, pictures } = await customerAsStored('Not Yours');
    const answer = await edit(
      formOf({ id: customer.id, ...profile, name: 'Hacked', phone: freshPhone() }, { image: await anyPicture() }),
      role ? tokens[role] : null,
    );
    expect(answer.status).toBe(status);
    if (status === 401) expect(answer.body.message).toBe('Unauthenticated.');
    expect(await rowOf(customer.id)).toEqual(before);
    expect(storedPictures()).toEqual(pictures);
  });

  it.each([
    [{ name: '' }, { name: ['Name is required!'] }],
    [{ phone: '' }, { phone: ['Phone number is required!'] }],
    [{ phone: '98765' }, { phone: ['Please Enter Valid Phone Number'] }],
    [{ phone: '0987654321' }, { phone: ['Please Enter Valid Phone Number'] }],
    [{ phone: '98765abcde' }, { phone: ['Phone must be a number'] }],
    [{ dob: addDays(salonToday('Asia/Kolkata'), 1) }, { dob: ['Invalid DOB'] }],
    [{ anniversary: '2999-01-01' }, { anniversary: ['Invalid Anniversary Date'] }],
    [{ email: 'not-an-email' }, { email: ['Please enter a valid e-mail address'] }],
    [{ gender: 7 }, { gender: ['Gender must be 1 (male) or 2 (female).'] }],
    [{ id: '' }, { id: ['Please choose a user.'] }],
    [{ id: 'abc' }, { id: ['Please choose a user.'] }],
    [{ id: '99999999999' }, { id: ['Please choose a user.'] }],
    [{ comment: 'x'.repeat(1001) }, { comment: ['At most 1000 characters.'] }],
  ])('refuses %j with 422 and the spec’s message, and writes nothing', async (change, errors) => {
    const customer = await newCustomer('Valid Before');
    const before = await rowOf(customer.id);
    const answer = await edit(formOf({ id: customer.id, ...profile, phone: customer.phone, ...change }));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual(errors);
    expect(await rowOf(customer.id)).toEqual(before);
  });

  it('refuses a phone another account has (409, under phone) and writes nothing, the picture included', async () => {
    const { customer, before, pictures } = await customerAsStored('Wants A Phone');
    const answer = await edit(
      formOf({ id: customer.id, ...profile, phone: DEMO.customer2.phone }, { image: await anyPicture() }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(ACCOUNT_MESSAGES.phoneTaken);
    expect(answer.body.error).toEqual({ phone: [ACCOUNT_MESSAGES.phoneTaken] });
    expect(await rowOf(customer.id)).toEqual(before);
    expect(storedPictures()).toEqual(pictures);
  });

  it('refuses a picture that is none (422 under image) and an unknown user (404), writing nothing', async () => {
    const { customer, before, pictures } = await customerAsStored('Bad Picture');
    const bad = await edit(
      formOf(
        { id: customer.id, ...profile, phone: customer.phone },
        { image: { content: Buffer.from('<svg onload="alert(1)"/>'), name: 'x.svg', type: 'image/svg+xml' } },
      ),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error).toEqual({ image: [ACCOUNT_MESSAGES.imageInvalid] });
    expect(await rowOf(customer.id)).toEqual(before);

    const missing = await edit(formOf({ id: 999_999, ...profile, phone: freshPhone() }, { image: await anyPicture() }));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The user does not exist.');
    expect(storedPictures()).toEqual(pictures);
  });
});
