/**
 * Appointments (docs/product.md#booking-payloads, #entity-appointment, #booking-request, #appointment-review).
 * A booking names services; the server takes names, prices and discounts from the catalogue at booking time.
 */
import { z } from 'zod';
import { pageAnswer, savedAnswer } from './answers';
import { hasMoreKeysThan } from './bounded-json';
import { CART_MAX_LINES, CART_MAX_QUANTITY, PRODUCT_PRICE_MAX_RUPEES, YEAR_RANGE } from './constants';
import { ZERO_DATETIME } from './constants';
import { amountInput, ignoredValue, optionalEmail, optionalText, recordId, shortText, tenDigitPhone } from './fields';
import { hasWholePaise } from './money';
import { readJsonField } from './json-field';
import { messageTemplate } from './message-template';
import { isCalendarDate } from './salon-time';

/** Products the staff may add to one booking. */
export const BOOKING_MAX_PRODUCTS = 20;

export const APPOINTMENT_STATUS = { inReview: 0, approved: 1, rejected: 2 } as const;

export const APPOINTMENT_MESSAGES = {
  booked: 'Appointment Booked Sucessfully',
  noService: 'Please select at least one service.',
  unknownService: 'A chosen service is not available any more.',
  unreadableServices: 'The chosen services could not be read.',
  quantity: `Each quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}.`,
  tooMany: `A booking holds at most ${CART_MAX_LINES} services.`,
  badDate: 'Please choose a valid date and time.',
  pastDate: 'The appointment date cannot be before today.',
  otherUser: 'You can only book an appointment for yourself.',
  tooManyBookings: 'You have made too many bookings for now. Please try again later or call the salon.',
  tooManyOpenRequests: messageTemplate(
    'You already have {{count}} booking requests waiting for the salon’s answer. Please wait for the salon to answer them before you book again, or call the salon.',
  ),
  unknownOffer: 'This offer is not available any more.',
  keyReused: 'This Idempotency-Key belongs to another booking.',
  badKey: 'The Idempotency-Key header must be 1 to 100 letters, digits, dots, colons, dashes or underscores.',
  staffOnly: 'Only the salon’s staff can add products or choose a staff member.',
  unknownStaff: 'Please choose a staff member of the salon.',
  productName: 'Name is required!',
  productTooLittle: 'Too little',
  productTooCostly: 'Very costly!',
  unreadableProducts: 'The added products could not be read.',
  tooManyProducts: `A booking holds at most ${BOOKING_MAX_PRODUCTS} products.`,
  approved: 'Approved Successfully',
  rejected: 'Rejected Successfully',
  notFound: 'This appointment does not exist.',
  status: 'Status must be 1 (Approved) or 2 (Rejected).',
} as const;

/** 'YYYY-MM-DD HH:mm[:ss]' or with a 'T' (a datetime-local input), in the salon's time. */
const LOCAL_DATETIME = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** A booking's date as stored: 'YYYY-MM-DD HH:mm:ss', or the zero datetime when none was chosen. */
export const bookingDate = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  shortText(APPOINTMENT_MESSAGES.badDate).transform((text, context) => {
    if (text === '' || text === ZERO_DATETIME || text === '0000-00-00') return ZERO_DATETIME;
    const match = LOCAL_DATETIME.exec(text);
    if (!match || !isCalendarDate(match[1]!)) {
      context.addIssue({ code: 'custom', message: APPOINTMENT_MESSAGES.badDate });
      return z.NEVER;
    }
    return `${match[1]} ${match[2]}:${match[3]}:${match[4] ?? '00'}`;
  }),
);

const serviceLineInput = z.looseObject({
  id: recordId(APPOINTMENT_MESSAGES.unknownService),
  quantity: z
    .preprocess(
      (value) => (value === undefined || value === null || value === '' ? 1 : value),
      z.coerce.number({ error: APPOINTMENT_MESSAGES.quantity }),
    )
    .pipe(z.number().int(APPOINTMENT_MESSAGES.quantity).min(1, APPOINTMENT_MESSAGES.quantity))
    .pipe(z.number().max(CART_MAX_QUANTITY, APPOINTMENT_MESSAGES.quantity)),
});

const BRIDAL_DAY_MAX_KEYS = 20;

/**
 * Whatever the bridal planner sends about the chosen day: a few short plain values, kept as they are. More than 20
 * keys are refused before any is read.
 */
