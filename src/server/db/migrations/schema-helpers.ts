import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
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
