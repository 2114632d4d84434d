/**
 * Every amount the API takes is read by the one strict reader (issue 30: '0x10' was taken as ₹16, true and [1] as ₹1;
 * src/shared/money.ts, readAmount): each shape of NOT_AMOUNTS sent to each amount field is refused with 422 and the
 * field's own message, and nothing is written. A JSON number and text of digits with at most two decimals still pass.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES } from '@shared/appointments.schemas';
import { EXPENSE_MESSAGES } from '@shared/expenses.schemas';
import { ORDER_MESSAGES } from '@shared/orders.schemas';
import { SALARY_MESSAGES } from '@shared/salary.schemas';
import { SETTINGS_MESSAGES } from '@shared/salon-settings.schemas';
import { salonTimeOfDay, salonToday } from '@shared/salon-time';
import { SERVICE_MESSAGES } from '@shared/services-admin.schemas';
import { isBlank } from '@shared/fields';
import { NOT_AMOUNTS } from '@shared/test/not-amounts';
import { testAppForFile } from './app-per-file';
import type { ErrorBody } from './answers';
import { bookingServices, userIdByPhone } from './demo-rows';
import { rowCounter } from './row-count';
import { DEMO, formOf } from './test-app';

const { t, tokens } = testAppForFile(['staff', 'admin']);
const zone = 'Asia/Kolkata';
let countRows: () => Promise<number>;
let spa: { id: number; price: number };
let customerId: number;
let staffId: number;

beforeAll(async () => {
  countRows = await rowCounter(t);
  spa = (await bookingServices(t.context.db)).spa;
  customerId = await userIdByPhone(t.context.db, DEMO.customer.phone);
  staffId = await userIdByPhone(t.context.db, DEMO.staff.phone);
});

type Body = Record<string, unknown>;

/**
 * The shapes sent: NOT_AMOUNTS but the blank ones (missing, null, ''), which the spec's forms send for an amount not
 * given (they are 0, or the field's own 'required' message, as before), and the numbers JSON cannot carry (NaN and
 * Infinity are written as null).
 */
const SHAPES = NOT_AMOUNTS.filter((value) => !isBlank(value) && JSON.stringify(value) !== 'null');

interface AmountField {
  /** The route and who sends it. */
  route: string;
  token: () => string;
  /** A body the route accepts, with `amount` where the field is. */
  body: (amount: unknown) => Body;
  /** The field the refusal names, and the messages that field may give. */
  field: string;
  messages: readonly string[];
  /** Shapes of NOT_AMOUNTS this field takes (the closing may be below zero). */
  takes?: readonly unknown[];
}

const invoice = (line: { discount?: unknown; price?: unknown; productDiscount?: unknown }, amounts: Body = {}) => ({
  data: JSON.stringify({
    services: [{ services: { id: spa.id }, staff: [staffId], qty: 1, discount: line.discount ?? 0 }],
    products: [{ name: 'Argan Oil', price: line.price ?? 450, comment: '', discount: line.productDiscount ?? 0 }],
  }),
  bill_date: `${salonToday(zone)} ${salonTimeOfDay(zone)}`,
  cash: 0,
  online: 0,
  cust_id: customerId,
  total_amount: spa.price + 450,
  ...amounts,
});

const expenseDay = (amounts: Body) => ({ date: '2021-01-04', total: 0, cash: 0, online: 0, expense: 0, ...amounts });

