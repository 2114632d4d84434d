/**
 * A database of a migration test's own, migrated up to a step, as an older salon's would be: on SQLite in memory, and
 * on PostgreSQL (when the tests run there) in a schema of its own, dropped by `close`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { usesPostgres } from '@server/test/test-app';
import { openDatabase, type OpenedDatabase } from '../database';
import { migrateUpTo } from './index';

export type DatabaseAtStep = OpenedDatabase & { schema: string | undefined; close: () => Promise<void> };

async function query(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function databaseAtStep(step: string): Promise<DatabaseAtStep> {
  const url = process.env.TEST_DATABASE_URL;
  if (usesPostgres() && url) {
    const schema = `m_${randomBytes(6).toString('hex')}`;
    await query(url, `create schema ${schema}`);
    const opened = openDatabase({ kind: 'postgres', url, schema });
    const close = async () => {
      await opened.db.destroy();
      await query(url, `drop schema ${schema} cascade`);
    };
    await migrateUpTo(opened.db, opened.kind, step, schema);
    return { ...opened, schema, close };
  }
  const opened = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateUpTo(opened.db, opened.kind, step);
  return { ...opened, schema: undefined, close: () => opened.db.destroy() };
}
