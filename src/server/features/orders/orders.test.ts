import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@shared/accounts.schemas';
import {
  ORDER_MESSAGES,
  orderItemsOf,
  RECEIPT_PAYMENTS_MAX,
  type Order,
  type ReceiptOrder,
} from '@shared/orders.schemas';
import { addDays, salonTimeOfDay, salonToday } from '@shared/salon-time';
import { DEMO, formOf } from '@server/test/test-app';
import type { ErrorBody, PageBody, SavedBody } from '@server/test/answers';
import { testAppForFile } from '@server/test/app-per-file';
import { bookingServices } from '@server/test/demo-rows';
import { countRows } from '@server/test/row-count';
import { usersOf } from '@server/test/sign-in';

type Created = SavedBody<Order> & ErrorBody;

const { t, tokens } = testAppForFile(['customer', 'staff', 'staff2', 'admin']);
let people: { customer: User; staff: User; staff2: User; admin: User };
let services: Awaited<ReturnType<typeof bookingServices>>;
const zone = 'Asia/Kolkata';
const now = () => `${salonToday(zone)} ${salonTimeOfDay(zone)}`;

beforeAll(async () => {
  people = await usersOf(t, tokens, 'customer', 'staff', 'staff2', 'admin');
  services = await bookingServices(t.context.db);
});

interface Invoice {
  services?: { id: number; staff: number[]; qty?: number; discount?: number }[];
  products?: { name: string; price: number; comment?: string; discount?: number }[];
  total?: number;
  cash?: number;
  online?: number;
  cust_id?: number;
  bill_date?: string;
}

/**
 * The form the Quick Invoice sends (docs/product.md#entity-order), with the total the items make unless told otherwise.
 */
function invoiceForm(invoice: Invoice = {}) {
  const lines = invoice.services ?? [{ id: services.hydra.id, staff: [people.staff.id], qty: 2, discount: 100 }];
  const products = invoice.products ?? [{ name: 'Argan Oil', price: 450, comment: 'Travel size', discount: 50 }];
  const priceOf = (id: number) => (id === services.hydra.id ? services.hydra.price : services.spa.price);
  const total =
    invoice.total ??
    lines.reduce((sum, l) => sum + (priceOf(l.id) - (l.discount ?? 0)) * (l.qty ?? 1), 0) +
      products.reduce((sum, p) => sum + p.price - (p.discount ?? 0), 0);
  const data = {
    services: lines.map((l) => ({
      services: { id: l.id, name: 'ignored' },
      staff: l.staff.map((id) => ({ id, name: 'ignored' })),
      price: 1,
      qty: l.qty ?? 1,
      discount: l.discount ?? 0,
      total: 1,
    })),
    products: products.map((p) => ({ comment: '', discount: 0, ...p })),
  };
  return formOf({
    data: JSON.stringify(data),
    bill_date: invoice.bill_date ?? now(),
    cash: invoice.cash ?? 0,
    online: invoice.online ?? 0,
    cust_id: invoice.cust_id ?? people.customer.id,
    total_amount: Math.round(total * 100) / 100,
    services: lines.map((l) => l.id).join(','),
    staff: lines.flatMap((l) => l.staff).join(','),
  });
}

const create = (invoice: Invoice = {}, token = tokens.staff) =>
  t.call<Created>('POST', '/api/order/create_order', { form: invoiceForm(invoice), token });
const pay = (uid: string, cash: number, online: number, token = tokens.admin) =>
  t.call<Created>('POST', '/api/order/update_payment', { json: { uid, cash, online }, token });
const orderRowCounts = async () => ({
  orders: await countRows(t, 'orders'),
  payments: await countRows(t, 'order_payments'),
  staff: await countRows(t, 'order_staff'),
  services: await countRows(t, 'order_services'),
});

