/**
 * Bounded work per request (issue 14; docs/quality.md, hostile-bodies): amplified inputs are refused with a 4xx in
 * the spec's words, and write nothing. The timings are the hostile-bodies script's; these tests check the answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES } from '@shared/appointments.schemas';
import { BOUNDED_JSON_MESSAGES, JSON_MAX_DEPTH, JSON_MAX_ENTRIES } from '@shared/bounded-json';
import { CART_MESSAGES } from '@shared/cart.schemas';
import { ATTENDANCE_MESSAGES } from '@shared/attendance.schemas';
import { CART_MAX_LINES } from '@shared/constants';
import { IGNORED_VALUE_MESSAGE, PHONE_MESSAGES, SHORT_TEXT_MAX } from '@shared/fields';
import { OFFER_MESSAGES } from '@shared/offers-admin.schemas';
import { ORDER_MESSAGES } from '@shared/orders.schemas';
import { salonToday } from '@shared/salon-time';
import { SERVICE_MESSAGES } from '@shared/services-admin.schemas';
import { API_BODY_LIMIT_BYTES, FORM_MAX_FIELDS, FORM_MESSAGES } from '@server/plugins/request-bounds';
import { userIdByPhone } from './demo-rows';
import { rowCounter } from './row-count';
import { DEMO, formOf } from './test-app';
import type { ErrorBody } from './answers';
import { testAppForFile } from './app-per-file';

const { t, tokens } = testAppForFile(['customer', 'staff', 'admin']);
let countRows: () => Promise<number>;
let spa: { id: number; name: string };
let customerId: number;

beforeAll(async () => {
  countRows = await rowCounter(t);
  spa = await t.context.db
    .selectFrom('services')
    .select(['id', 'name'])
    .where('name', '=', 'Hair Spa')
    .executeTakeFirstOrThrow();
  customerId = await userIdByPhone(t.context.db, DEMO.customer.phone);
});

/** Sends the request and checks it is refused with `status` and `message`, and wrote no row anywhere. */
async function refused(
  request: () => Promise<{ status: number; body: ErrorBody }>,
  status: number,
  message: string,
): Promise<ErrorBody> {
  const before = await countRows();
  const answer = await request();
  expect({ status: answer.status, message: answer.body?.message }).toEqual({ status, message });
  expect(await countRows()).toBe(before);
  return answer.body;
}

/** Distinct one-character names (CJK letters): the attacker's booking. */
const distinctNames = (count: number) =>
  Array.from({ length: count }, (_, index) => String.fromCharCode(0x4e00 + index)).join(',');
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** JSON text of a list of `entries - 1` zeros: the list and its commas are `entries` entries. */
const manyValues = (entries: number) => `[${Array(entries).fill(0).join(',')}]`;

describe('POST /api/expense/makeAppoitment', () => {
  const guest = { name: 'Guest', phone: '9876543210', date: '' };
  const book = (fields: Record<string, unknown>, token?: string) =>
    t.call<ErrorBody>('POST', '/api/expense/makeAppoitment', { json: { ...guest, ...fields }, token });

  it('refuses a booking naming 45,000 services with the 100-service limit', async () => {
    const body = await refused(() => book({ services: distinctNames(45_000) }), 422, APPOINTMENT_MESSAGES.tooMany);
    expect(body.error).toEqual({ services: [APPOINTMENT_MESSAGES.tooMany] });
  });

  it('counts the names as sent, before repeats are merged: 100 of one service book it once, 101 are refused', async () => {
    const names = (count: number) => Array(count).fill(spa.name).join(',');
    await refused(() => book({ services: names(CART_MAX_LINES + 1) }), 422, APPOINTMENT_MESSAGES.tooMany);
    const booked = await book({ services: names(CART_MAX_LINES) });
    expect(booked.status).toBe(200);
  });

  it('refuses JSON lines, values, nesting and bridal-day keys over their limits', async () => {
    const lines = (count: number) => JSON.stringify(Array(count).fill({ id: spa.id, quantity: 1 }));
    await refused(() => book({ services: lines(CART_MAX_LINES + 1) }), 422, APPOINTMENT_MESSAGES.tooMany);
    await refused(() => book({ services: manyValues(JSON_MAX_ENTRIES + 1) }), 422, APPOINTMENT_MESSAGES.tooMany);
    await refused(
      () => book({ services: `{"services":[],"x":${nested(JSON_MAX_DEPTH)}}` }),
      422,
      APPOINTMENT_MESSAGES.unreadableServices,
    );
    const bridalDay = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, 'x']));
    await refused(
      () => book({ services: JSON.stringify({ services: [{ id: spa.id }], bridalDay }) }),
      422,
      APPOINTMENT_MESSAGES.unreadableServices,
    );
  });

  it('refuses more than 20 products, and a status that is no plain value', async () => {
    const products = JSON.stringify(Array(21).fill({ name: 'Oil', price: 10, comment: '' }));
    await refused(
      () => book({ services: spa.name, products }, tokens.staff),
      422,
      APPOINTMENT_MESSAGES.tooManyProducts,
    );
    await refused(() => book({ services: spa.name, status: { a: [1] } }), 422, IGNORED_VALUE_MESSAGE);
  });
});

