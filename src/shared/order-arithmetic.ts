/**
 * The arithmetic of an invoice (docs/product.md#entity-order, #order-payment), in integer paise. One module for the
 * form's live totals, the server's recomputation and the tests: a line is (price − discount) × quantity, the
 * total is the sum of the lines, and the due is the total less what was paid, never below zero.
 */

export interface PricedLine {
  pricePaise: number;
  /** The discount on one unit; never more than its price. */
  discountPaise: number;
  quantity: number;
}

export function lineTotalPaise(line: PricedLine): number {
  return (line.pricePaise - line.discountPaise) * line.quantity;
}

export function orderTotalPaise(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalPaise(line), 0);
}

export interface Paid {
  totalPaise: number;
  cashPaise: number;
  onlinePaise: number;
}

export function duePaise({ totalPaise, cashPaise, onlinePaise }: Paid): number {
  return Math.max(0, totalPaise - cashPaise - onlinePaise);
}

export function isSettled(order: Paid): boolean {
  return duePaise(order) === 0;
}

/** Whether a payment of cash and online fits in what is still due (it may not overpay). */
export function paymentFits(order: Paid, cashPaise: number, onlinePaise: number): boolean {
  return cashPaise >= 0 && onlinePaise >= 0 && cashPaise + onlinePaise <= duePaise(order);
}

/** The order after a payment that fits; throws on one that does not (the server refuses it before this). */
export function applyPayment(order: Paid, cashPaise: number, onlinePaise: number): Paid {
  if (!paymentFits(order, cashPaise, onlinePaise)) throw new RangeError('The payment does not fit the due amount.');
  return { ...order, cashPaise: order.cashPaise + cashPaise, onlinePaise: order.onlinePaise + onlinePaise };
}
