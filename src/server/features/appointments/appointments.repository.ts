/** Queries on the table the appointments feature owns. */
import type { Executor } from '@server/db/database';
import { nowInstant } from '@server/db/database';
import type { AppointmentRow, AppointmentsTable } from '@server/db/tables';
import type { Insertable } from 'kysely';

export type NewAppointment = Omit<Insertable<AppointmentsTable>, 'created_at' | 'updated_at'>;

/** The row an appointment is stored as: insertAppointment's, and the large data set's (scripts/seed-large.ts). */
export function appointmentRow(
  appointment: NewAppointment,
  bookedAt: string = nowInstant(),
): Insertable<AppointmentsTable> {
  return { ...appointment, created_at: bookedAt, updated_at: bookedAt };
}

/** `bookedAt` is now unless an appointment booked earlier is being recorded (the demo's). */
export async function insertAppointment(
  db: Executor,
  appointment: NewAppointment,
  bookedAt: string = nowInstant(),
): Promise<AppointmentRow> {
  return db
    .insertInto('appointments')
    .values(appointmentRow(appointment, bookedAt))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many of a user's appointments have a status (0: In Review), read from the index on (user_id, status, id). */
export async function countUserAppointments(db: Executor, userId: number, status: number): Promise<number> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findAppointment(db: Executor, id: number) {
  return db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAppointmentByKey(db: Executor, idempotencyKey: string) {
  return db.selectFrom('appointments').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

interface Page {
  limit: number;
  page: number;
}

/** How a page is ordered: newest first, or by the appointment's date and time (then as booked). */
type Order = 'newest' | 'byTime';

/** A page of appointments, newest first unless told, with the count of all that match. */
async function pageOf(
  db: Executor,
  filter: (query: ReturnType<typeof base>) => ReturnType<typeof base>,
  { limit, page }: Page,
  order: Order = 'newest',
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const selected = filter(base(db)).selectAll();
  const ordered =
    order === 'newest' ? selected.orderBy('id', 'desc') : selected.orderBy('date', 'asc').orderBy('id', 'asc');
  const [rows, count] = await Promise.all([
    ordered
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    filter(base(db))
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

const base = (db: Executor) => db.selectFrom('appointments');

export function listUserAppointments(db: Executor, userId: number, options: Page & { status?: number }) {
  return pageOf(
    db,
    (query) => {
      const own = query.where('user_id', '=', userId);
      return options.status === undefined ? own : own.where('status', '=', options.status);
    },
    options,
  );
}

/** The admin's list: by the month it is filed under ('YYYY-MM'), a whole year ('YYYY-'), or everything. */
export function listAppointments(db: Executor, options: Page & { monthPrefix?: string }) {
  return pageOf(
    db,
    // list_month is always 'YYYY-MM': a month is one value, a year twelve. Not LIKE: SQLite uses an index for LIKE
    // only under case-sensitive matching, so LIKE read every appointment.
    (query) => {
      const prefix = options.monthPrefix;
      if (!prefix) return query;
      if (prefix.length === 7) return query.where('list_month', '=', prefix);
      return query.where('list_month', '>=', `${prefix}01`).where('list_month', '<=', `${prefix}12`);
    },
    options,
  );
}

/**
 * The appointments of one status dated on one day ('YYYY-MM-DD' of the salon's wall clock, as dates are stored), by
 * time. A day without a time ('YYYY-MM-DD 00:00:00') comes first; the zero date is never any day.
 */
export function listAppointmentsOnDay(db: Executor, options: Page & { day: string; status: number }) {
  return pageOf(
    db,
    (query) =>
      query
        .where('date', '>=', `${options.day} 00:00:00`)
        .where('date', '<=', `${options.day} 23:59:59`)
        .where('status', '=', options.status),
    options,
    'byTime',
  );
}

export function updateAppointmentStatus(db: Executor, id: number, status: number, statusText: string) {
  return db
    .updateTable('appointments')
    .set({ status, status_text: statusText, updated_at: nowInstant() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
