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

/** A page of appointments, newest first, with the count of all that match. */
async function pageOf(
  db: Executor,
  filter: (query: ReturnType<typeof base>) => ReturnType<typeof base>,
  { limit, page }: Page,
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filter(base(db))
      .selectAll()
      .orderBy('id', 'desc')
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

export function updateAppointmentStatus(db: Executor, id: number, status: number, statusText: string) {
  return db
    .updateTable('appointments')
    .set({ status, status_text: statusText, updated_at: nowInstant() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