describe('POST /api/order/create_order', () => {
  it('prices the services from the catalogue, recomputes every line and keeps the split payment', async () => {
    const total = (services.hydra.price - 100) * 2 + 400;
    const answer = await create({ cash: 500, online: 300 });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe(ORDER_MESSAGES.created);
    const order = answer.body.data;
    expect(order.uid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(order.total_amount).toBe(total);
    expect(order.cash).toBe(500);
    expect(order.online).toBe(300);
    expect(order.due).toBe(total - 800);
    expect(order.cust).toEqual({ name: people.customer.name, phone: people.customer.phone });
    expect(order.user.name).toBe(people.staff.name);
    const items = orderItemsOf(order);
    expect(items.services).toEqual([
      {
        services: { id: services.hydra.id, name: 'Hydra Facial' },
        staff: [{ id: people.staff.id, name: people.staff.name }],
        price: services.hydra.price,
        qty: 2,
        discount: 100,
        total: (services.hydra.price - 100) * 2,
      },
    ]);
    expect(items.products).toEqual([
      { name: 'Argan Oil', price: 450, comment: 'Travel size', discount: 50, total: 400 },
    ]);
    expect(order.services).toBe(String(services.hydra.id));
    expect(order.staff).toBe(String(people.staff.id));
    const stored = await t.context.db
      .selectFrom('orders')
      .select(['total_paise', 'cash_paise'])
      .where('uid', '=', order.uid)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ total_paise: total * 100, cash_paise: 50_000 });
  });

  it('accepts JSON and the data as an object, and stores fractions of a rupee exactly', async () => {
    const answer = await t.call<Created>('POST', '/api/order/create_order', {
      token: tokens.admin,
      json: {
        data: {
          services: [{ services: services.spa.id, staff: [people.staff2.id], qty: 1, discount: 0.35 }],
          products: [{ name: 'Comb', price: 99.99, comment: '', discount: 0 }],
        },
        bill_date: salonToday(zone),
        cust_id: people.customer.id,
        total_amount: Math.round((services.spa.price - 0.35 + 99.99) * 100) / 100,
        online: 10.1,
      },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.bill_date).toBe(`${salonToday(zone)} 00:00:00`);
    expect(answer.body.data.online).toBe(10.1);
  });

  it('refuses a tampered total, with nothing written', async () => {
    const before = await orderRowCounts();
    const answer = await create({ total: 1 });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({ total_amount: [ORDER_MESSAGES.totalMismatch] });
    expect(await orderRowCounts()).toEqual(before);
  });

  it.each([
    ['no service', { services: [] }, 'services', ORDER_MESSAGES.needService],
    ['a disabled service', { services: [{ id: -1, staff: [1] }] }, 'data', ORDER_MESSAGES.kindlySelectService],
    ['a line without staff', { services: [{ id: 1, staff: [] }] }, 'data', ORDER_MESSAGES.staffNeeded],
    ['a quantity of 0', { services: [{ id: 1, staff: [1], qty: 0 }] }, 'data', ORDER_MESSAGES.quantity],
    ['a product of 5001', { products: [{ name: 'Gold Kit', price: 5001 }] }, 'data', 'Very costly!'],
    ['a product without a name', { products: [{ name: '', price: 10 }] }, 'data', 'Name is required!'],
  ])('refuses %s (422, the spec’s words)', async (_, invoice, field, message) => {
    const before = await orderRowCounts();
    const answer = await create(invoice as Invoice);
    expect(answer.status).toBe(422);
    expect((answer.body.error as Record<string, string[]>)[field]).toEqual([message]);
    expect(await orderRowCounts()).toEqual(before);
  });

  it('refuses disabled services, unknown staff, a discount above the price, overpayment and unknown customers', async () => {
    const before = await orderRowCounts();
    const cases: [Invoice, string, string][] = [
      [
        { services: [{ id: services.disabled.id, staff: [people.staff.id] }] },
        'services',
        ORDER_MESSAGES.unknownService,
      ],
      [{ services: [{ id: services.spa.id, staff: [people.customer.id] }] }, 'staff', ORDER_MESSAGES.unknownStaff],
      [
        { services: [{ id: services.spa.id, staff: [people.staff.id], discount: services.spa.price + 1 }], total: 0 },
        'discount',
        ORDER_MESSAGES.discount,
      ],
      [{ products: [{ name: 'Oil', price: 100, discount: 101 }], total: 0 }, 'discount', ORDER_MESSAGES.discount],
      [{ cash: 100_000, online: 1 }, 'cash', ORDER_MESSAGES.overpaid],
      [{ cust_id: people.staff.id }, 'cust_id', ORDER_MESSAGES.customer],
      [{ cust_id: 999_999 }, 'cust_id', ORDER_MESSAGES.customer],
    ];
    for (const [invoice, field, message] of cases) {
      const answer = await create(invoice);
      expect(answer.status, `${field} ${answer.text}`).toBe(422);
      expect((answer.body.error as Record<string, string[]>)[field]).toEqual([message]);
    }
    expect(await orderRowCounts()).toEqual(before);
  });

  it('refuses a bill date later than now, and one before 2021', async () => {
    const tomorrow = await create({ bill_date: `${addDays(salonToday(zone), 1)} 10:00` });
    expect(tomorrow.status).toBe(422);
    expect(tomorrow.body.error).toEqual({ bill_date: [ORDER_MESSAGES.futureBillDate] });
    const old = await create({ bill_date: '2020-12-31 10:00' });
    expect(old.status).toBe(422);
    expect(old.body.error).toEqual({ bill_date: [ORDER_MESSAGES.billDate] });
    const earlier = await create({ bill_date: `${addDays(salonToday(zone), -3)} 18:45` }, tokens.admin);
    expect(earlier.status).toBe(200);
  });

  it('lets staff date a bill today or yesterday only (salon time); the admin may go further back', async () => {
    const today = salonToday(zone);
    const before = await orderRowCounts();
    for (const days of [2, 30, 400]) {
      const old = await create({ bill_date: `${addDays(today, -days)} 10:00` });
      expect(old.status, old.text).toBe(422);
      expect(old.body.error).toEqual({ bill_date: [ORDER_MESSAGES.staffBillDate] });
    }
    expect(await orderRowCounts()).toEqual(before);
    expect((await create({ bill_date: `${addDays(today, -1)} 00:00` })).status).toBe(200);
    expect((await create({ bill_date: `${today} 00:00` })).status).toBe(200);
    expect((await create({ bill_date: `${addDays(today, -30)} 10:00` }, tokens.admin)).status).toBe(200);
  });

  it('is for the desk only: a customer is refused and a guest must sign in', async () => {
    expect((await create({}, tokens.customer)).status).toBe(403);
    expect((await t.call('POST', '/api/order/create_order', { form: invoiceForm() })).status).toBe(401);
  });
});