const FIELDS: Record<string, AmountField> = {
  'create_order cash': {
    route: '/api/order/create_order',
    token: () => tokens.staff,
    body: (amount) => invoice({}, { cash: amount }),
    field: 'cash',
    messages: [ORDER_MESSAGES.amount],
  },
  'create_order online': {
    route: '/api/order/create_order',
    token: () => tokens.staff,
    body: (amount) => invoice({}, { online: amount }),
    field: 'online',
    messages: [ORDER_MESSAGES.amount],
  },
  'create_order total_amount': {
    route: '/api/order/create_order',
    token: () => tokens.staff,
    body: (amount) => invoice({}, { total_amount: amount }),
    field: 'total_amount',
    messages: [ORDER_MESSAGES.amount],
  },
  'create_order a service line’s discount': {
    route: '/api/order/create_order',
    token: () => tokens.staff,
    body: (amount) => invoice({ discount: amount }),
    field: 'data',
    messages: [ORDER_MESSAGES.amount],
  },
  'create_order a product’s price': {
    route: '/api/order/create_order',
    token: () => tokens.staff,
    body: (amount) => invoice({ price: amount }),
    field: 'data',
    messages: [APPOINTMENT_MESSAGES.productTooLittle],
  },
  'create_order a product’s discount': {
    route: '/api/order/create_order',
    token: () => tokens.staff,
    body: (amount) => invoice({ productDiscount: amount }),
    field: 'data',
    messages: [ORDER_MESSAGES.amount],
  },
  'makeAppoitment a product’s price': {
    route: '/api/expense/makeAppoitment',
    token: () => tokens.staff,
    body: (amount) => ({
      name: 'Riya Kapoor',
      phone: '9876501234',
      date: '',
      products: JSON.stringify([{ name: 'Argan Oil', price: amount, comment: '' }]),
    }),
    field: 'products',
    messages: [APPOINTMENT_MESSAGES.productTooLittle],
  },
  ...Object.fromEntries(
    (['total', 'cash', 'online', 'expense'] as const).map((field) => [
      `expense/add ${field}`,
      {
        route: '/api/expense/add',
        token: () => tokens.staff,
        body: (amount: unknown) => expenseDay({ [field]: amount }),
        field,
        messages: [EXPENSE_MESSAGES.amount],
      },
    ]),
  ),
  'expense/add closing (may be below zero)': {
    route: '/api/expense/add',
    token: () => tokens.staff,
    body: (amount) => expenseDay({ closing: amount }),
    field: 'closing',
    messages: [EXPENSE_MESSAGES.closing],
    takes: ['-5', -5],
  },
  ...Object.fromEntries(
    (['amount', 'online_amount'] as const).map((field) => [
      `salary/add ${field}`,
      {
        route: '/api/salary/add',
        token: () => tokens.admin,
        body: (amount: unknown) => ({ date: salonToday(zone), staff: staffId, amount: 1, [field]: amount }),
        field,
        messages: [SALARY_MESSAGES.amount],
      },
    ]),
  ),
  'service_update price': {
    route: '/api/expense/service_update',
    token: () => tokens.admin,
    body: (amount) => ({ name: 'Amount Check', price: amount, discount: 0, status: 1 }),
    field: 'price',
    messages: [SERVICE_MESSAGES.priceNumber, SERVICE_MESSAGES.tooLittle, SERVICE_MESSAGES.paise],
  },
  'service_update discount': {
    route: '/api/expense/service_update',
    token: () => tokens.admin,
    body: (amount) => ({ name: 'Amount Check', price: 100, discount: amount, status: 1 }),
    field: 'discount',
    messages: [SERVICE_MESSAGES.discountNumber, SERVICE_MESSAGES.tooLittle, SERVICE_MESSAGES.paise],
  },
};

