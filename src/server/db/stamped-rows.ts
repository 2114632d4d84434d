/**
 * The writes every feature's repository makes on the tables whose rows carry an id, `created_at` and `updated_at`
 * (instants, docs/architecture.md#data): a new row is stamped with one instant (a batch with the same one), a change
 * moves `updated_at`. Each repository still owns its table (docs/architecture.md#server-request) and names it here.
 */
import type { Generated, Insertable, InsertObject, Kysely, Updateable } from 'kysely';
import { nowInstant, type Executor } from './database';
import type { Database } from './tables';

interface Stamps {
  created_at: string;
  updated_at: string;
}

interface StampedColumns extends Stamps {
  id: Generated<number>;
}

/** The tables whose rows carry both stamps. */
export type StampedTable = {
  [T in keyof Database]: Database[T] extends Stamps & { id: unknown } ? T : never;
}[keyof Database];

/** A new row of a stamped table, before its stamps. */
export type Unstamped<T extends StampedTable> = Omit<Insertable<Database[T]>, keyof Stamps>;

/** A change to a row of a stamped table: any column but its id and stamps. */
export type RowChange<T extends StampedTable> = Omit<Updateable<Database[T]>, 'id' | keyof Stamps>;

/** A new row as stored: created and updated at `at` (now unless given, one instant for a batch). */
export function stamped<Row extends object>(row: Row, at: string = nowInstant()): Row & Stamps {
  return { ...row, created_at: at, updated_at: at };
}

/** Inserts one row, stamped now, and answers its id. */
export async function insertStamped<T extends StampedTable>(
  db: Executor,
  table: T,
  row: Unstamped<T>,
): Promise<number> {
  const inserted = await db
    .insertInto(table)
    .values(stamped(row) as InsertObject<Database, T>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id as number;
}

/**
 * Inserts a row for each item, as `rowOf` builds it at one instant for the whole batch, in one statement; none, no
 * statement.
 */
export async function insertRows<T extends keyof Database, Item>(
  db: Executor,
  table: T,
  items: readonly Item[],
  rowOf: (item: Item, at: string) => Insertable<Database[T]>,
): Promise<void> {
  if (!items.length) return;
  const at = nowInstant();
  await db
    .insertInto(table)
    .values(items.map((item) => rowOf(item, at)) as InsertObject<Database, T>[])
    .execute();
}

/** Inserts new rows in one statement, all stamped with one instant; none, no statement. */
export async function insertStampedRows<T extends StampedTable>(
  db: Executor,
  table: T,
  rows: readonly Unstamped<T>[],
): Promise<void> {
  await insertRows(db, table, rows, (row, at) => stamped(row, at) as Insertable<Database[T]>);
}

/** Changes the row with this id and moves its `updated_at`; answers whether the row was there to change. */
export async function updateStamped<T extends StampedTable>(
  db: Executor,
  table: T,
  id: number,
  change: RowChange<T>,
): Promise<boolean> {
  // Seen through the columns every stamped table has: Kysely cannot type a write to a table that is a type parameter.
  const result = await (db as unknown as Kysely<Record<string, StampedColumns>>)
    .updateTable(table as string)
    .set({ ...change, updated_at: nowInstant() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
