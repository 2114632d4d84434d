/** Queries on the table the salary feature owns: `salaries` (money in paise), with the names of who was paid and who recorded it. */
import { sql, type Insertable } from 'kysely';
import type { Executor } from '@server/db/database';
import { nowInstant } from '@server/db/database';
import { insertStamped, stamped, updateStamped, type Unstamped } from '@server/db/stamped-rows';
import type { SalariesTable } from '@server/db/tables';
import type { SalarySortField, SortDirection } from '@shared/salary.schemas';

export type NewSalary = Omit<Unstamped<'salaries'>, 'id'>;
export type SalaryChange = Omit<NewSalary, 'user_id'>;

function salaryRows(db: Executor) {
  return db
    .selectFrom('salaries')
    .innerJoin('users as staff', 'staff.id', 'salaries.staff_id')
    .innerJoin('users as adder', 'adder.id', 'salaries.user_id')
    .select([
      'salaries.id',
      'salaries.date',
      'salaries.staff_id',
      'staff.name as staff_name',
      'salaries.amount_paise',
      'salaries.online_amount_paise',
      'salaries.comment',
      'adder.name as user_name',
      'salaries.created_at',
      'salaries.updated_at',
    ]);
}

export type SalaryListRow = NonNullable<Awaited<ReturnType<typeof findSalaryById>>>;

export function findSalaryById(db: Executor, id: number) {
  return salaryRows(db).where('salaries.id', '=', id).executeTakeFirst();
}

const SORT_COLUMN = {
  date: 'salaries.date',
  amount: 'salaries.amount_paise',
  online_amount: 'salaries.online_amount_paise',
} as const;

export interface SalaryRange {
  start: string;
  end: string;
  /** Only this staff member's payments (a staff member sees their own). */
  staffId?: number;
}

export interface SalaryListFilter extends SalaryRange {
  sortby: SalarySortField;
  direction: SortDirection;
  /** The page: at most `limit` payments after the first `offset`. */
  limit: number;
  offset: number;
}

/**
 * A page of the payments dated in the range; ties go by date, then by the order they were recorded in (the id), so
 * the order is total and pages never overlap.
 */
export function listSalaries(db: Executor, filter: SalaryListFilter) {
  let query = salaryRows(db).where('salaries.date', '>=', filter.start).where('salaries.date', '<=', filter.end);
  if (filter.staffId !== undefined) query = query.where('salaries.staff_id', '=', filter.staffId);
  query = query.orderBy(SORT_COLUMN[filter.sortby], filter.direction);
  if (filter.sortby !== 'date') query = query.orderBy('salaries.date', filter.direction);
  return query.orderBy('salaries.id', filter.direction).limit(filter.limit).offset(filter.offset).execute();
}

/** The range's payments counted and summed by the database (paise): no row leaves it. */
export async function sumSalaryRange(
  db: Executor,
  range: SalaryRange,
): Promise<{ count: number; cashPaise: number; onlinePaise: number }> {
  let query = db
    .selectFrom('salaries')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      sql<number | string>`coalesce(sum(amount_paise), 0)`.as('cash'),
      sql<number | string>`coalesce(sum(online_amount_paise), 0)`.as('online'),
    ])
    .where('date', '>=', range.start)
    .where('date', '<=', range.end);
  if (range.staffId !== undefined) query = query.where('staff_id', '=', range.staffId);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.count), cashPaise: Number(row.cash), onlinePaise: Number(row.online) };
}

/** The row a salary payment is stored as: insertSalary's, and the large data set's (scripts/seed-large.ts). */
export function salaryRow(salary: NewSalary, at: string = nowInstant()): Insertable<SalariesTable> {
  return stamped(salary, at);
}

export function insertSalary(tx: Executor, salary: NewSalary): Promise<number> {
  return insertStamped(tx, 'salaries', salary);
}

/** Answers whether the row was there to change. */
export function updateSalary(tx: Executor, id: number, change: SalaryChange): Promise<boolean> {
  return updateStamped(tx, 'salaries', id, change);
}

/** Answers whether a row was deleted. */
export async function deleteSalary(tx: Executor, id: number): Promise<boolean> {
  const result = await tx.deleteFrom('salaries').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The staff id of a payment, read inside the caller's transaction. */
export function findSalaryStaffId(tx: Executor, id: number) {
  return tx.selectFrom('salaries').select(['id', 'staff_id']).where('id', '=', id).executeTakeFirst();
}
