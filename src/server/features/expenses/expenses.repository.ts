/**
 * Queries on the tables the cash book owns (expenses, cash_book_lock), and the salary sums its list shows. The book
 * is ordered by (date, id); every write takes the lock row first, in its transaction (see lockCashBook).
 */
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { ExpenseSort } from '@shared/expenses.schemas';
import { nowInstant, type Executor } from '@server/db/database';
import {
  insertStamped,
  insertStampedRows,
  stamped,
  updateStamped,
  type RowChange,
  type Unstamped,
} from '@server/db/stamped-rows';
import type { Database, ExpenseRow, ExpensesTable } from '@server/db/tables';

export type ExpenseWithAdder = ExpenseRow & { user_name: string };

/**
 * The first statement of every cash-book write: one row every writer updates, so writers take their turn on both
 * engines (PostgreSQL holds the row lock to the end of the transaction; SQLite takes its write lock here, before
 * anything is read, so no transaction reads a book that another is about to change).
 */
export async function lockCashBook(tx: Executor): Promise<void> {
  await tx
    .updateTable('cash_book_lock')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

const withAdder = (db: Executor) =>
  db
    .selectFrom('expenses')
    .innerJoin('users', 'users.id', 'expenses.user_id')
    .selectAll('expenses')
    .select('users.name as user_name');

export function findExpense(db: Executor, id: number): Promise<ExpenseWithAdder | undefined> {
  return withAdder(db).where('expenses.id', '=', id).executeTakeFirst();
}

/** The last entry of the book: the greatest (date, id). */
export function findLastExpense(db: Executor): Promise<ExpenseRow | undefined> {
  return db
    .selectFrom('expenses')
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

type Position = Pick<ExpenseRow, 'date' | 'id'>;

/** Entries after a position in book order. */
const after =
  ({ date, id }: Position) =>
  (eb: ExpressionBuilder<Database, 'expenses'>) =>
    eb.or([eb('date', '>', date), eb.and([eb('date', '=', date), eb('id', '>', id)])]);

const before =
  ({ date, id }: Position) =>
  (eb: ExpressionBuilder<Database, 'expenses'>) =>
    eb.or([eb('date', '<', date), eb.and([eb('date', '=', date), eb('id', '<', id)])]);

/** The entry nearest to one on a side: before it (walking back in book order, desc) or after it (asc). */
function nearest(tx: Executor, side: ReturnType<typeof before>, direction: 'asc' | 'desc') {
  return tx
    .selectFrom('expenses')
    .selectAll()
    .where(side)
    .orderBy('date', direction)
    .orderBy('id', direction)
    .limit(1)
    .executeTakeFirst();
}

/** The entries right before and right after one, in book order. */
export async function findNeighbours(
  tx: Executor,
  entry: Position,
): Promise<{ previous: ExpenseRow | undefined; next: ExpenseRow | undefined }> {
  const previous = await nearest(tx, before(entry), 'desc');
  const next = await nearest(tx, after(entry), 'asc');
  return { previous, next };
}

/** The entries of one day (id and whether each is a holiday). */
export function findDayEntries(tx: Executor, date: string): Promise<{ id: number; is_holiday: number }[]> {
  return tx.selectFrom('expenses').select(['id', 'is_holiday']).where('date', '=', date).execute();
}

export type NewExpense = Unstamped<'expenses'>;

/** The row a cash-book entry is stored as: the inserts' here, and the large data set's (scripts/seed-large.ts). */
export function expenseRow(entry: NewExpense, at: string = nowInstant()): Insertable<ExpensesTable> {
  return stamped(entry, at);
}

export function insertExpense(tx: Executor, entry: NewExpense): Promise<number> {
  return insertStamped(tx, 'expenses', entry);
}

/** Entries of different days with their closings already computed, in one statement (the demo's book). */
export async function insertExpenses(tx: Executor, entries: readonly NewExpense[]): Promise<void> {
  await insertStampedRows(tx, 'expenses', entries);
}

export async function updateExpense(
  tx: Executor,
  id: number,
  changes: Omit<RowChange<'expenses'>, 'user_id'>,
): Promise<void> {
  await updateStamped(tx, 'expenses', id, changes);
}

export async function deleteExpense(tx: Executor, id: number): Promise<void> {
  await tx.deleteFrom('expenses').where('id', '=', id).execute();
}

/** Moves the closing of every entry after a position by `deltaPaise`, in one statement. */
export async function shiftClosingsAfter(tx: Executor, position: Position, deltaPaise: number): Promise<void> {
  if (deltaPaise === 0) return;
  await tx
    .updateTable('expenses')
    .set((eb) => ({ closing_paise: eb('closing_paise', '+', deltaPaise) }))
    .where(after(position))
    .execute();
}

const SORT_COLUMNS = {
  total: 'total_paise',
  cash: 'cash_paise',
  expense: 'expense_paise',
  closing: 'closing_paise',
} as const satisfies Record<Exclude<ExpenseSort, 'date'>, keyof ExpensesTable>;

export interface ExpenseFilter {
  /** First and last day, inclusive. */
  start: string;
  end: string;
  sortby: ExpenseSort;
  direction: 'asc' | 'desc';
  /** The page: at most `limit` entries after the first `offset`. */
  limit: number;
  offset: number;
}

/**
 * A page of the entries of a range with the adder's name. Every order ends on the id, so the order is total and
 * pages never overlap: by date, (date, id) both ways; by a column, ties keep book order.
 */
export function listExpenses(db: Executor, filter: ExpenseFilter): Promise<ExpenseWithAdder[]> {
  let query = withAdder(db).where('expenses.date', '>=', filter.start).where('expenses.date', '<=', filter.end);
  if (filter.sortby === 'date') {
    query = query.orderBy('expenses.date', filter.direction).orderBy('expenses.id', filter.direction);
  } else {
    query = query
      .orderBy(`expenses.${SORT_COLUMNS[filter.sortby]}`, filter.direction)
      .orderBy('expenses.date', 'asc')
      .orderBy('expenses.id', 'asc');
  }
  return query.limit(filter.limit).offset(filter.offset).execute();
}

export interface ExpenseSums {
  count: number;
  totalPaise: number;
  cashPaise: number;
  onlinePaise: number;
  expensePaise: number;
  expenseOnlinePaise: number;
  /** The closing of the range's last entry in book order; null when the range has none. */
  closingPaise: number | null;
}

/** The range's entries counted and summed by the database, and its last closing: no row leaves it. */
export async function sumExpenses(db: Executor, start: string, end: string): Promise<ExpenseSums> {
  const inRange = db.selectFrom('expenses').where('date', '>=', start).where('date', '<=', end);
  const sum = (column: keyof ExpensesTable) => sql<number | string>`coalesce(sum(${sql.ref(column)}), 0)`;
  const [sums, last] = await Promise.all([
    inRange
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        sum('total_paise').as('total'),
        sum('cash_paise').as('cash'),
        sum('online_paise').as('online'),
        sum('expense_paise').as('expense'),
        sum('expense_online_paise').as('expense_online'),
      ])
      .executeTakeFirstOrThrow(),
    inRange.select('closing_paise').orderBy('date', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  return {
    count: Number(sums.count),
    totalPaise: Number(sums.total),
    cashPaise: Number(sums.cash),
    onlinePaise: Number(sums.online),
    expensePaise: Number(sums.expense),
    expenseOnlinePaise: Number(sums.expense_online),
    closingPaise: last ? last.closing_paise : null,
  };
}

/**
 * The salaries dated in a range, paid in cash and online (the list's amount and online_amount). The salary feature
 * owns and writes that table; the cash book only adds it up.
 */
export async function sumSalaries(
  db: Executor,
  start: string,
  end: string,
): Promise<{ cashPaise: number; onlinePaise: number }> {
  const row = await db
    .selectFrom('salaries')
    .select([
      sql<number | string>`coalesce(sum(amount_paise), 0)`.as('cash'),
      sql<number | string>`coalesce(sum(online_amount_paise), 0)`.as('online'),
    ])
    .where('date', '>=', start)
    .where('date', '<=', end)
    .executeTakeFirstOrThrow();
  return { cashPaise: Number(row.cash), onlinePaise: Number(row.online) };
}
