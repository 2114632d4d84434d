/**
 * The arithmetic of priced lines and of an invoice's payments, in integer paise. The one line-total rule of the
 * app: an invoice's lines (the Quick Invoice form's live totals and the server's recomputation), an appointment's
 * total and the dashboard's enquiry price, My Room and a booked service's price to pay. A line is
 * (price − discount) × quantity, never below zero; a total is the sum of its lines; the due is the total less what
 * was paid, never below zero (docs/decisions/009-money-writes-under-concurrency.md).
 */
import { rupeesToPaise } from './money';

export interface PricedLine {
  pricePaise: number;
  /** The discount on one unit. Services and invoices refuse one above the price; a line never costs below zero. */
  discountPaise: number;
  quantity: number;
}

/** A line as the API answers it, in rupees (a service, a cart line, a booked service), as a priced line in paise. */
export function pricedLine({ price, discount, quantity = 1 }: { price: number; discount: number; quantity?: number }) {
  return { pricePaise: rupeesToPaise(price), discountPaise: rupeesToPaise(discount), quantity };
}

/** (price − discount) × quantity: a discount can make a line free, never a credit. */
export function lineTotalPaise(line: PricedLine): number {
  return Math.max(0, line.pricePaise - line.discountPaise) * line.quantity;
}

/** The total of priced lines: an invoice's, an appointment's services, My Room. */

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
