/**
 * How an appointment's date, time, status and booked lines read (docs/product.md#entity-appointment,
 * #appointment-status). Dates are the salon's wall-clock text ('YYYY-MM-DD HH:mm:ss'); the zero datetime means none was
 * given, and 00:00 means the day was picked without a time (the salon never opens at midnight).
 */
import dayjs from 'dayjs';
import { APPOINTMENT_STATUS, type AppointmentService } from '@shared/appointments.schemas';
import { ZERO_DATE } from '@shared/constants';

export interface AppointmentWhen {
  /** YYYY-MM-DD */
  day: string;
  /** HH:mm, or null when no time was given. */
  time: string | null;
}

export function appointmentWhen(dateText: string): AppointmentWhen | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(dateText.trim());
  if (!match || match[1] === ZERO_DATE) return null;
  const time = match[2] && match[2] !== '00:00' ? match[2] : null;
  return { day: match[1]!, time };
}

/** '14 May 2026, Thursday' style: 'Thu, 14 May 2026'. */
export function formatDay(day: string): string {
  return dayjs(day).format('ddd, D MMM YYYY');
}

/** '10:30 AM' from 'HH:mm'. */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export const STATUS_COLOR: Record<number, string> = {
  [APPOINTMENT_STATUS.inReview]: 'gold',
  [APPOINTMENT_STATUS.approved]: 'teal',
  [APPOINTMENT_STATUS.rejected]: 'red',
};

/**
 * The booked lines of an appointment's JSON text ({ services: [...], products: [...], bridalDay }), read leniently:
 * the services, then any products the staff added (one each, no discount), so the lines add up to the total.
 */
export function appointmentServicesFrom(servicesText: string): AppointmentService[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(servicesText);
  } catch {
    return [];
  }
  const wrapper = (Array.isArray(parsed) ? { services: parsed } : parsed) as {
    services?: unknown;
    products?: unknown;
  } | null;
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  const services = Array.isArray(wrapper?.services) ? (wrapper.services as unknown[]) : [];
  const products = Array.isArray(wrapper?.products) ? (wrapper.products as unknown[]) : [];
  const serviceLines = services.flatMap((line: unknown) => {
    if (typeof line !== 'object' || line === null) return [];
    const { id, name, price, quantity, discount, advance_payment } = line as Partial<Record<string, unknown>>;
    if (typeof name !== 'string') return [];
    return [
      {
        id: number(id, 0),
        name,
        price: number(price, 0),
        quantity: number(quantity, 1),
        discount: number(discount, 0),
        advance_payment: number(advance_payment, 0),
      },
    ];
  });
  const productLines = products.flatMap((line: unknown) => {
    if (typeof line !== 'object' || line === null) return [];
    const { name, price } = line as Partial<Record<string, unknown>>;
    if (typeof name !== 'string') return [];
    return [{ id: 0, name, price: number(price, 0), quantity: 1, discount: 0, advance_payment: 0 }];
  });
  return [...serviceLines, ...productLines];
}