const bridalDay = z.preprocess(
  (value, context) => {
    if (typeof value === 'object' && value !== null && hasMoreKeysThan(value, BRIDAL_DAY_MAX_KEYS)) {
      context.addIssue({ code: 'custom', message: APPOINTMENT_MESSAGES.unreadableServices });
      return z.NEVER;
    }
    return value;
  },
  z.record(z.string().max(50), z.union([z.string().max(200), z.number(), z.boolean(), z.null()])),
);

/** The booked lines as JSON: at most CART_MAX_LINES, counted before any line is read. */
const serviceLinesInput = z.array(serviceLineInput).max(CART_MAX_LINES, APPOINTMENT_MESSAGES.tooMany);

/**
 * My Room and offers: JSON text holding the service list (and the bridal day), or the list itself. Read as one or
 * the other by its shape, so a refusal is the list's own (a union of the two would only say 'Invalid input').
 */
const serviceListJson = z.preprocess(
  (value) => (Array.isArray(value) ? { services: value } : value),
  z.looseObject({ services: serviceLinesInput.default([]), bridalDay: bridalDay.optional() }),
);

export interface RequestedServices {
  /** By id (My Room, offers) with quantities, or by name (the public modal's comma list), one each. */
  lines: Array<{ id: number; quantity: number }> | Array<{ name: string }>;
  bridalDay: Record<string, string | number | boolean | null>;
}

/**
 * The `services` field of either payload shape, read into ids or names. Each bound is checked before the work it
 * bounds: the text's length before it is split or parsed, the JSON's nesting and size before JSON.parse, and the
 * number of lines as they are read, so a list of thousands of names stops at the 101st.
 */
export const requestedServices = z
  .string({ error: APPOINTMENT_MESSAGES.noService })
  .max(100_000, { error: APPOINTMENT_MESSAGES.unreadableServices, abort: true })
  .transform((text, context): RequestedServices => {
    const trimmed = text.trim();
    if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
      const read = readJsonField(trimmed, context, serviceListJson, {
        tooLong: APPOINTMENT_MESSAGES.tooMany,
        unreadable: APPOINTMENT_MESSAGES.unreadableServices,
      });
      if (!read.ok) return z.NEVER;
      const { services, bridalDay: bridal = {} } = read.value;
      return { lines: services.map(({ id, quantity }) => ({ id, quantity })), bridalDay: bridal };
    }
    const names: Array<{ name: string }> = [];
    for (const part of trimmed.split(',')) {
      const name = part.trim();
      if (!name) continue;
      if (names.length === CART_MAX_LINES) {
        context.addIssue({ code: 'custom', message: APPOINTMENT_MESSAGES.tooMany });
        return z.NEVER;
      }
      names.push({ name });
    }
    return { lines: names, bridalDay: {} };
  });

/** A product added to a booking by the staff (docs/product.md#add-product: name, price 0 to 5000, comment). */
export const productInput = z.object({
  name: z.string({ error: APPOINTMENT_MESSAGES.productName }).trim().min(1, APPOINTMENT_MESSAGES.productName).max(191),
  price: z.preprocess(
    (value) => amountInput(value),
    z
      .number({ error: APPOINTMENT_MESSAGES.productTooLittle })
      .min(0, APPOINTMENT_MESSAGES.productTooLittle)
      .max(PRODUCT_PRICE_MAX_RUPEES, APPOINTMENT_MESSAGES.productTooCostly)
      .refine(hasWholePaise, APPOINTMENT_MESSAGES.productTooLittle),
  ),
  comment: z.preprocess((value) => value ?? '', z.string().trim().max(500)),
});
export type ProductInput = z.infer<typeof productInput>;

const productList = z.array(productInput).max(BOOKING_MAX_PRODUCTS, APPOINTMENT_MESSAGES.tooManyProducts);

/** The `products` field: JSON text of a list of products. */
export const requestedProducts = z
  .string({ error: APPOINTMENT_MESSAGES.unreadableProducts })
  .max(50_000, { error: APPOINTMENT_MESSAGES.unreadableProducts, abort: true })
  .transform((text, context): ProductInput[] => {
    if (text.trim() === '') return [];
    const read = readJsonField(text, context, productList, {
      tooLong: APPOINTMENT_MESSAGES.tooManyProducts,
      unreadable: APPOINTMENT_MESSAGES.unreadableProducts,
    });
    return read.ok ? read.value : z.NEVER;
  });

