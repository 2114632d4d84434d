/**
 * The order the order pages' tests show: Priya Verma's Hydra Facial (2, less 100 each) and Hair Spa with a bottle of
 * Argan Oil, 4,200 in all, 1,500 of it paid (docs/product.md#order-list, #receipt).
 */
import type { Order } from '@shared/orders.schemas';

/** A member of staff on an order line, as the line stores them. */
export interface LineStaff {
  id: number;
  name: string;
}

export const NEHA: LineStaff = { id: 2, name: 'Neha Sharma' };
export const AMAN: LineStaff = { id: 3, name: 'Aman Gill' };

/** The sample order under `uid`, with who worked on each of its two lines. */
export function sampleOrder(uid: string, staff: { facial: LineStaff[]; spa: LineStaff[] }): Order {
  return {
    uid,
    bill_date: '2026-11-22 17:30:00',
    total_amount: 4200,
    cash: 1000,
    online: 500,
    due: 2700,
    paymentId: '',
    cust_id: 11,
    cust: { name: 'Priya Verma', phone: '9999900011' },
    cust1: { name: 'Priya' },
    user: { name: 'Neha Sharma' },
    data: JSON.stringify({
      services: [
        {
          services: { id: 3, name: 'Hydra Facial' },
          staff: staff.facial,
          price: 1900,
          qty: 2,
          discount: 100,
          total: 3600,
        },
        {
          services: { id: 4, name: 'Hair Spa' },
          staff: staff.spa,
          price: 200,
          qty: 1,
          discount: 0,
          total: 200,
        },
      ],
      products: [{ name: 'Argan Oil', price: 450, comment: 'Travel size', discount: 50, total: 400 }],
    }),
    services: '3,4',
    staff: '2,3',
    created_at: '2026-11-22T12:00:00.000Z',
  };
}
