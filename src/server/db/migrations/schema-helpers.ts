import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/** An auto-increment integer primary key, spelled for each engine, so both get the same schema. */
export function withId<T extends string>(
  kind: DatabaseKind,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return kind === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export type MigrationStep = (db: Kysely<unknown>, kind: DatabaseKind) => Promise<void>;

/** When a row was made and last changed: instants as ISO 8601 text (docs/architecture.md#data). */
export function withTimestamps<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table.addColumn('created_at', 'varchar(30)', notNull).addColumn('updated_at', 'varchar(30)', notNull);
}

/** Not-null integer columns, in the order named (amounts in paise, quantities). For a table's `$call`. */
export function integerColumns(...names: readonly string[]) {
  return <T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, string> =>
    names.reduce<CreateTableBuilder<T, string>>((columns, name) => columns.addColumn(name, 'integer', notNull), table);
}

/** Adds a not-null column to a table that may already hold rows: those rows take `value`. */
export async function addColumnWithDefault(
  db: Kysely<unknown>,
  table: string,
  column: string,
  type: ColumnDataType,
  value: string | number,
): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn(column, type, (c) => c.notNull().defaultTo(value))
    .execute();
}

/** A plain index on these columns of a table, in this order. */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: readonly string[],
): Promise<void> {
  await db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns])
    .execute();
}