describe('POST /api/expense/service_update', () => {
  const save = (fields: Record<string, unknown>) =>
    t.call<ErrorBody>('POST', '/api/expense/service_update', {
      token: tokens.staff,
      json: { name: 'Bounded', price: 1, status: 1, category_id: '1', ...fields },
    });

  it('refuses prices of 20,000 and 100,000 digits and an x as no number, in the price and the discount at once', async () => {
    for (const digits of [20_000, 100_000]) {
      const hostile = `${'1'.repeat(digits)}x`;
      const body = await refused(() => save({ price: hostile, discount: hostile }), 422, SERVICE_MESSAGES.priceNumber);
      expect(body.error).toEqual({
        price: [SERVICE_MESSAGES.priceNumber],
        discount: [SERVICE_MESSAGES.discountNumber],
      });
    }
  });

  it('refuses a number typed longer than a short field, and more than 20 categories', async () => {
    await refused(() => save({ price: `${'0'.repeat(SHORT_TEXT_MAX)}1` }), 422, SERVICE_MESSAGES.priceNumber);
    const ids = Array.from({ length: 21 }, (_, index) => index + 1).join(',');
    await refused(() => save({ category_id: ids }), 422, SERVICE_MESSAGES.categoriesTooMany);
  });
});

describe('every JSON body', () => {
  const addCustomer = (body: string) =>
    t.call<ErrorBody>('POST', '/api/user/add_customer', {
      token: tokens.staff,
      raw: { body, contentType: 'application/json' },
    });

  it(`nests at most ${JSON_MAX_DEPTH} levels: deeper is refused before it is parsed`, async () => {
    await refused(() => addCustomer(`{"name":${nested(JSON_MAX_DEPTH)}}`), 400, BOUNDED_JSON_MESSAGES.tooDeep);
    // At the limit the body is read, and its fields judged.
    const atLimit = await addCustomer(`{"name":${nested(JSON_MAX_DEPTH - 1)}}`);
    expect(atLimit.status).toBe(422);
  });

  it('refuses a body nested 100,000 levels deep with 400, not a failure of the server', async () => {
    // Reading the gender as a number walked the whole nesting and overflowed the stack (500).
    await refused(() => addCustomer(`{"gender":${nested(100_000)}}`), 400, BOUNDED_JSON_MESSAGES.tooDeep);
  });

  it(`holds at most ${JSON_MAX_ENTRIES.toLocaleString('en-US')} values`, async () => {
    await refused(() => addCustomer(`{"name":${manyValues(JSON_MAX_ENTRIES)}}`), 400, BOUNDED_JSON_MESSAGES.tooLong);
  });

  it(`is at most ${API_BODY_LIMIT_BYTES / 1024} KiB, and so is a URL-encoded form`, async () => {
    const big = 'x'.repeat(API_BODY_LIMIT_BYTES);
    await refused(() => addCustomer(JSON.stringify({ name: big })), 413, 'The request is too large.');
    await refused(
      () =>
        t.call<ErrorBody>('POST', '/api/user/add_customer', {
          token: tokens.staff,
          raw: { body: `name=${big}`, contentType: 'application/x-www-form-urlencoded' },
        }),
      413,
      'The request is too large.',
    );
  });
});

