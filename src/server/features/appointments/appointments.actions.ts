/**
 * Booking appointments (guests, customers, and staff for a customer) and the admin's review of them.
 * Names, prices and discounts always come from the catalogue; a retried booking with the same Idempotency-Key
 * answers the first appointment again.
 */
import { sql } from 'kysely';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUS,
  type AppointmentListQuery,
  type ApprovedAppointmentsQuery,
  type AppointmentUpdatePayload,
  type BookingPayload,
  type MyAppointmentsQuery,
} from '@shared/appointments.schemas';
import { offerBookingComment } from '@shared/offer-comment';
import { CART_MAX_LINES, CART_MAX_QUANTITY, ZERO_DATETIME } from '@shared/constants';
import { rupeesToPaise } from '@shared/money';
import { offerExpiry } from '@shared/offer-expiry';
import { orderTotalPaise } from '@shared/order-arithmetic';
import { isBackOffice, isStaff } from '@shared/roles';
import { salonToday } from '@shared/salon-time';
import type { AppContext } from '@server/context';
import { isUniqueViolation, type Executor } from '@server/db/database';
import type { AppointmentRow, ServiceRow, UserRow } from '@server/db/tables';
import { HttpError, invalidInput } from '@server/plugins/errors';
import { enforceLimit, type RequestLimit } from '@server/plugins/request-limits';
import { findUserById } from '@server/features/accounts/accounts.repository';
import { findEnabledServices, findEnabledServicesByName } from '@server/features/catalogue/catalogue.repository';
import { findEnabledOffer } from '@server/features/offers/offers.repository';
import type { StoredLine, StoredProduct, StoredServices } from './appointments.mapper';
import {
  countUserAppointments,
  findAppointment,
  findAppointmentByKey,
  insertAppointment,
  listAppointments,
  listAppointmentsOnDay,
  listUserAppointments,
  updateAppointmentStatus,
  type NewAppointment,
} from './appointments.repository';

/** What a booking carries besides its body: who sent it, from where, and its Idempotency-Key header, if any. */
export interface BookingRequest {
  caller: UserRow | null;
  /** The caller's address, for counting a guest's bookings. */
  address: string;
  keyHeader: string | string[] | undefined;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

/** The client's Idempotency-Key, scoped to the caller so two people's keys never meet. */
function idempotencyKeyOf(caller: UserRow | null, header: BookingRequest['keyHeader']): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new HttpError(400, APPOINTMENT_MESSAGES.badKey);
  }
  return `${caller?.id ?? 'guest'}:${header}`;
}

/** An appointment's total: its services' line totals and its products' prices (a product has no discount). */
export function appointmentTotalPaise({ services, products = [] }: Omit<StoredServices, 'bridalDay'>): number {
  return orderTotalPaise([
    ...services.map((line) => ({
      pricePaise: line.price_paise,
      discountPaise: line.discount_paise,
      quantity: line.quantity,
    })),
    ...products.map((product) => ({ pricePaise: product.price_paise, discountPaise: 0, quantity: 1 })),
  ]);
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
  if (chosen === undefined) return caller && isStaff(caller) ? caller.id : null;
  const member = await findUserById(db, chosen);
  if (!member || member.status !== 1 || !isBackOffice(member)) {
    throw invalidInput({ staff_id: [APPOINTMENT_MESSAGES.unknownStaff] });
  }
  return member.id;
}