/** The field's messages in a refusal: under the field itself, or under a path inside it ('gst.serviceRatePercent'). */
function messagesOf(body: ErrorBody, field: string): string[] {
  const errors = typeof body.error === 'object' && body.error !== null ? body.error : {};
  return Object.entries(errors)
    .filter(([path]) => path === field || path.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
}

describe.each(Object.entries(FIELDS))('%s', (_name, amount) => {
  const send = (value: unknown) =>
    t.call<ErrorBody>('POST', amount.route, { json: amount.body(value), token: amount.token() });
  const refusedShapes = SHAPES.filter((value) => !(amount.takes ?? []).includes(value));

  it('refuses every shape that is no amount with 422 and the field’s message, writing nothing', async () => {
    const before = await countRows();
    for (const value of refusedShapes) {
      const answer = await send(value);
      const said = messagesOf(answer.body, amount.field);
      expect({ value, status: answer.status }).toEqual({ value, status: 422 });
      expect(said.length, `${JSON.stringify(value)}: ${answer.text}`).toBeGreaterThan(0);
      for (const message of said) expect(amount.messages, JSON.stringify(value)).toContain(message);
    }
    expect(await countRows()).toBe(before);
  });

  it('refuses the shapes as form text too', async () => {
    for (const value of ['0x10', '1e3', ' 5', '5.', '+5', '1.234']) {
      const fields = Object.fromEntries(
        Object.entries(amount.body(value)).map(([key, field]) => [
          key,
          typeof field === 'string' ? field : String(field),
        ]),
      );
      const answer = await t.call<ErrorBody>('POST', amount.route, { form: formOf(fields), token: amount.token() });
      const said = messagesOf(answer.body, amount.field);
      expect({ value, status: answer.status }).toEqual({ value, status: 422 });
      expect(said.length, answer.text).toBeGreaterThan(0);
      for (const message of said) expect(amount.messages, value).toContain(message);
    }
  });
});

describe('amounts that are amounts', () => {
  it('are taken as JSON numbers and as text of digits with at most two decimals', async () => {
    const paid = async (cash: unknown, online: unknown) => {
      const answer = await t.call<{ data: { cash: number; online: number } } & ErrorBody>(
        'POST',
        '/api/order/create_order',
        {
          json: invoice({ discount: '10.50' }, { cash, online, total_amount: spa.price - 10.5 + 450 }),
          token: tokens.staff,
        },
      );
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data;
    };
    expect(await paid('250.50', 100)).toMatchObject({ cash: 250.5, online: 100 });
    expect(await paid(250.5, '007')).toMatchObject({ cash: 250.5, online: 7 });
    const salary = await t.call<ErrorBody>('POST', '/api/salary/add', {
      json: { date: salonToday(zone), staff: staffId, amount: '1200.75', online_amount: 300 },
      token: tokens.admin,
    });
    expect(salary.status, salary.text).toBe(200);
  });
});

describe('update_payment and the GST rates change nothing when refused', () => {
  it('refuses every shape that is no amount in a payment, and the order keeps its due', async () => {
    const created = await t.call<{ data: { uid: string; due: number } }>('POST', '/api/order/create_order', {
      json: invoice({}),
      token: tokens.staff,
    });
    const { uid, due } = created.body.data;
    for (const field of ['cash', 'online'] as const) {
      for (const value of SHAPES) {
        const answer = await t.call<ErrorBody>('POST', '/api/order/update_payment', {
          json: { uid, cash: 0, online: 0, [field]: value },
          token: tokens.admin,
        });
        expect({ value, status: answer.status }).toEqual({ value, status: 422 });
        expect(messagesOf(answer.body, field)).toEqual([ORDER_MESSAGES.amount]);
      }
    }
    const receipt = await t.call<{ data: { due: number; payments: unknown[] } }>(
      'GET',
      `/api/order/get_order?uid=${uid}`,
    );
    expect(receipt.body.data).toMatchObject({ due, payments: [] });
  });

  it('refuses every shape that is no amount as a GST rate, and the settings stay', async () => {
    const stored = await t.call<{ data: Body & { gst: Body } }>('GET', '/api/settings');
    const { timeZone: _timeZone, ...settings } = stored.body.data;
    for (const value of SHAPES) {
      const answer = await t.call<ErrorBody>('POST', '/api/settings/update', {
        json: { ...settings, gst: { ...settings.gst, serviceRatePercent: value } },
        token: tokens.admin,
      });
      expect({ value, status: answer.status }).toEqual({ value, status: 422 });
      expect(messagesOf(answer.body, 'gst')).toEqual([SETTINGS_MESSAGES.gstRate]);
    }
    expect((await t.call('GET', '/api/settings')).body).toEqual(stored.body);
  });
});