describe('POST /api/order/update_payment', () => {
  it('settles a due in parts, then refuses more, and records every payment', async () => {
    const order = (await create({ cash: 100 })).body.data;
    const due = order.due;
    const half = Math.floor(due / 2);
    const first = await pay(order.uid, half, 0);
    expect(first.status, first.text).toBe(200);
    expect(first.body.message).toBe(ORDER_MESSAGES.paid);
    expect(first.body.data.due).toBe(Math.round((due - half) * 100) / 100);

    const tooMuch = await pay(order.uid, 0, due);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toEqual({ cash: [ORDER_MESSAGES.paymentTooMuch] });

    const rest = await pay(order.uid, 0, Math.round((due - half) * 100) / 100);
    expect(rest.body.data.due).toBe(0);
    expect(rest.body.data.cash + rest.body.data.online).toBe(order.total_amount);

    const again = await pay(order.uid, 1, 0);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_MESSAGES.settled);
    const payments = await t.context.db
      .selectFrom('order_payments')
      .innerJoin('orders', 'orders.id', 'order_payments.order_id')
      .select(['order_payments.cash_paise', 'order_payments.online_paise'])
      .where('orders.uid', '=', order.uid)
      .execute();
    expect(payments).toHaveLength(3);
  });

  it('keeps 20 concurrent payments on one order from ever passing its total', async () => {
    const order = (await create({})).body.data;
    const slice = Math.ceil((order.due / 7) * 100) / 100;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pay(order.uid, i % 2 ? slice : 0, i % 2 ? 0 : slice)),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 422 || a.status === 409)).toBe(true);
    const taken = answers.filter((a) => a.status === 200).length;
    expect(taken).toBe(Math.floor(order.due / slice));
    const stored = await t.context.db
      .selectFrom('orders')
      .select(['total_paise', 'cash_paise', 'online_paise', 'id'])
      .where('uid', '=', order.uid)
      .executeTakeFirstOrThrow();
    expect(stored.cash_paise + stored.online_paise).toBeLessThanOrEqual(stored.total_paise);
    const sums = await t.context.db
      .selectFrom('order_payments')
      .select((eb) => [eb.fn.sum<number>('cash_paise').as('cash'), eb.fn.sum<number>('online_paise').as('online')])
      .where('order_id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(Number(sums.cash) + Number(sums.online)).toBe(stored.cash_paise + stored.online_paise);
  });

  it('refuses an empty payment, negative amounts, an unknown uid, and anyone but the admin', async () => {
    const order = (await create({})).body.data;
    expect((await pay(order.uid, 0, 0)).body.error).toEqual({ cash: [ORDER_MESSAGES.paymentEmpty] });
    expect((await pay(order.uid, -5, 10)).status).toBe(422);
    expect((await pay('no-such-order-uid', 1, 0)).status).toBe(404);
    expect((await pay(order.uid, 1, 0, tokens.staff)).status).toBe(403);
    expect((await pay(order.uid, 1, 0, tokens.customer)).status).toBe(403);
  });
});

