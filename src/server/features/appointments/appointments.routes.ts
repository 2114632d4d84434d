/**
 * Booking and reviewing appointments (docs/product.md#booking-payloads, #booking-request, #api-appointments,
 * #appointment-review): POST /api/expense/makeAppoitment, GET /api/expense/myAppointments, GET
 * /api/expense/appointmentList and POST /api/expense/updateAppoitment. Names, prices and discounts always come from the
 * catalogue.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUS,
  appointmentListQuery,
  appointmentPageSchema,
  appointmentSchema,
  appointmentUpdateSchema,
  bookingSchema,
  myAppointmentsQuery,
  offerBookingComment,
  type BookingPayload,
} from '@shared/appointments.schemas';
import { CART_MAX_LINES, CART_MAX_QUANTITY, USER_TYPE, ZERO_DATETIME } from '@shared/constants';
import { rupeesToPaise } from '@shared/money';
import { offerExpiry } from '@shared/offer-expiry';
import { salonToday } from '@shared/salon-time';
import type { AppContext } from '@server/context';
import { isUniqueViolation, type Executor } from '@server/db/database';
import type { AppointmentRow, ServiceRow, UserRow } from '@server/db/tables';
import { ADMIN_ONLY, ANY_SIGNED_IN, signedInUser } from '@server/plugins/auth';
import { HttpError, invalidInput } from '@server/plugins/errors';
import { enforceLimit, type RequestLimit } from '@server/plugins/request-limits';
import { findUserById } from '@server/features/accounts/accounts.repository';
import { findEnabledServices } from '@server/features/catalogue/catalogue.repository';
import { toAppointmentAnswer, type StoredLine, type StoredProduct, type StoredServices } from './appointment-answer';
import {
  findAppointment,
  findAppointmentByKey,
  findEnabledOffer,
  findEnabledServicesByName,
  insertAppointment,
  listAppointments,
  listUserAppointments,
  updateAppointmentStatus,
} from './appointments.repository';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

/** The client's Idempotency-Key, scoped to the caller so two people's keys never meet. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new HttpError(400, APPOINTMENT_MESSAGES.badKey);
  }
  return `${request.user?.id ?? 'guest'}:${header}`;
}

/**
 * The booked lines from the catalogue: every requested service must exist and be enabled. The schema has already
 * refused more than CART_MAX_LINES lines; repeated ids add up and repeated names (in any case) count once, found
 * through maps, never by comparing each line with every other.
 */
async function bookedLines(db: Executor, requested: NonNullable<BookingPayload['services']>): Promise<StoredLine[]> {
  if (requested.lines.length > CART_MAX_LINES) throw invalidInput({ services: [APPOINTMENT_MESSAGES.tooMany] });
  const byId = new Map<number, number>();
  const byName = new Map<string, string>();
  for (const line of requested.lines) {
    if ('id' in line) byId.set(line.id, (byId.get(line.id) ?? 0) + line.quantity);
    else if (!byName.has(line.name.toLowerCase())) byName.set(line.name.toLowerCase(), line.name);
  }
  const [rowsById, rowsByName] = await Promise.all([
    findEnabledServices(db, [...byId.keys()]),
    findEnabledServicesByName(db, [...byName.values()]),
  ]);
  const serviceById = new Map(rowsById.map((row) => [row.id, row]));
  const serviceByName = new Map<string, ServiceRow>();
  for (const row of rowsByName) {
    if (!serviceByName.has(row.name.toLowerCase())) serviceByName.set(row.name.toLowerCase(), row);
  }
  const unknown = () => invalidInput({ services: [APPOINTMENT_MESSAGES.unknownService] });
  const line = (row: ServiceRow, quantity: number): StoredLine => ({
    id: row.id,
    name: row.name,
    price_paise: row.price_paise,
    discount_paise: row.discount_paise,
    quantity,
    advance_payment_paise: 0,
  });
  const lines: StoredLine[] = [];
  for (const [id, quantity] of byId) {
    const row = serviceById.get(id);
    if (!row) throw unknown();
    if (quantity > CART_MAX_QUANTITY) throw invalidInput({ services: [APPOINTMENT_MESSAGES.quantity] });
    lines.push(line(row, quantity));
  }
  for (const key of byName.keys()) {
    const row = serviceByName.get(key);
    if (!row) throw unknown();
    lines.push(line(row, 1));
  }
  return lines;
}