/** An id a booking may name: '' and null are none. */
const optionalId = (message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), recordId(message).optional());

/** POST /api/expense/makeAppoitment: both payload shapes of docs/product.md#booking-payloads. */
export const bookingSchema = z.object({
  name: optionalText(191),
  email: optionalEmail,
  phone: tenDigitPhone,
  date: bookingDate,
  services: requestedServices.optional(),
  comment: optionalText(2000),
  user_id: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ error: APPOINTMENT_MESSAGES.otherUser }).int(APPOINTMENT_MESSAGES.otherUser).optional(),
  ),
  /** Booking from an offer (/offers): the offer, whose name the server puts into the comment. */
  offer_id: optionalId(APPOINTMENT_MESSAGES.unknownOffer),
  /** Staff and admin only: products added in the modal (JSON text) and the staff member (a staff caller's own id by default). */
  products: requestedProducts.optional(),
  staff_id: optionalId(APPOINTMENT_MESSAGES.unknownStaff),
  /** Sent by My Room; every new booking is In Review whatever it says. */
  status: ignoredValue,
});
export type BookingPayload = z.infer<typeof bookingSchema>;

/**
 * A booked service as the appointment keeps it (docs/product.md#booking-payloads: name, price, quantity, discount,
 * advance_payment).
 */
export const appointmentServiceSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  quantity: z.number(),
  discount: z.number(),
  advance_payment: z.number(),
});
export type AppointmentService = z.infer<typeof appointmentServiceSchema>;

export const appointmentProductSchema = z.object({ name: z.string(), price: z.number(), comment: z.string() });
export type AppointmentProduct = z.infer<typeof appointmentProductSchema>;

export const appointmentSchema = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  date: z.string(),
  comment: z.string(),
  status: z.number(),
  status_text: z.string(),
  /** JSON text: { services: AppointmentService[], products: AppointmentProduct[], bridalDay: {} }. */
  services: z.string(),
  /** Rupees: the sum of (price − discount) × quantity. */
  total: z.number(),
  offer_id: z.number().nullable(),
  staff_id: z.number().nullable(),
  created_at: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentSavedAnswerSchema = savedAnswer(appointmentSchema);

const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
const optionalWhole = (min: number, max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(min).max(max).optional());

/** GET /api/expense/myAppointments */
export const myAppointmentsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
  page: pageNumber,
  status: optionalWhole(0, 2),
});
export type MyAppointmentsQuery = z.infer<typeof myAppointmentsQuery>;

/** GET /api/expense/appointmentList (docs/product.md#constants: years 2021 to 2031). */
export const appointmentListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: pageNumber,
  year: optionalWhole(YEAR_RANGE.first, YEAR_RANGE.last),
  month: optionalWhole(1, 12),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuery>;

/** How many appointments of a day GET /api/expense/approvedAppointments answers at most in one page. */
export const DAY_APPOINTMENTS_PAGE = { default: 50, max: 100 } as const;

/**
 * GET /api/expense/approvedAppointments: the approved appointments of one of the salon's days ('YYYY-MM-DD'), a page
 * at a time (docs/product.md#api-appointments, #whatsapp-messages: the back office's list of tomorrow's visits).
 */
export const approvedAppointmentsQuery = z.object({
  date: z.string({ error: APPOINTMENT_MESSAGES.badDate }).refine(isCalendarDate, APPOINTMENT_MESSAGES.badDate),
  limit: z.coerce.number().int().min(1).max(DAY_APPOINTMENTS_PAGE.max).default(DAY_APPOINTMENTS_PAGE.default),
  page: pageNumber,
});
export type ApprovedAppointmentsQuery = z.infer<typeof approvedAppointmentsQuery>;

/** POST /api/expense/updateAppoitment: approve (1, no text) or reject (2, with the reason, which may be blank). */
export const appointmentUpdateSchema = z.object({
  id: recordId(APPOINTMENT_MESSAGES.notFound),
  status: z.coerce
    .number({ error: APPOINTMENT_MESSAGES.status })
    .pipe(z.union([z.literal(1), z.literal(2)], { error: APPOINTMENT_MESSAGES.status })),
  status_text: optionalText(500),
});
export type AppointmentUpdatePayload = z.infer<typeof appointmentUpdateSchema>;

export const appointmentPageSchema = pageAnswer(appointmentSchema);
