/**
 * An order as the API answers it (docs/product.md#entity-order): rupees, the items as JSON text, the names it shows.
 */
import type { Order, OrderItems, ReceiptPayment } from '@shared/orders.schemas';
import { paiseToRupees } from '@shared/money';
import { duePaise } from '@shared/order-arithmetic';
import type { OrderWithNames } from './orders.repository';

/** The items as stored: money in paise. */
export interface StoredOrderItems {
  services: {
    services: { id: number; name: string };
    staff: { id: number; name: string }[];
    price_paise: number;
    qty: number;
    discount_paise: number;
    total_paise: number;
  }[];
  products: { name: string; price_paise: number; comment: string; discount_paise: number; total_paise: number }[];
}

export function itemsInRupees(stored: StoredOrderItems): OrderItems {
  return {
    services: stored.services.map((line) => ({
      services: line.services,
      staff: line.staff,
      price: paiseToRupees(line.price_paise),
      qty: line.qty,
      discount: paiseToRupees(line.discount_paise),
      total: paiseToRupees(line.total_paise),
    })),
    products: stored.products.map((line) => ({
      name: line.name,
      price: paiseToRupees(line.price_paise),
      comment: line.comment,
      discount: paiseToRupees(line.discount_paise),
      total: paiseToRupees(line.total_paise),
    })),
  };
}

export function toOrderAnswer(row: OrderWithNames): Order {
  const stored = JSON.parse(row.data) as StoredOrderItems;
  return {
    uid: row.uid,
    bill_date: row.bill_date,
    total_amount: paiseToRupees(row.total_paise),
    cash: paiseToRupees(row.cash_paise),
    online: paiseToRupees(row.online_paise),
    due: paiseToRupees(
      duePaise({ totalPaise: row.total_paise, cashPaise: row.cash_paise, onlinePaise: row.online_paise }),
    ),
    paymentId: row.payment_id,
    cust_id: row.cust_id,
    cust: { name: row.customer_name, phone: row.customer_phone },
    cust1: { name: row.customer_name1 || row.customer_name },
    user: { name: row.maker_name },
    data: JSON.stringify(itemsInRupees(stored)),
    services: row.services,
    staff: row.staff,
    created_at: row.created_at,
  };
}

/** Payments as a receipt lists them: a payment taken in cash and online at once is a line for each. */
export function toReceiptPayments(
  rows: readonly { paid_on: string; cash_paise: number; online_paise: number }[],
): ReceiptPayment[] {
  return rows.flatMap((row) => [
    ...(row.cash_paise > 0
      ? [{ date: row.paid_on, method: 'cash' as const, amount: paiseToRupees(row.cash_paise) }]
      : []),
    ...(row.online_paise > 0
      ? [{ date: row.paid_on, method: 'online' as const, amount: paiseToRupees(row.online_paise) }]
      : []),
  ]);
}
