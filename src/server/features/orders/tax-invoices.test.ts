/**
 * Tax invoices over HTTP (docs/product.md#gst-invoices): numbers from a gap-free sequence per financial year, taken in
 * the order's transaction on both databases; each line's SAC or HSN and its CGST and SGST; prices with or without
 * GST; and the admin's cancellation, which keeps the invoice in its sequence and lists and takes it out of the day's
 * totals.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@shared/accounts.schemas';
import type { DashboardAnswer } from '@shared/dashboard.schemas';
import { ORDER_MESSAGES, type Order } from '@shared/orders.schemas';
import { financialYearOf } from '@shared/invoice-number';
import { addDays, salonTimeOfDay, salonToday } from '@shared/salon-time';
import type { SalonSettings } from '@shared/site.schemas';
import type { ErrorBody, PageBody, SavedBody } from '@server/test/answers';
import { testAppForFile } from '@server/test/app-per-file';
import { bookingServices } from '@server/test/demo-rows';
import { countRows } from '@server/test/row-count';
import { usersOf } from '@server/test/sign-in';
import { readSalonSettings, writeSalonSettings } from '@server/features/site/site.repository';
import { registerForGst as registerForGstAs, TEST_GSTIN } from '@server/test/gst-salon';

type Created = SavedBody<Order> & ErrorBody;

const { t, tokens } = testAppForFile(['customer', 'staff', 'admin']);
let people: { customer: User; staff: User };
let services: Awaited<ReturnType<typeof bookingServices>>;
let demoSettings: SalonSettings;
const zone = 'Asia/Kolkata';
const now = () => `${salonToday(zone)} ${salonTimeOfDay(zone)}`;
const GSTIN = TEST_GSTIN;

beforeAll(async () => {
  people = await usersOf(t, tokens, 'customer', 'staff');
  services = await bookingServices(t.context.db);
  demoSettings = await readSalonSettings(t.context.db);
});

/** The demo salon with a GSTIN, and prices as told. */
const registerForGst = (pricesIncludeGst = true) => registerForGstAs(t.context.db, demoSettings, { pricesIncludeGst });

beforeEach(async () => {
  await registerForGst(true);
});

interface Invoice {
  total: number;
  products?: { name: string; price: number }[];
  bill_date?: string;
  cash?: number;
}

/** One Hydra Facial (₹2,500, a facial: SAC 999722), one Hair Spa (₹999, hair: 999721), and the products. */
function invoiceJson({ total, products = [{ name: 'Argan Oil', price: 450 }], bill_date, cash = 0 }: Invoice) {
  return {
    data: {
      services: [
        { services: { id: services.hydra.id }, staff: [people.staff.id], qty: 1, discount: 0 },
        { services: { id: services.spa.id }, staff: [people.staff.id], qty: 1, discount: 0 },
      ],
      products: products.map((product) => ({ ...product, comment: '', discount: 0 })),
    },
    bill_date: bill_date ?? now(),
    cash,
    online: 0,
    cust_id: people.customer.id,
    total_amount: total,
  };
}

const plainTotal = () => services.hydra.price + services.spa.price + 450;
const create = (invoice: Invoice, token = tokens.admin) =>
  t.call<Created>('POST', '/api/order/create_order', { json: invoiceJson(invoice), token });
const cancel = (json: unknown, token: string | null = tokens.admin) =>
  t.call<Created>('POST', '/api/order/cancel', { json, token });

/** The number part of an invoice number, and its year. */
function numberParts(invoiceNumber: string | null | undefined) {
  const match = /^CB\/(\d{4}-\d{2})\/(\d{6})$/.exec(invoiceNumber ?? '');
  expect(match, String(invoiceNumber)).not.toBeNull();
  return { year: match![1]!, number: Number(match![2]) };
}

