/**
 * The Book Appointment form's rules and payload (docs/product.md#booking-payloads, #validation-booking): phone
 * required, numeric, 10 digits, cut to 10 digits as typed; date not before the salon's today; time, name, e-mail
 * and comment not validated beyond what the server stores. At least one service, as the server requires, unless
 * the salon's staff (or admin) added a product (docs/product.md#add-product: name required, price 0 to 5000): only they
 * see the staff member and the products, and only they send staff_id and products.
 */
import { z } from 'zod';
import type { User } from '@shared/accounts.schemas';
import { APPOINTMENT_MESSAGES, type ProductInput } from '@shared/appointments.schemas';
import { PHONE_DIGITS, ZERO_DATETIME } from '@shared/constants';
import { optionalEmail, optionalText, tenDigitPhone } from '@shared/fields';
import { paiseToRupees } from '@shared/money';
import type { BookingSlot } from '@shared/opening-hours';
import { lineTotalPaise, pricedLine } from '@shared/order-arithmetic';
import { isBackOffice } from '@shared/roles';
import type { BookingRequest } from '@web/lib/book-appointment';

export interface BookingFormValues {
  name: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD, or null when no date is picked. */
  date: string | null;
  /** HH:mm, or '' when cleared. */
  time: string;
  /** Ids of the chosen services, as text (the multi-select's values). */
  services: string[];
  comment: string;
  extra: string;
  /** Staff and admin only: the staff member's id as text (the select's value), or null. */
  staffId: string | null;
  /** Staff and admin only: the products added with the Add Product form. */
  products: ProductInput[];
}

/** The phone as typed: digits only, at most ten of them (docs/product.md#validation-booking). */
export function cutPhone(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

export function bookingFormSchema(today: string) {
  const fields = z.object({
    name: optionalText(191),
    email: optionalEmail,
    phone: tenDigitPhone,
    date: z
      .string()
      .nullable()
      .refine((date) => date === null || date === '' || date >= today, APPOINTMENT_MESSAGES.pastDate),
    time: z.string(),
    comment: optionalText(2000),
    extra: optionalText(2000),
    staffId: z.string().nullable(),
  });
  // At least one service, or (staff only) a product. Checked on its own, so it shows while another field is wrong.
  const chosen = z
    .object({
      services: z.array(z.string()),
      products: z.array(z.object({ name: z.string(), price: z.number(), comment: z.string() })),
    })
    .refine((values) => values.services.length > 0 || values.products.length > 0, {
      path: ['services'],
      message: APPOINTMENT_MESSAGES.noService,
    });
  return z.intersection(fields, chosen);
}
export type BookingFormOutput = z.infer<ReturnType<typeof bookingFormSchema>>;

/**
 * The form's first values: the signed-in user's details, and the date and time of the next opening slot (see
 * shared/opening-hours: the spec's "current time", moved into the salon's hours).
 */
export function bookingFormDefaults(user: User | null, slot: BookingSlot, comment = ''): BookingFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user ? cutPhone(user.phone) : '',
    date: slot.date,
    time: slot.time,
    services: [],
    comment,
    extra: '',
    // Staff have themselves preselected as the staff member (docs/product.md#booking-modal); so does an admin.
    staffId: user && isBackOffice(user) ? String(user.id) : null,
    products: [],
  };
}

/**
 * The booking's date: 'YYYY-MM-DD HH:mm', or the zero datetime when no date was picked
 * (docs/product.md#booking-payloads).
 */
export function bookingDateTime(date: string | null, time: string): string {
  if (!date) return ZERO_DATETIME;
  return `${date} ${/^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : '00:00'}`;
}

/** What a service costs after its discount, in rupees (the price the catalogue's cards show to pay). */
export function priceToPay(service: { price: number; discount: number }): number {
  return paiseToRupees(lineTotalPaise(pricedLine(service)));
}

interface NamedService {
  id: number;
  name: string;
}

/**
 * The public modal sends a comma list of service names (docs/product.md#booking-payloads). A name that holds a comma
 * itself would be split by the server, so then the same services go by id in the JSON shape the server also reads.
 */
export function servicesField(chosen: readonly NamedService[]): string {
  if (chosen.some((service) => service.name.includes(','))) {
    return JSON.stringify({ services: chosen.map(({ id }) => ({ id, quantity: 1 })), bridalDay: {} });
  }
  return chosen.map((service) => service.name).join(',');
}

export function bookingRequest(
  values: BookingFormOutput,
  catalogue: readonly NamedService[],
  user: User | null,
): BookingRequest {
  const chosen = values.services
    .map((id) => catalogue.find((service) => String(service.id) === id))
    .filter((service): service is NamedService => service !== undefined);
  const request: BookingRequest = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    date: bookingDateTime(values.date, values.time),
    services: servicesField(chosen),
    comment: [values.comment, values.extra].filter(Boolean).join('\n'),
  };
  if (user) request.user_id = user.id;
  if (isBackOffice(user)) {
    if (values.staffId) request.staff_id = Number(values.staffId);
    if (values.products.length > 0) request.products = JSON.stringify(values.products);
  }
  return request;
}