/** The staff member of a booking: the one chosen (an active staff or admin user), else a staff caller themselves. */
async function staffMemberFor(
  db: Executor,
  caller: UserRow | null,
  chosen: number | undefined,
): Promise<number | null> {
  if (chosen === undefined) return caller?.user_type === USER_TYPE.staff ? caller.id : null;
  const member = await findUserById(db, chosen);
  const isMember =
    member && member.status === 1 && (member.user_type === USER_TYPE.staff || member.user_type === USER_TYPE.admin);
  if (!isMember) throw invalidInput({ staff_id: [APPOINTMENT_MESSAGES.unknownStaff] });
  return member.id;
}

/** The same booking sent again with its key: the first answer again, never a second appointment. */
function replay(existing: AppointmentRow, phone: string) {
  if (existing.phone !== phone) throw new HttpError(409, APPOINTMENT_MESSAGES.keyReused);
  return { message: APPOINTMENT_MESSAGES.booked, data: toAppointmentAnswer(existing) };
}

/**
 * Guests book without an account, so a script could fill the review list and the dashboard (issue 14): a guest's
 * bookings are counted per address and per phone, across every app process, GUEST_BOOKINGS_PER_HOUR each.
 * Only a booking about to be written counts; a refused or replayed one does not.
 */
async function countGuestBooking({ db, config }: AppContext, address: string, phone: string): Promise<void> {
  const limit = (bucket: string): RequestLimit => ({
    bucket,
    max: config.guestBookingsPerHour,
    windowSeconds: 3600,
    message: APPOINTMENT_MESSAGES.tooManyBookings,
  });
  await enforceLimit(db, limit('guest-booking-address'), address);
  await enforceLimit(db, limit('guest-booking-phone'), phone);
}

async function book(context: AppContext, request: FastifyRequest, body: BookingPayload) {
  const { db, config } = context;
  const caller: UserRow | null = request.user;
  if (body.user_id !== undefined && body.user_id !== caller?.id) {
    throw new HttpError(403, APPOINTMENT_MESSAGES.otherUser, { user_id: [APPOINTMENT_MESSAGES.otherUser] });
  }
  const today = salonToday(config.timeZone);
  if (body.date !== ZERO_DATETIME && body.date.slice(0, 10) < today) {
    throw invalidInput({ date: [APPOINTMENT_MESSAGES.pastDate] });
  }
  const key = idempotencyKeyOf(request);
  if (key) {
    const existing = await findAppointmentByKey(db, key);
    if (existing) return replay(existing, body.phone);
  }

  const offer = body.offer_id === undefined ? undefined : await findEnabledOffer(db, body.offer_id);
  if (body.offer_id !== undefined && (!offer || offerExpiry(offer.expiry, today).kind === 'expired')) {
    throw invalidInput({ offer_id: [APPOINTMENT_MESSAGES.unknownOffer] });
  }
  const isStaff = caller !== null && (caller.user_type === USER_TYPE.admin || caller.user_type === USER_TYPE.staff);
  const productsAsked = body.products ?? [];
  if (!isStaff && (productsAsked.length > 0 || body.staff_id !== undefined)) {
    throw new HttpError(403, APPOINTMENT_MESSAGES.staffOnly);
  }
  const staffId = await staffMemberFor(db, caller, body.staff_id);
  const requested = body.services ?? { lines: [], bridalDay: {} };
  if (requested.lines.length === 0 && productsAsked.length === 0 && !offer) {
    throw invalidInput({ services: [APPOINTMENT_MESSAGES.noService] });
  }
  const lines = await bookedLines(db, requested);
  const products: StoredProduct[] = productsAsked.map((product) => ({
    name: product.name,
    price_paise: rupeesToPaise(product.price),
    comment: product.comment,
  }));
  const stored: StoredServices = { services: lines, products, bridalDay: requested.bridalDay };
  const total =
    lines.reduce((sum, line) => sum + Math.max(0, line.price_paise - line.discount_paise) * line.quantity, 0) +
    products.reduce((sum, product) => sum + product.price_paise, 0);
  // The booker's own words go on a line of their own under the offer's, so the offer's name can be read back.
  const comment = offer ? offerBookingComment(offer.name, body.comment) : body.comment;
  if (!caller) await countGuestBooking(context, request.ip, body.phone);

  try {
    const row = await insertAppointment(db, {
      user_id: caller?.id ?? null,
      name: body.name || caller?.name || '',
      phone: body.phone,
      email: body.email || caller?.email || '',
      date: body.date,
      list_month: (body.date === ZERO_DATETIME ? today : body.date).slice(0, 7),
      comment,
      services: JSON.stringify(stored),
      total_paise: total,
      status: APPOINTMENT_STATUS.inReview,
      status_text: '',
      offer_id: offer?.id ?? null,
      staff_id: staffId,
      idempotency_key: key,
    });
    return { message: APPOINTMENT_MESSAGES.booked, data: toAppointmentAnswer(row) };
  } catch (error) {
    // The same key raced in twice: the other request created it.
    if (key && isUniqueViolation(error)) {
      const existing = await findAppointmentByKey(db, key);
      if (existing) return replay(existing, body.phone);
    }
    throw error;
  }
}