describe('tax invoices', () => {
  it('bill plain receipts while the salon has no GSTIN: no number and no tax', async () => {
    await writeSalonSettings(t.context.db, demoSettings);
    const answer = await create({ total: plainTotal() });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.invoice_number).toBeNull();
    expect(answer.body.data.tax).toBeNull();
  });

  it('with prices including GST: the total stays, each line has its SAC or HSN, half CGST and half SGST', async () => {
    const answer = await create({ total: plainTotal() });
    expect(answer.status, answer.text).toBe(200);
    const order = answer.body.data;
    expect(numberParts(order.invoice_number).year).toBe(financialYearOf(salonToday(zone)));
    expect(order.total_amount).toBe(plainTotal());
    const tax = order.tax!;
    expect(tax).toMatchObject({
      gstin: GSTIN,
      legal_name: 'Curly Beauty Private Limited',
      state_code: '04',
      prices_include_gst: true,
      total: plainTotal(),
    });
    expect(tax.address).toContain(demoSettings.address);
    // ₹2,500 including 5%: ₹2,380.95 taxable and ₹59.52 each way (2,500 × 5 / 210 = 59.5238).
    expect(tax.lines).toEqual([
      { code: '999722', rate: 5, taxable: 2380.96, cgst: 59.52, sgst: 59.52, total: 2500 },
      { code: '999721', rate: 5, taxable: 951.42, cgst: 23.79, sgst: 23.79, total: 999 },
      { code: '33059011', rate: 12, taxable: 401.78, cgst: 24.11, sgst: 24.11, total: 450 },
    ]);
    const sum = (figure: 'taxable' | 'cgst' | 'sgst') =>
      Math.round(tax.lines.reduce((total, line) => total + line[figure] * 100, 0)) / 100;
    expect({ taxable: tax.taxable, cgst: tax.cgst, sgst: tax.sgst }).toEqual({
      taxable: sum('taxable'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
    });
    expect(Math.round((tax.taxable + tax.cgst + tax.sgst) * 100)).toBe(plainTotal() * 100);
  });

  it('gives a product not in the list the other products’ HSN and rate', async () => {
    const answer = await create({
      total: services.hydra.price + services.spa.price + 100,
      products: [{ name: 'Comb', price: 100 }],
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.tax!.lines[2]).toMatchObject({ code: '3305', rate: 18, total: 100 });
  });

  it('with prices without GST: the tax is added to the total, and the total without it is refused', async () => {
    await registerForGst(false);
    const before = await countRows(t, 'orders');
    const refused = await create({ total: plainTotal() });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({ total_amount: [ORDER_MESSAGES.totalMismatch] });
    expect(await countRows(t, 'orders')).toBe(before);

    // 2,500 + 2 × 62.50; 999 + 2 × 24.98 (24.975 rounds up); 450 + 2 × 27.
    const total = 2625 + 1048.96 + 504;
    const answer = await create({ total, cash: 1000 });
    expect(answer.status, answer.text).toBe(200);
    const order = answer.body.data;
    expect(order.total_amount).toBe(total);
    expect(order.due).toBe(total - 1000);
    expect(order.tax!.lines.map((line) => [line.taxable, line.cgst, line.total])).toEqual([
      [2500, 62.5, 2625],
      [999, 24.98, 1048.96],
      [450, 27, 504],
    ]);
  });

  it('numbers invoices one after another, and a bill dated in March takes the year before’s sequence', async () => {
    const first = numberParts((await create({ total: plainTotal() })).body.data.invoice_number);
    const second = numberParts((await create({ total: plainTotal() })).body.data.invoice_number);
    expect(second).toEqual({ year: first.year, number: first.number + 1 });

    const lastMarch = `${Number(first.year.slice(0, 4))}-03-31 18:00:00`;
    const march = await create({ total: plainTotal(), bill_date: lastMarch });
    expect(march.status, march.text).toBe(200);
    expect(numberParts(march.body.data.invoice_number)).toEqual({ year: financialYearOf(lastMarch), number: 1 });
    const third = numberParts((await create({ total: plainTotal() })).body.data.invoice_number);
    expect(third).toEqual({ year: first.year, number: first.number + 2 });
  });

  it('gives 12 invoices made at once 12 distinct numbers with no gap', async () => {
    const before = numberParts((await create({ total: plainTotal() })).body.data.invoice_number);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        create({ total: plainTotal() }, index % 2 ? tokens.staff : tokens.admin),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const numbers = answers.map((answer) => numberParts(answer.body.data.invoice_number).number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => before.number + 1 + index));
  });

  it('takes no number for a refused invoice', async () => {
    const before = numberParts((await create({ total: plainTotal() })).body.data.invoice_number);
    expect((await create({ total: plainTotal() + 1 })).status).toBe(422);
    const after = numberParts((await create({ total: plainTotal() })).body.data.invoice_number);
    expect(after.number).toBe(before.number + 1);
  });
});

