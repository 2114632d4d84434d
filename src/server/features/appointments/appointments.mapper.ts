/** An appointment row as the API answers it: money in rupees, services as the spec's JSON text. */
import type { Appointment, AppointmentService } from '@shared/appointments.schemas';
import { paiseToRupees } from '@shared/money';
import type { AppointmentRow } from '@server/db/tables';

/** A booked line as stored: the catalogue's name and prices at booking time, in paise. */
export interface StoredLine {
  id: number;
  name: string;
  price_paise: number;
  discount_paise: number;
  quantity: number;
  advance_payment_paise: number;
}

/** A product the staff added: name, price in paise, comment. */
export interface StoredProduct {
  name: string;
  price_paise: number;
  comment: string;
}

export interface StoredServices {
  services: StoredLine[];
  products?: StoredProduct[];
  bridalDay: Record<string, string | number | boolean | null>;
}

export function toAppointmentAnswer(row: AppointmentRow): Appointment {
  const stored = JSON.parse(row.services) as StoredServices;
  const services: AppointmentService[] = stored.services.map((line) => ({
    id: line.id,
    name: line.name,
    price: paiseToRupees(line.price_paise),
    quantity: line.quantity,
    discount: paiseToRupees(line.discount_paise),
    advance_payment: paiseToRupees(line.advance_payment_paise),
  }));
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    date: row.date,
    comment: row.comment,
    status: row.status,
    status_text: row.status_text,
    services: JSON.stringify({
      services,
      products: (stored.products ?? []).map((product) => ({
        name: product.name,
        price: paiseToRupees(product.price_paise),
        comment: product.comment,
      })),
      bridalDay: stored.bridalDay,
    }),
    total: paiseToRupees(row.total_paise),
    offer_id: row.offer_id,
    staff_id: row.staff_id,
    created_at: row.created_at,
  };
}
