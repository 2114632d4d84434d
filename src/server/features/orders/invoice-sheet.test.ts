/**
 * The accountant's month sheet over HTTP (docs/product.md#gst-invoices, #api-orders): the admin's alone; a row per tax
 * invoice billed in the month, by bill date, with the figures each invoice was billed with; plain receipts left out;
 * a cancelled invoice with its number, its reason and no value; the columns adding up to the month's invoices; and
 * at most 10,000 rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@shared/accounts.schemas';
import { INVOICE_SHEET_MAX_ROWS, type InvoiceSheetRow } from '@shared/invoice-sheet.schemas';
import { groupIndian } from '@shared/money';
import { ORDER_MESSAGES, type Order } from '@shared/orders.schemas';
import { addDays, firstOfMonth, salonToday } from '@shared/salon-time';
import type { SalonSettings } from '@shared/site.schemas';
import type { ErrorBody, SavedBody } from '@server/test/answers';
import { testAppForFile } from '@server/test/app-per-file';
import { bookingServices } from '@server/test/demo-rows';
import { usersOf } from '@server/test/sign-in';
import { readSalonSettings } from '@server/features/site/site.repository';
import { registerForGst as registerForGstAs, TEST_GSTIN } from '@server/test/gst-salon';
import type { StoredTax } from './orders.mapper';
import { insertOrders, orderWithRows } from './orders.repository';

type Created = SavedBody<Order> & ErrorBody;
type Sheet = { data: InvoiceSheetRow[] } & ErrorBody;

const { t, tokens } = testAppForFile(['customer', 'staff', 'admin']);
let people: { customer: User; staff: User };
let services: Awaited<ReturnType<typeof bookingServices>>;
let demoSettings: SalonSettings;
const GSTIN = TEST_GSTIN;

/** The sheet's month: last month of the salon's calendar (every day of it is past), and the days either side. */
const thisMonth = firstOfMonth(salonToday('Asia/Kolkata'));
const lastDay = addDays(thisMonth, -1);
const month = { year: Number(lastDay.slice(0, 4)), month: Number(lastDay.slice(5, 7)) };
const day = (n: number) => `${lastDay.slice(0, 8)}${String(n).padStart(2, '0')}`;
const dayBefore = addDays(day(1), -1);

beforeAll(async () => {
  people = await usersOf(t, tokens, 'customer', 'staff');
  services = await bookingServices(t.context.db);
  demoSettings = await readSalonSettings(t.context.db);
});

/** The demo salon with a GSTIN (or without one: plain receipts). */
const registerForGst = (gstin = GSTIN) => registerForGstAs(t.context.db, demoSettings, { gstin });

