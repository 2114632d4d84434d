import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPayment,
  duePaise,
  isSettled,
  lineTotalPaise,
  orderTotalPaise,
  paymentFits,
  type Paid,
  type PricedLine,
} from './order-arithmetic';

const line: fc.Arbitrary<PricedLine> = fc
  .record({ pricePaise: fc.integer({ min: 0, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 20 }) })
  .chain(({ pricePaise, quantity }) =>
    fc.integer({ min: 0, max: pricePaise }).map((discountPaise) => ({ pricePaise, discountPaise, quantity })),
  );

/** An order with some of it paid already. */
const order: fc.Arbitrary<Paid> = fc.array(line, { minLength: 1, maxLength: 12 }).chain((lines) => {
  const totalPaise = orderTotalPaise(lines);
  return fc
    .integer({ min: 0, max: totalPaise })
    .chain((paid) =>
      fc.integer({ min: 0, max: paid }).map((cashPaise) => ({ totalPaise, cashPaise, onlinePaise: paid - cashPaise })),
    );
});

describe('line totals', () => {
  it('sums price × quantity − discount × quantity over the lines (an enquiry’s price, an invoice’s total)', () => {
    expect(
      orderTotalPaise([
        { pricePaise: 150_000, discountPaise: 20_000, quantity: 2 },
        { pricePaise: 50_000, discountPaise: 0, quantity: 1 },
      ]),
    ).toBe(310_000);
    expect(orderTotalPaise([])).toBe(0);
  });

  it('makes a line whose discount is above its price free, never a credit', () => {
    expect(lineTotalPaise({ pricePaise: 10_000, discountPaise: 15_000, quantity: 2 })).toBe(0);
    expect(lineTotalPaise({ pricePaise: 10_000, discountPaise: 10_000, quantity: 3 })).toBe(0);
    const anyLine = fc.record({
      pricePaise: fc.integer({ min: 0, max: 1_000_000 }),
      discountPaise: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 20 }), (lines) => {
        const expected = lines.reduce((sum, l) => sum + Math.max(0, l.pricePaise - l.discountPaise) * l.quantity, 0);
        expect(orderTotalPaise(lines)).toBe(expected);
      }),
      { seed: 20261122, numRuns: 500 },
    );
  });
});

describe('order arithmetic (property tests)', () => {
  it('a total is the sum of its lines, each (price − discount) × quantity, never negative', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const total = orderTotalPaise(lines);
        expect(total).toBe(lines.reduce((sum, l) => sum + l.pricePaise * l.quantity - l.discountPaise * l.quantity, 0));
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        for (const l of lines) expect(lineTotalPaise(l)).toBeGreaterThanOrEqual(0);
      }),
      { seed: 20261122, numRuns: 500 },
    );
  });

  it('the due is never negative and is zero exactly when the order is settled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (totalPaise, cashPaise, onlinePaise) => {
          const due = duePaise({ totalPaise, cashPaise, onlinePaise });
          expect(due).toBeGreaterThanOrEqual(0);
          expect(isSettled({ totalPaise, cashPaise, onlinePaise })).toBe(due === 0);
        },
      ),
      { seed: 20261122, numRuns: 500 },
    );
  });

  it('any sequence of payments that fit ends at exactly the total, and one more rupee never fits', () => {
    fc.assert(
      fc.property(
        order,
        fc.array(fc.tuple(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 })), { maxLength: 20 }),
        (start, attempts) => {
          let state = start;
          for (const [cash, online] of attempts) {
            if (paymentFits(state, cash, online)) state = applyPayment(state, cash, online);
            else expect(() => applyPayment(state, cash, online)).toThrow(RangeError);
            expect(state.cashPaise + state.onlinePaise).toBeLessThanOrEqual(state.totalPaise);
          }
          // Settle the rest, split any way: the paid amount then equals the total to the paisa.
          const due = duePaise(state);
          const cashPart = Math.floor(due / 3);
          state = applyPayment(state, cashPart, due - cashPart);
          expect(state.cashPaise + state.onlinePaise).toBe(state.totalPaise);
          expect(duePaise(state)).toBe(0);
          expect(paymentFits(state, 1, 0)).toBe(false);
          expect(paymentFits(state, 0, 1)).toBe(false);
        },
      ),
      { seed: 20261122, numRuns: 500 },
    );
  });
});