describe('every URL-encoded form', () => {
  const addCustomer = (fields: number) =>
    t.call<ErrorBody>('POST', '/api/user/add_customer', {
      token: tokens.staff,
      raw: {
        body: Array.from({ length: fields }, (_, index) => `k${index}=1`).join('&'),
        contentType: 'application/x-www-form-urlencoded',
      },
    });

  it(`has at most ${FORM_MAX_FIELDS} fields, as a multipart one: more are refused before the form is read`, async () => {
    await refused(() => addCustomer(FORM_MAX_FIELDS + 1), 413, FORM_MESSAGES.tooManyFields);
    await refused(() => addCustomer(20_000), 413, FORM_MESSAGES.tooManyFields);
    // At the limit the form is read, and its fields judged.
    expect((await addCustomer(FORM_MAX_FIELDS)).status).toBe(422);
  });
});

describe('every multipart form', () => {
  it(`holds at most ${API_BODY_LIMIT_BYTES / 1024} KiB of text in all its fields together`, async () => {
    const field = 'x'.repeat(100 * 1024);
    await refused(
      () =>
        t.call<ErrorBody>('POST', '/api/expense/makeAppoitment', {
          form: formOf({ phone: '9876500011', services: 'Hair Spa', comment: field, name: field, email: field }),
        }),
      413,
      'The request is too large.',
    );
  });
});

describe('short fields are refused before any pattern reads them', () => {
  it('a sign-in phone longer than a phone: 422, and no failed sign-in counted', async () => {
    const failures = async () =>
      Number(
        (
          await t.context.db
            .selectFrom('login_failures')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await failures();
    await refused(
      () =>
        t.call<ErrorBody>('POST', '/api/login', {
          json: { phone: '9'.repeat(SHORT_TEXT_MAX + 1), password: 'Whatever@123' },
        }),
      422,
      PHONE_MESSAGES.valid,
    );
    expect(await failures()).toBe(before);
  });

  it('a check-in type written with 40 leading zeros', async () => {
    await refused(
      () =>
        t.call<ErrorBody>('POST', '/api/attendance/add', {
          token: tokens.staff,
          json: { type: `${'0'.repeat(SHORT_TEXT_MAX)}1` },
        }),
      422,
      ATTENDANCE_MESSAGES.type,
    );
  });

  it("an offer's sorting written with 40 leading zeros", async () => {
    await refused(
      () =>
        t.call<ErrorBody>('POST', '/api/offer/add', {
          token: tokens.admin,
          json: { name: 'Bounded offer', status: 1, sort: `${'0'.repeat(SHORT_TEXT_MAX)}1` },
        }),
      422,
      OFFER_MESSAGES.sortInvalid,
    );
  });
});

describe('JSON in form fields: the cart, the invoice, the cash book', () => {
  it('refuses a cart of more values than the limit, or nested deeper than it', async () => {
    const cart = (data: string) =>
      t.call<ErrorBody>('POST', '/api/expense/cart_update', { token: tokens.customer, json: { data } });
    await refused(() => cart(manyValues(JSON_MAX_ENTRIES + 1)), 422, CART_MESSAGES.tooMany);
    await refused(() => cart(nested(JSON_MAX_DEPTH + 1)), 422, CART_MESSAGES.unreadable);
  });

  it('refuses invoice items of too many keys or values', async () => {
    const order = (data: unknown) =>
      t.call<ErrorBody>('POST', '/api/order/create_order', {
        token: tokens.staff,
        json: { data, bill_date: salonToday('Asia/Kolkata'), cash: 0, online: 0, cust_id: customerId, total_amount: 0 },
      });
    const keys = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, 1]));
    await refused(() => order({ services: [], ...keys }), 422, ORDER_MESSAGES.unreadable);
    await refused(() => order(manyValues(JSON_MAX_ENTRIES + 1)), 422, ORDER_MESSAGES.tooManyLines);
  });

  it('refuses a cash-book entry whose ignored id is a list, not a plain value', async () => {
    await refused(
      () =>
        t.call<ErrorBody>('POST', '/api/expense/add', {
          token: tokens.admin,
          json: { id: Array(1000).fill([1]), date: salonToday('Asia/Kolkata'), total: 1 },
        }),
      422,
      IGNORED_VALUE_MESSAGE,
    );
  });
});
