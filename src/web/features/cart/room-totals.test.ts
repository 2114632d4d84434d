import { describe, expect, it } from 'vitest';
import { lineTotal, roomTotals } from './room-totals';

describe('My Room arithmetic', () => {
  it('charges the unit price less its discount, times the quantity, never below zero', () => {
    expect(lineTotal({ price: 999, discount: 100, quantity: 3 })).toBe(2697);
    expect(lineTotal({ price: 0.1, discount: 0, quantity: 3 })).toBe(0.3);
    expect(lineTotal({ price: 100, discount: 150, quantity: 2 })).toBe(0);
  });

  it('adds up the subtotal, the discount and the total in paise, so no float dust shows', () => {
    expect(
      roomTotals([
        { price: 999, discount: 100, quantity: 3 },
        { price: 1500.5, discount: 0, quantity: 1 },
        { price: 0.1, discount: 0.05, quantity: 7 },
      ]),
    ).toEqual({ subtotal: 4498.2, discount: 300.35, total: 4197.85 });
    expect(roomTotals([])).toEqual({ subtotal: 0, discount: 0, total: 0 });
  });
});
