/**
 * The number of rows in every table of a test app's database, for tests that check a refused request wrote nothing
 * (the fuzz test, the bounds test), with the tables that refusals write on purpose left out; and in one table.
 */
import { sql } from 'kysely';
import type { Database } from '@server/db/tables';
import type { TestApp } from './test-app';

/**
 * Tables a refused request writes on purpose: failed logins and limited requests are counted to throttle guessing
 * and floods.
 */
export const WRITTEN_ON_REFUSAL: ReadonlySet<string> = new Set([
  'login_failures',
  'request_counts',
  'kysely_migration',
  'kysely_migration_lock',
]);

/**
 * The tables, read again when another test's schema was dropped while the introspection read every schema's (it then
 * fails with "schema … does not exist").
 */
async function tablesOf(t: TestApp, attempt = 1): ReturnType<TestApp['context']['db']['introspection']['getTables']> {
  try {
    return await t.context.db.introspection.getTables();
  } catch (error) {
    if (attempt < 3 && /schema "[^"]{1,63}" does not exist/.test(String(error))) return tablesOf(t, attempt + 1);
    throw error;
  }
}

/** A function that answers the rows of every other table, summed, in one query. */
export async function rowCounter(t: TestApp): Promise<() => Promise<number>> {
  const tables = (await tablesOf(t)).map((table) => table.name).filter((name) => !WRITTEN_ON_REFUSAL.has(name));
  const total = sql.join(
    tables.map((name) => sql`(select count(*) from ${sql.table(name)})`),
    sql` + `,
  );
  return async () => {
    const { rows } = await sql<{ n: number | string }>`select ${total} as n`.execute(t.context.db);
    return Number(rows[0]!.n);
  };
}

/** The number of rows in one table of a test app's database. */
export async function countRows(t: TestApp, table: keyof Database): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
    t.context.db,
  );
  return Number(rows[0]!.n);
}
