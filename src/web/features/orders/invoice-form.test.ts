import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@shared/orders.schemas';
import type { GstSettings } from '@shared/invoice-tax';
import {
  firstProblem,
  hasProblems,
  invoiceProblems,
  invoiceTotals,
  orderRequest,
  type InvoiceState,
} from './invoice-form';

const LATEST = '2026-11-22 18:00:00';

function invoice(overrides: Partial<InvoiceState> = {}): InvoiceState {
  return {
    customerId: 11,
    billDate: '2026-11-22 17:30:00',
    services: [
      {
        key: 's1',
        serviceId: 4,
        categoryIds: '4',
        name: 'Hair Spa',
        pricePaise: 99_900,
        staffIds: [2],
        quantity: 2,
        discount: 100,
      },
    ],
    products: [{ key: 'p1', name: 'Argan Oil', pricePaise: 45_000, comment: 'Travel size', discount: '50.5' }],
    method: 'both',
    cash: 500,
    online: '300.25',
    ...overrides,
  };
}

describe('Quick Invoice arithmetic and checks', () => {
  it('totals the lines as the server does: (price − discount) × quantity, in paise', () => {
    expect(invoiceTotals(invoice())).toEqual({
      grossPaise: 99_900 * 2 + 45_000,
      discountPaise: 10_000 * 2 + 5_050,
      taxPaise: 0,
      totalPaise: 89_900 * 2 + 39_950,
      paidPaise: 80_025,
      duePaise: 89_900 * 2 + 39_950 - 80_025,
    });
  });

  it('adds GST on top where the salon’s prices do not include it, as the server bills it', () => {
    const gst: GstSettings = {
      gstin: '04AABCC1234D1ZJ',
      pricesIncludeGst: false,
      serviceRatePercent: 5,
      sacByCategory: { '4': '999721' },
      products: [],
      otherProducts: { hsn: '3305', ratePercent: 18 },
    };
    // 5% of ₹1,798 in two halves of ₹44.95; 18% of ₹399.50 in two halves of ₹35.955, each rounded up to ₹35.96.
    const taxPaise = 2 * 4495 + 2 * 3596;
    const totals = invoiceTotals(invoice(), gst);
    expect(totals).toMatchObject({ taxPaise, totalPaise: 89_900 * 2 + 39_950 + taxPaise });
    expect(invoiceTotals(invoice(), { ...gst, pricesIncludeGst: true }).taxPaise).toBe(0);
    expect(invoiceTotals(invoice(), { ...gst, gstin: '' }).taxPaise).toBe(0);
    expect(orderRequest(invoice(), new Map(), gst).total_amount).toBe((89_900 * 2 + 39_950 + taxPaise) / 100);
    // Paying the total without the tax is not too much; paying a paisa more than the total with it is.
    const total = totals.totalPaise / 100;
    const exact = invoice({ method: 'cash', cash: total });
    expect(invoiceProblems(exact, LATEST, gst).payment).toBeUndefined();
    expect(invoiceProblems(exact, LATEST).payment).toBe(ORDER_MESSAGES.overpaid);
    expect(invoiceProblems(invoice({ method: 'cash', cash: total + 0.01 }), LATEST, gst).payment).toBe(
      ORDER_MESSAGES.overpaid,
    );
  });

  it('counts only the chosen method’s inputs', () => {
    expect(invoiceTotals(invoice({ method: 'cash' })).paidPaise).toBe(50_000);
    expect(invoiceTotals(invoice({ method: 'online' })).paidPaise).toBe(30_025);
    expect(invoiceTotals(invoice({ method: null })).paidPaise).toBe(0);
  });

  it('names every problem in the spec’s words', () => {
    const problems = invoiceProblems(
      invoice({
        customerId: null,
        billDate: '2026-11-23 09:00:00',
        services: [],
        products: [{ key: 'p1', name: 'Oil', pricePaise: 1_000, comment: '', discount: 11 }],
        method: 'cash',
        cash: 999_999,
      }),
      LATEST,
    );
    expect(problems).toEqual({
      customer: ORDER_MESSAGES.customer,
      billDate: ORDER_MESSAGES.futureBillDate,
      services: ORDER_MESSAGES.serviceEmpty,
      lines: {},
      products: { p1: { discount: ORDER_MESSAGES.discount } },
      payment: ORDER_MESSAGES.overpaid,
    });
    expect(hasProblems(problems)).toBe(true);
    const lineProblems = invoiceProblems(
      invoice({
        services: [
          {
            key: 's1',
            serviceId: 4,
            categoryIds: '4',
            name: 'Hair Spa',
            pricePaise: 100,
            staffIds: [],
            quantity: 1,
            discount: 'x',
          },
        ],
      }),
      LATEST,
    );
    expect(lineProblems.lines).toEqual({ s1: { staff: ORDER_MESSAGES.staffNeeded, discount: ORDER_MESSAGES.amount } });
    expect(hasProblems(invoiceProblems(invoice(), LATEST))).toBe(false);
  });

  it('picks the first problem in the order the form shows them', () => {
    const lines: InvoiceState['services'] = [
      {
        key: 's1',
        serviceId: 4,
        categoryIds: '4',
        name: 'Hair Spa',
        pricePaise: 100,
        staffIds: [2],
        quantity: 1,
        discount: 0,
      },
      {
        key: 's2',
        serviceId: 5,
        categoryIds: '3',
        name: 'Facial',
        pricePaise: 100,
        staffIds: [],
        quantity: 1,
        discount: 'x',
      },
    ];
    const state = invoice({ services: lines, method: 'cash', cash: 999_999 });
    expect(firstProblem(invoiceProblems(state, LATEST), state)).toBe(ORDER_MESSAGES.staffNeeded);
    const noCustomer = { ...state, customerId: null };
    expect(firstProblem(invoiceProblems(noCustomer, LATEST), noCustomer)).toBe(ORDER_MESSAGES.customer);
    const overpaid = invoice({ method: 'cash', cash: 999_999 });
    expect(firstProblem(invoiceProblems(overpaid, LATEST), overpaid)).toBe(ORDER_MESSAGES.overpaid);
    expect(firstProblem(invoiceProblems(invoice(), LATEST), invoice())).toBeUndefined();
  });

  it('builds the create_order form of docs/product.md#entity-order', () => {
    const request = orderRequest(invoice(), new Map([[2, 'Neha Sharma']]));
    expect(request).toMatchObject({
      bill_date: '2026-11-22 17:30:00',
      cash: 500,
      online: 300.25,
      cust_id: 11,
      total_amount: 2197.5,
      services: '4',
      staff: '2',
    });
    expect(JSON.parse(request.data)).toEqual({
      services: [
        {
          services: { id: 4, name: 'Hair Spa' },
          staff: [{ id: 2, name: 'Neha Sharma' }],
          price: 999,
          qty: 2,
          discount: 100,
          total: 1798,
        },
      ],
      products: [{ name: 'Argan Oil', price: 450, comment: 'Travel size', discount: 50.5, total: 399.5 }],
    });
  });
});
