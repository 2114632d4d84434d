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
import { PHONE_DIGITS, PRODUCT_PRICE_MAX_RUPEES, USER_TYPE, ZERO_DATETIME } from '@shared/constants';
import { optionalEmail, optionalText, tenDigitPhone } from '@shared/fields';
import { hasWholePaise, paiseToRupees, rupeesToPaise } from '@shared/money';
import type { BookingSlot } from '@shared/opening-hours';
import type { BookingRequest } from './api';

/** Staff and admin choose the staff member and add products; guests and customers do not. */
export function isSalonStaff(user: User | null): boolean {
  return user?.user_type === USER_TYPE.admin || user?.user_type === USER_TYPE.staff;
}

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

export interface ProductFormValues {
  name: string;
  /** What the number input holds: a number, or '' when empty. */
  price: number | string;
  comment: string;
}

/**
 * The price left empty: the Add Product rules (docs/product.md#validation-add-product) ask for a number without naming
 * a message.
 */
export const PRODUCT_PRICE_REQUIRED = 'Price is required!';

/** docs/product.md#add-product: name required; price a number from 0 ('Too little') to 5000 ('Very costly!'). */
export const productFormSchema = z.object({
  name: z.string().trim().min(1, APPOINTMENT_MESSAGES.productName).max(191),
  price: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? PRODUCT_PRICE_REQUIRED : APPOINTMENT_MESSAGES.productTooLittle),
      })
      .min(0, APPOINTMENT_MESSAGES.productTooLittle)
      .max(PRODUCT_PRICE_MAX_RUPEES, APPOINTMENT_MESSAGES.productTooCostly)
      .refine(hasWholePaise, APPOINTMENT_MESSAGES.productTooLittle),
  ),
  comment: z.string().trim().max(500),
});

export const productFormDefaults: ProductFormValues = { name: '', price: '', comment: '' };

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
    staffId: user && isSalonStaff(user) ? String(user.id) : null,
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
  return paiseToRupees(Math.max(0, rupeesToPaise(service.price) - rupeesToPaise(service.discount)));
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
  if (isSalonStaff(user)) {
    if (values.staffId) request.staff_id = Number(values.staffId);
    if (values.products.length > 0) request.products = JSON.stringify(values.products);
  }
  return request;
}