describe('POST /api/order/cancel', () => {
  const dashboardOn = async (day: string) => {
    const answer = await t.call<DashboardAnswer>('GET', `/api/expense/dashboard?start_date=${day}&end_date=${day}`, {
      token: tokens.admin,
    });
    const { TotalOrder, TotalServices, takings } = answer.body.data;
    return { TotalOrder, TotalServices, takings };
  };

  it('is the admin’s: a guest gets 401, a customer and staff 403, and nothing changes', async () => {
    const order = (await create({ total: plainTotal() })).body.data;
    const json = { uid: order.uid, reason: 'Billed twice' };
    expect((await cancel(json, null)).status).toBe(401);
    expect((await cancel(json, tokens.customer)).status).toBe(403);
    expect((await cancel(json, tokens.staff)).status).toBe(403);
    const row = await t.context.db
      .selectFrom('orders')
      .select(['cancelled_at', 'cancel_reason'])
      .where('uid', '=', order.uid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cancelled_at: null, cancel_reason: '' });
  });

  it('asks for a reason, and answers 404 for an unknown invoice', async () => {
    const order = (await create({ total: plainTotal() })).body.data;
    for (const reason of [undefined, '', '   ']) {
      const answer = await cancel({ uid: order.uid, reason });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toEqual({ reason: [ORDER_MESSAGES.cancelReason] });
    }
    expect((await cancel({ uid: order.uid, reason: 'x'.repeat(301) })).status).toBe(422);
    const unknown = await cancel({ uid: 'A'.repeat(22), reason: 'Billed twice' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ORDER_MESSAGES.notFound);
  });

  it('keeps the number and the invoice in the list, takes it and its payments out of the day, and refuses more', async () => {
    const day = salonToday(zone);
    const before = await dashboardOn(day);
    const order = (await create({ total: plainTotal(), cash: 500 })).body.data;
    const billed = await dashboardOn(day);
    expect(billed.TotalOrder).toBe(before.TotalOrder + 1);
    expect(billed.TotalServices).toBe(before.TotalServices + 2);
    expect(billed.takings[0]!.cash).toBe(before.takings[0]!.cash + 500);

    const answer = await cancel({ uid: order.uid, reason: '  Billed twice  ' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe(ORDER_MESSAGES.cancelled);
    expect(answer.body.data.invoice_number).toBe(order.invoice_number);
    expect(answer.body.data.cancelled).toMatchObject({ reason: 'Billed twice' });
    expect(await dashboardOn(day)).toEqual(before);

    const list = await t.call<PageBody<Order>>('GET', `/api/order/list_order?limit=50`, { token: tokens.admin });
    const listed = list.body.data.find((row) => row.uid === order.uid);
    expect(listed?.cancelled?.reason).toBe('Billed twice');
    const receipt = await t.call<{ data: Order }>('GET', `/api/order/get_order?uid=${order.uid}`);
    expect(receipt.body.data.cancelled?.reason).toBe('Billed twice');

    const again = await cancel({ uid: order.uid, reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_MESSAGES.alreadyCancelled);
    const payment = await t.call<Created>('POST', '/api/order/update_payment', {
      json: { uid: order.uid, cash: 100, online: 0 },
      token: tokens.admin,
    });
    expect(payment.status).toBe(409);
    expect(payment.body.message).toBe(ORDER_MESSAGES.cancelledNoPayment);
    const next = numberParts((await create({ total: plainTotal() })).body.data.invoice_number);
    expect(next.number).toBe(numberParts(order.invoice_number).number + 1);
  });

  it('cancels a bill of an earlier day without touching today', async () => {
    const yesterday = addDays(salonToday(zone), -1);
    const today = await dashboardOn(salonToday(zone));
    const order = (await create({ total: plainTotal(), bill_date: `${yesterday} 12:00:00` })).body.data;
    expect((await cancel({ uid: order.uid, reason: 'Wrong customer' })).status).toBe(200);
    expect(await dashboardOn(salonToday(zone))).toEqual(today);
  });
});