export function registerAppointmentRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answer = z.object({ message: z.string(), data: appointmentSchema });

  routes.post('/api/expense/makeAppoitment', {
    config: { access: 'public' },
    schema: {
      tags: ['appointments'],
      summary:
        'Book an appointment (both payload shapes: services as a comma list of names, or JSON text of { services: [{ id, quantity }], bridalDay }); Idempotency-Key header makes retries safe',
      consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
      body: bookingSchema,
      response: { 200: answer },
    },
    handler: (request) => book(context, request, request.body),
  });

  routes.get('/api/expense/myAppointments', {
    config: { access: ANY_SIGNED_IN },
    schema: {
      tags: ['appointments'],
      summary: 'The caller’s own appointments, newest first (limit 5, page, optional status 0, 1 or 2)',
      querystring: myAppointmentsQuery,
      response: { 200: appointmentPageSchema },
    },
    handler: async (request) => {
      const user = signedInUser(request);
      const { rows, total } = await listUserAppointments(db, user.id, request.query);
      return { data: rows.map(toAppointmentAnswer), total };
    },
  });

  routes.get('/api/expense/appointmentList', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['appointments'],
      summary: 'Every appointment, newest first, by year and month (limit 10, page)',
      querystring: appointmentListQuery,
      response: { 200: appointmentPageSchema },
    },
    handler: async (request) => {
      const { year, month, limit, page } = request.query;
      const monthPrefix =
        year === undefined ? undefined : month === undefined ? `${year}-` : `${year}-${String(month).padStart(2, '0')}`;
      const { rows, total } = await listAppointments(db, { limit, page, monthPrefix });
      return { data: rows.map(toAppointmentAnswer), total };
    },
  });

  routes.post('/api/expense/updateAppoitment', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['appointments'],
      summary: 'Approve (status 1) or reject (status 2, with the reason in status_text) an appointment',
      consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
      body: appointmentUpdateSchema,
      response: { 200: answer },
    },
    handler: async (request) => {
      const { id, status, status_text } = request.body;
      if (!(await findAppointment(db, id))) throw new HttpError(404, APPOINTMENT_MESSAGES.notFound);
      const text = status === APPOINTMENT_STATUS.rejected ? status_text : '';
      const row = await updateAppointmentStatus(db, id, status, text);
      if (!row) throw new HttpError(404, APPOINTMENT_MESSAGES.notFound);
      const message =
        status === APPOINTMENT_STATUS.approved ? APPOINTMENT_MESSAGES.approved : APPOINTMENT_MESSAGES.rejected;
      return { message, data: toAppointmentAnswer(row) };
    },
  });
}