/** The same booking sent again with its key: the first appointment again, never a second one. */
function replay(existing: AppointmentRow, phone: string): AppointmentRow {
  if (existing.phone !== phone) throw new HttpError(409, APPOINTMENT_MESSAGES.keyReused);
  return existing;
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

/**
 * A signed-in customer's booking (issue 30: one account wrote 3,000 bookings in 8.4 s), written only within the
 * account's limits: CUSTOMER_BOOKINGS_PER_HOUR bookings an hour (429 with Retry-After) and CUSTOMER_OPEN_REQUESTS_MAX
 * requests In Review at once. The open requests are refused with 409, not 429: they end when the salon answers them,
 * not at a time the server could name in Retry-After, so the customer is told to wait for the salon
 * (docs/product.md#api-appointments). Staff and the admin booking for a customer are never counted.
 *
 * Counted and written in one transaction that the account's bookings take in turn, so two racing requests cannot both
 * see room for one more: on PostgreSQL an advisory lock on the account; on SQLite the transaction's first statement is
 * the count's write, which takes the database's one write lock (across processes too) before anything is read. A
 * refused booking rolls its count back, so only bookings written count, as for guests.
 */
async function insertCustomerBooking(
  { db, kind, config }: AppContext,
  caller: UserRow,
  appointment: NewAppointment,
): Promise<AppointmentRow> {
  const perHour: RequestLimit = {
    bucket: 'customer-booking',
    max: config.customerBookingsPerHour,
    windowSeconds: 3600,
    message: APPOINTMENT_MESSAGES.tooManyBookings,
  };
  return db.transaction().execute(async (trx) => {
    if (kind === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtext('appointments.customer-booking'), ${caller.id})`.execute(trx);
    }
    await enforceLimit(trx, perHour, String(caller.id));
    const open = await countUserAppointments(trx, caller.id, APPOINTMENT_STATUS.inReview);
    if (open >= config.customerOpenRequestsMax) {
      throw new HttpError(409, APPOINTMENT_MESSAGES.tooManyOpenRequests(config.customerOpenRequestsMax));
    }
    return insertAppointment(trx, appointment);
  });
}

export async function bookAppointment(
  context: AppContext,
  { caller, address, keyHeader }: BookingRequest,
  body: BookingPayload,
): Promise<AppointmentRow> {
  const { db, config } = context;
  if (body.user_id !== undefined && body.user_id !== caller?.id) {
    throw new HttpError(403, APPOINTMENT_MESSAGES.otherUser, { user_id: [APPOINTMENT_MESSAGES.otherUser] });
  }
  const today = salonToday(config.timeZone);
  if (body.date !== ZERO_DATETIME && body.date.slice(0, 10) < today) {
    throw invalidInput({ date: [APPOINTMENT_MESSAGES.pastDate] });
  }
  const key = idempotencyKeyOf(caller, keyHeader);
  if (key) {
    const existing = await findAppointmentByKey(db, key);
    if (existing) return replay(existing, body.phone);
  }

  const offer = body.offer_id === undefined ? undefined : await findEnabledOffer(db, body.offer_id);
  if (body.offer_id !== undefined && (!offer || offerExpiry(offer.expiry, today).kind === 'expired')) {
    throw invalidInput({ offer_id: [APPOINTMENT_MESSAGES.unknownOffer] });
  }
  const productsAsked = body.products ?? [];
  if (!isBackOffice(caller) && (productsAsked.length > 0 || body.staff_id !== undefined)) {
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
  // The booker's own words go on a line of their own under the offer's, so the offer's name can be read back.
  const comment = offer ? offerBookingComment(offer.name, body.comment) : body.comment;
  if (!caller) await countGuestBooking(context, address, body.phone);

  const appointment: NewAppointment = {
    user_id: caller?.id ?? null,
    name: body.name || caller?.name || '',
    phone: body.phone,
    email: body.email || caller?.email || '',
    date: body.date,
    list_month: (body.date === ZERO_DATETIME ? today : body.date).slice(0, 7),
    comment,
    services: JSON.stringify(stored),
    total_paise: appointmentTotalPaise(stored),
    status: APPOINTMENT_STATUS.inReview,
    status_text: '',
    offer_id: offer?.id ?? null,
    staff_id: staffId,
    idempotency_key: key,
  };

  try {
    return caller && !isBackOffice(caller)
      ? await insertCustomerBooking(context, caller, appointment)
      : await insertAppointment(db, appointment);
  } catch (error) {
    // The same key raced in twice: the other request created it.
    if (key && isUniqueViolation(error)) {
      const existing = await findAppointmentByKey(db, key);
      if (existing) return replay(existing, body.phone);
    }
    throw error;
  }
}

/** The caller's own appointments, newest first. */
export function listOwnAppointments({ db }: AppContext, caller: UserRow, query: MyAppointmentsQuery) {
  return listUserAppointments(db, caller.id, query);
}

/**
 * The approved appointments of one of the salon's days, by time: the back office's list of tomorrow's visits, each
 * with its reminder (docs/product.md#whatsapp-messages).
 */
export function listApprovedAppointmentsOn({ db }: AppContext, { date, limit, page }: ApprovedAppointmentsQuery) {
  return listAppointmentsOnDay(db, { day: date, status: APPOINTMENT_STATUS.approved, limit, page });
}

/** Every appointment, newest first, of a month, a whole year, or all of them. */
export function listAppointmentsFor({ db }: AppContext, { year, month, limit, page }: AppointmentListQuery) {
  const monthPrefix =
    year === undefined ? undefined : month === undefined ? `${year}-` : `${year}-${String(month).padStart(2, '0')}`;
  return listAppointments(db, { limit, page, monthPrefix });
}

/** Approves or rejects an appointment; only a rejection keeps its reason. */
export async function reviewAppointment(
  { db }: AppContext,
  { id, status, status_text }: AppointmentUpdatePayload,
): Promise<AppointmentRow> {
  if (!(await findAppointment(db, id))) throw new HttpError(404, APPOINTMENT_MESSAGES.notFound);
  const text = status === APPOINTMENT_STATUS.rejected ? status_text : '';
  const row = await updateAppointmentStatus(db, id, status, text);
  if (!row) throw new HttpError(404, APPOINTMENT_MESSAGES.notFound);
  return row;
}
