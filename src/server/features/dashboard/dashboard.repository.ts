/**
 * Reads of the dashboard (docs/product.md#entity-dashboard). It owns no table: it reads appointments, orders, their
 * service and payment rows, and users, and never writes. Staff figures count only the orders the staff member is
 * on (as the order list does); the admin's count every order.
 */
import { sql } from 'kysely';
import { ZERO_DATETIME } from '@shared/constants';
import type { Executor } from '@server/db/database';

export interface DayRange {
  /** First and last salon day, inclusive (YYYY-MM-DD). */
  start: string;
  end: string;
  /** Only orders this staff member is on. */
  staffId?: number;
}

/** The orders of the range a staff member is on: order_staff carries bill_day, so one index range answers it. */
function ordersOfStaff(db: Executor, staffId: number, range: DayRange) {
  return db
    .selectFrom('order_staff')
    .select('order_id')
    .where('staff_id', '=', staffId)
    .where('bill_day', '>=', range.start)
    .where('bill_day', '<=', range.end);
}

/** Appointments dated from `fromDay` (to `toDay`, when given), and those in review without a date; newest first. */
export function findUpcomingEnquiries(db: Executor, fromDay: string, toDay: string | null, limit: number) {
  // The two kinds by their own index ranges, then newest first: walking the ids backwards instead read every
  // appointment whenever fewer than `limit` were upcoming (the usual case at ten years of data).
  let dated = db.selectFrom('appointments').select('id').where('date', '>=', `${fromDay} 00:00:00`);
  if (toDay) dated = dated.where('date', '<=', `${toDay} 23:59:59`);
  const undated = db.selectFrom('appointments').select('id').where('date', '=', ZERO_DATETIME).where('status', '=', 0);
  return db
    .selectFrom('appointments')
    .selectAll()
    .where('id', 'in', dated.unionAll(undated))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** How many appointments were booked between two instants (ISO 8601, UTC; from inclusive, to exclusive), by status. */
export async function countEnquiriesByStatus(db: Executor, fromInstant: string, toInstant: string) {
  const rows = await db
    .selectFrom('appointments')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('created_at', '>=', fromInstant)
    .where('created_at', '<', toInstant)
    .groupBy('status')
    .execute();
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return {
    total: rows.reduce((sum, row) => sum + Number(row.count), 0),
    inReview: byStatus.get(0) ?? 0,
    approved: byStatus.get(1) ?? 0,
    rejected: byStatus.get(2) ?? 0,
  };
}

/** Orders billed in the range, but cancelled ones. */
export async function countOrders(db: Executor, range: DayRange): Promise<number> {
  let query = db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('bill_day', '>=', range.start)
    .where('bill_day', '<=', range.end)
    // A cancelled invoice leaves the day's totals (docs/product.md#gst-invoices).
    .where('cancelled_at', 'is', null);
  if (range.staffId !== undefined) query = query.where('id', 'in', ordersOfStaff(db, range.staffId, range));
  return Number((await query.executeTakeFirstOrThrow()).count);
}

function serviceRowsOf(db: Executor, range: DayRange) {
  let query = db
    .selectFrom('order_services')
    .where('order_services.bill_day', '>=', range.start)
    .where('order_services.bill_day', '<=', range.end);
  if (range.staffId !== undefined)
    query = query.where('order_services.order_id', 'in', ordersOfStaff(db, range.staffId, range));
  return query;
}

/** Services done on orders billed in the range (Σ quantity). */
export async function countServicesDone(db: Executor, range: DayRange): Promise<number> {
  const row = await serviceRowsOf(db, range)
    .select((eb) => eb.fn.sum<number | string | null>('order_services.qty').as('qty'))
    .executeTakeFirstOrThrow();
  return Number(row.qty ?? 0);
}

/**
 * The most done services of the range: how many (Σ quantity) and what they billed (paise). The sums by service id
 * come from the lines' covering index (migration 009); only the grouped rows meet the services table.
 */
export async function findTopServices(db: Executor, range: DayRange, limit: number) {
  // Grouped by `+service_id`, an expression: by the bare column SQLite walks the by-service index to skip a sort,
  // and reads every line's row for its sums, where the day range of the covering index has them all.
  const serviceId = sql<number>`+order_services.service_id`;
  const done = serviceRowsOf(db, range)
    .select([
      serviceId.as('service_id'),
      (eb) => eb.fn.sum<number | string>('order_services.qty').as('count'),
      (eb) => eb.fn.sum<number | string>('order_services.total_paise').as('total_paise'),
    ])
    .groupBy(serviceId);
  const rows = await db
    .selectFrom(done.as('done'))
    .innerJoin('services', 'services.id', 'done.service_id')
    .select([
      'services.id as id',
      'services.name as name',
      'services.name_hi as name_hi',
      'done.count as count',
      'done.total_paise as total_paise',
    ])
    .orderBy('done.count', 'desc')
    .orderBy('done.total_paise', 'desc')
    .orderBy('services.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameHi: row.name_hi,
    count: Number(row.count),
    totalPaise: Number(row.total_paise),
  }));
}

/** Cash and online received on each day of the range that had payments (paise). */
export async function findTakingsByDay(db: Executor, range: DayRange) {
  let query = db
    .selectFrom('order_payments')
    .select([
      'paid_on',
      (eb) => eb.fn.sum<number | string>('cash_paise').as('cash_paise'),
      (eb) => eb.fn.sum<number | string>('online_paise').as('online_paise'),
    ])
    .where('paid_on', '>=', range.start)
    .where('paid_on', '<=', range.end)
    .where('cancelled', '=', 0);
  // A payment in the range may be for an order billed before it: match the order's staff row, not a day range.
  const staffId = range.staffId;
  if (staffId !== undefined) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_staff')
          .select('order_staff.order_id')
          .whereRef('order_staff.order_id', '=', 'order_payments.order_id')
          .where('order_staff.staff_id', '=', staffId),
      ),
    );
  }
  const rows = await query.groupBy('paid_on').execute();
  return rows.map((row) => ({
    day: row.paid_on,
    cashPaise: Number(row.cash_paise),
    onlinePaise: Number(row.online_paise),
  }));
}

export type YearlyDateColumn = 'dob' | 'anniversary';

/**
 * Active users whose dob or anniversary falls on one of the month-days ('MM-DD'), or every active user with the
 * date when `monthDays` is null. Only the matching rows leave the database, however many customers there are.
 */
export function findUsersWithYearlyDate(db: Executor, column: YearlyDateColumn, monthDays: readonly string[] | null) {
  let query = db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'image', `${column} as date`])
    .where('status', '=', 1)
    .where(column, 'is not', null);
  if (monthDays) {
    if (monthDays.length === 0) return Promise.resolve([]);
    query = query.where(sql<string>`substr(${sql.ref(column)}, 6, 5)`, 'in', monthDays);
  }
  return query.execute();
}