describe('GET /api/order/get_order and /api/order/list_order', () => {
  it('shows a receipt to anyone with its uid, and 404 for an unknown one', async () => {
    const order = (await create({})).body.data;
    const open = await t.call<{ data: Order }>('GET', `/api/order/get_order?uid=${order.uid}`);
    expect(open.status).toBe(200);
    expect(open.body.data).toEqual({ ...order, cust: { ...order.cust, phone: '99•••••011' }, payments: [] });
    const unknown = await t.call('GET', '/api/order/get_order?uid=AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ORDER_MESSAGES.notFound);
  });

  it('shows the customer’s phone whole to staff and the admin, masked to a guest and a customer', async () => {
    const order = (await create({})).body.data;
    expect(order.cust.phone).toBe(DEMO.customer.phone);
    const phoneAs = async (token: string | null) =>
      (await t.call<{ data: ReceiptOrder }>('GET', `/api/order/get_order?uid=${order.uid}`, { token })).body.data.cust;
    for (const token of [null, tokens.customer]) {
      expect(await phoneAs(token)).toEqual({ name: order.cust.name, phone: '99•••••011' });
    }
    // A token that is no session is a guest's.
    expect((await phoneAs('not-a-session-token')).phone).toBe('99•••••011');
    for (const token of [tokens.staff, tokens.staff2, tokens.admin]) {
      expect(await phoneAs(token)).toEqual({ name: order.cust.name, phone: DEMO.customer.phone });
    }
  });

  it('lists each payment on the receipt, to a guest, a customer, staff and the admin alike', async () => {
    const order = (await create({ cash: 100, online: 50 })).body.data;
    expect((await pay(order.uid, 0, 200)).status).toBe(200);
    expect((await pay(order.uid, 30.5, 0)).status).toBe(200);
    const today = salonToday(zone);
    const expected = [
      { date: today, method: 'cash', amount: 100 },
      { date: today, method: 'online', amount: 50 },
      { date: today, method: 'online', amount: 200 },
      { date: today, method: 'cash', amount: 30.5 },
    ];
    for (const token of [null, tokens.customer, tokens.staff, tokens.admin]) {
      const answer = await t.call<{ data: ReceiptOrder }>('GET', `/api/order/get_order?uid=${order.uid}`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.data.payments).toEqual(expected);
      expect(answer.body.data).toMatchObject({ cash: 130.5, online: 250 });
    }
    // A payment's date is the salon's day it was taken.
    const id = (
      await t.context.db.selectFrom('orders').select('id').where('uid', '=', order.uid).executeTakeFirstOrThrow()
    ).id;
    await t.context.db
      .updateTable('order_payments')
      .set({ paid_on: addDays(today, -3) })
      .where('order_id', '=', id)
      .where('cash_paise', '=', 10_000)
      .execute();
    const later = await t.call<{ data: ReceiptOrder }>('GET', `/api/order/get_order?uid=${order.uid}`);
    expect(later.body.data.payments.slice(0, 2).map((payment) => payment.date)).toEqual([
      addDays(today, -3),
      addDays(today, -3),
    ]);
  });

  it('lists no payment on a receipt nothing has been paid on, and at most 100 payments', async () => {
    const order = (await create({})).body.data;
    const answer = await t.call<{ data: ReceiptOrder }>('GET', `/api/order/get_order?uid=${order.uid}`);
    expect(answer.body.data.payments).toEqual([]);
    const id = (
      await t.context.db.selectFrom('orders').select('id').where('uid', '=', order.uid).executeTakeFirstOrThrow()
    ).id;
    const staffId = people.admin.id;
    await t.context.db
      .insertInto('order_payments')
      .values(
        Array.from({ length: RECEIPT_PAYMENTS_MAX + 5 }, (_, index) => ({
          order_id: id,
          cash_paise: index + 1,
          online_paise: 0,
          user_id: staffId,
          paid_on: salonToday(zone),
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const many = await t.call<{ data: ReceiptOrder }>('GET', `/api/order/get_order?uid=${order.uid}`);
    expect(many.body.data.payments).toHaveLength(RECEIPT_PAYMENTS_MAX);
    expect(many.body.data.payments[0]).toMatchObject({ method: 'cash', amount: 0.01 });
  });

  it('lists staff only the orders they are on, the admin all of them or one staff member’s', async () => {
    const mine = (await create({ services: [{ id: services.spa.id, staff: [people.staff2.id] }] }, tokens.staff2)).body
      .data;
    const theirs = (await create({ services: [{ id: services.spa.id, staff: [people.staff.id] }] }, tokens.staff2)).body
      .data;
    const [year, month] = salonToday(zone).split('-').map(Number);
    const list = (token: string, extra = '') =>
      t.call<PageBody<Order>>('GET', `/api/order/list_order?month=${month}&year=${year}&limit=50${extra}`, { token });

    const staff2 = (await list(tokens.staff2)).body;
    expect(staff2.data.map((o) => o.uid)).toContain(mine.uid);
    expect(staff2.data.map((o) => o.uid)).not.toContain(theirs.uid);
    expect(staff2.data.every((o) => o.staff.split(',').includes(String(people.staff2.id)))).toBe(true);
    // A staff member cannot widen the list by asking for another's orders.
    const widened = (await list(tokens.staff2, `&staff=${people.staff.id}`)).body;
    expect(widened.data.map((o) => o.uid)).not.toContain(theirs.uid);

    const all = (await list(tokens.admin)).body;
    expect(all.data.map((o) => o.uid)).toEqual(expect.arrayContaining([mine.uid, theirs.uid]));
    const filtered = (await list(tokens.admin, `&staff=${people.staff2.id}`)).body;
    expect(filtered.data.map((o) => o.uid)).toContain(mine.uid);
    expect(filtered.data.map((o) => o.uid)).not.toContain(theirs.uid);
    expect(filtered.total).toBe(staff2.total);
  });

  it('pages by 10 with the total, newest bill first, and filters by service and month', async () => {
    const [year, month] = salonToday(zone).split('-').map(Number);
    const first = await t.call<PageBody<Order>>('GET', `/api/order/list_order?month=${month}&year=${year}&page=1`, {
      token: tokens.admin,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.length).toBe(Math.min(10, first.body.total));
    const dates = first.body.data.map((o) => o.bill_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const spa = await t.call<PageBody<Order>>('GET', `/api/order/list_order?services=${services.spa.id}&limit=50`, {
      token: tokens.admin,
    });
    expect(spa.body.data.length).toBeGreaterThan(0);
    expect(spa.body.data.every((o) => o.services.split(',').includes(String(services.spa.id)))).toBe(true);
    const empty = await t.call<PageBody<Order>>('GET', '/api/order/list_order?month=1&year=2021', {
      token: tokens.admin,
    });
    expect(empty.body).toEqual({ data: [], total: 0 });
    const bad = await t.call('GET', '/api/order/list_order?month=13&year=2040', { token: tokens.admin });
    expect(bad.status).toBe(422);
    expect((await t.call('GET', '/api/order/list_order', { token: tokens.customer })).status).toBe(403);
    expect((await t.call('GET', '/api/order/list_order')).status).toBe(401);
  });
});