/** An invoice billed at `billDate` by the admin: a Hydra Facial, with Argan Oil (12%) when asked. */
async function bill(billDate: string, withOil = false): Promise<Order> {
  const products = withOil ? [{ name: 'Argan Oil', price: 450, comment: '', discount: 0 }] : [];
  const answer = await t.call<Created>('POST', '/api/order/create_order', {
    json: {
      data: {
        services: [{ services: { id: services.hydra.id }, staff: [people.staff.id], qty: 1, discount: 0 }],
        products,
      },
      bill_date: billDate,
      cash: 0,
      online: 0,
      cust_id: people.customer.id,
      total_amount: services.hydra.price + (withOil ? 450 : 0),
    },
    token: tokens.admin,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

const sheetOf = (query: string, token: string | null = tokens.admin) =>
  t.call<Sheet>('GET', `/api/order/invoice_sheet?${query}`, { token });
const monthQuery = `year=${month.year}&month=${month.month}`;
const paise = (rupees: number) => Math.round(rupees * 100);

describe('GET /api/order/invoice_sheet', () => {
  it('is the admin’s: a guest gets 401, a customer and staff 403', async () => {
    expect((await sheetOf(monthQuery, null)).status).toBe(401);
    expect((await sheetOf(monthQuery, tokens.customer)).status).toBe(403);
    expect((await sheetOf(monthQuery, tokens.staff)).status).toBe(403);
    expect((await sheetOf(monthQuery)).status).toBe(200);
  });

  it('asks for a month of 1 to 12 and a year of the list, both required', async () => {
    for (const query of [
      'year=2026',
      'year=2026&month=0',
      'year=2026&month=13',
      'year=2026&month=1.5',
      'year=2026&month=x',
    ]) {
      const answer = await sheetOf(query);
      expect(answer.status, query).toBe(422);
      expect(answer.body.error, query).toEqual({ month: [ORDER_MESSAGES.listMonth] });
    }
    for (const query of ['month=1', 'month=1&year=2020', 'month=1&year=2032', 'month=1&year=']) {
      const answer = await sheetOf(query);
      expect(answer.status, query).toBe(422);
      expect(answer.body.error, query).toEqual({ year: [ORDER_MESSAGES.listYear] });
    }
  });

  it('lists the month’s tax invoices by bill date with their figures as billed, leaves out plain receipts, and adds up', async () => {
    await registerForGst();
    const before = await bill(`${dayBefore} 23:59:00`);
    const after = await bill(`${thisMonth} 00:00:00`);
    const late = await bill(`${day(20)} 10:00:00`, true);
    const early = await bill(`${day(5)} 09:00:00`);
    const sameMinute = await bill(`${day(5)} 09:00:00`, true);
    const first = await bill(`${day(1)} 00:00:00`);
    await registerForGst('');
    const plain = await bill(`${day(10)} 12:00:00`);
    expect(plain.invoice_number).toBeNull();
    await registerForGst();

    const answer = await sheetOf(monthQuery);
    expect(answer.status, answer.text).toBe(200);
    const rows = answer.body.data;
    const inOrder = [first, early, sameMinute, late];
    expect(rows.map((row) => row.invoice_number)).toEqual(inOrder.map((order) => order.invoice_number));
    const numbers = rows.map((row) => row.invoice_number);
    for (const outside of [before, after, plain]) expect(numbers).not.toContain(outside.invoice_number);

    rows.forEach((row, index) => {
      const order = inOrder[index]!;
      expect(row).toEqual({
        invoice_number: order.invoice_number,
        date: order.bill_date.slice(0, 10),
        customer: people.customer.name,
        phone: people.customer.phone,
        gstin: '',
        rate: order.tax!.lines.length > 1 ? '5, 12' : '5',
        taxable: order.tax!.taxable,
        cgst: order.tax!.cgst,
        sgst: order.tax!.sgst,
        total: order.tax!.total,
        cancelled: false,
        reason: '',
      });
    });
    const sum = (values: number[]) => values.reduce((total, value) => total + paise(value), 0);
    const totalColumn = sum(rows.map((row) => row.total));
    expect(totalColumn).toBe(sum(inOrder.map((order) => order.total_amount)));
    expect(totalColumn).toBe(sum(rows.flatMap((row) => [row.taxable, row.cgst, row.sgst])));
  });

  it('lists a cancelled invoice with its number and reason and no value, and leaves it out of the sum', async () => {
    await registerForGst();
    const kept = await bill(`${day(12)} 11:00:00`, true);
    const cancelled = await bill(`${day(12)} 11:30:00`, true);
    const answer = await t.call<Created>('POST', '/api/order/cancel', {
      json: { uid: cancelled.uid, reason: 'Billed twice' },
      token: tokens.admin,
    });
    expect(answer.status, answer.text).toBe(200);

    const rows = (await sheetOf(monthQuery)).body.data;
    const row = rows.find((candidate) => candidate.invoice_number === cancelled.invoice_number);
    expect(row).toMatchObject({
      date: day(12),
      rate: '5, 12',
      taxable: 0,
      cgst: 0,
      sgst: 0,
      total: 0,
      cancelled: true,
      reason: 'Billed twice',
    });
    expect(rows.find((candidate) => candidate.invoice_number === kept.invoice_number)).toMatchObject({
      total: kept.total_amount,
      cancelled: false,
    });
    // The month's figures are its invoices less the cancelled one.
    const listed = await t.context.db
      .selectFrom('orders')
      .select(['total_paise', 'cancelled_at'])
      .where('bill_day', '>=', day(1))
      .where('bill_day', '<=', lastDay)
      .where('invoice_number', 'is not', null)
      .execute();
    const expected = listed
      .filter((order) => !order.cancelled_at)
      .reduce((total, order) => total + order.total_paise, 0);
    expect(rows.reduce((total, sheetRow) => total + paise(sheetRow.total), 0)).toBe(expected);
    expect(rows).toHaveLength(listed.length);
  });

  it(`answers at most ${INVOICE_SHEET_MAX_ROWS} rows, and refuses a month with more (422)`, async () => {
    expect(ORDER_MESSAGES.sheetTooLarge).toContain(groupIndian(INVOICE_SHEET_MAX_ROWS));
    const tax: StoredTax = {
      gstin: GSTIN,
      legal_name: 'Curly Beauty Private Limited',
      address: demoSettings.address,
      state_code: '04',
      prices_include_gst: true,
      lines: [{ code: '999722', rate: 500, taxable_paise: 9524, cgst_paise: 238, sgst_paise: 238, total_paise: 10000 }],
      taxable_paise: 9524,
      cgst_paise: 238,
      sgst_paise: 238,
      total_paise: 10000,
    };
    /** Invoices of January 2022, numbered from `from`, stored straight in the table (their HTTP way is tested above). */
    const store = async (from: number, count: number) => {
      const invoices = Array.from({ length: count }, (_, index) => {
        const number = from + index;
        const billDay = `2022-01-${String((number % 28) + 1).padStart(2, '0')}`;
        return orderWithRows(
          {
            uid: `bulk${String(number).padStart(18, '0')}`,
            bill_date: `${billDay} 10:00:00`,
            bill_day: billDay,
            cust_id: people.customer.id,
            user_id: people.staff.id,
            total_paise: 10000,
            cash_paise: 0,
            online_paise: 0,
            payment_id: '',
            data: JSON.stringify({ services: [], products: [] }),
            tax: JSON.stringify(tax),
            invoice_number: `BULK/2021-22/${String(number).padStart(6, '0')}`,
          },
          { services: [] },
          new Map(),
        );
      });
      for (let start = 0; start < invoices.length; start += 500) {
        await insertOrders(t.context.db, invoices.slice(start, start + 500));
      }
    };
    await store(1, INVOICE_SHEET_MAX_ROWS);
    const full = await sheetOf('year=2022&month=1');
    expect(full.status, full.text.slice(0, 300)).toBe(200);
    expect(full.body.data).toHaveLength(INVOICE_SHEET_MAX_ROWS);
    expect(full.body.data[0]).toMatchObject({ date: '2022-01-01', rate: '5', total: 100, taxable: 95.24 });

    await store(INVOICE_SHEET_MAX_ROWS + 1, 1);
    const over = await sheetOf('year=2022&month=1');
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(ORDER_MESSAGES.sheetTooLarge);
  });
});
