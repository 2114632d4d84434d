/**
 * My Room's arithmetic (docs/product.md#my-room): per line, the unit charge less its discount times the quantity; the
 * subtotal before discounts, the discount and the total to pay. In paise (docs/architecture.md#data), answered in
 * rupees.
 */
import { paiseToRupees, rupeesToPaise } from '@shared/money';
import { lineTotalPaise, pricedLine } from '@shared/order-arithmetic';

interface PricedLine {
  price: number;
  discount: number;
  quantity: number;
}

/** What one line costs: the unit price less the discount (never below zero), times the quantity. */
export function lineTotal(line: PricedLine): number {
  return paiseToRupees(lineTotalPaise(pricedLine(line)));
}

export interface RoomTotals {
  subtotal: number;
  discount: number;
  total: number;
}

export function roomTotals(lines: readonly PricedLine[]): RoomTotals {
  let subtotal = 0;
  let total = 0;
  for (const line of lines) {
    subtotal += rupeesToPaise(line.price) * line.quantity;
    total += lineTotalPaise(pricedLine(line));
  }
  return { subtotal: paiseToRupees(subtotal), discount: paiseToRupees(subtotal - total), total: paiseToRupees(total) };
}
