/**
 * The number of rows in every table of a test app's database, for tests that check a refused request wrote nothing
 * (the fuzz test, the bounds test). Tables that refusals write on purpose are left out.
 */
import { sql } from 'kysely';
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

/** A function that answers the rows of every other table, summed, in one query. */
export async function rowCounter(t: TestApp): Promise<() => Promise<number>> {
  const tables = (await t.context.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !WRITTEN_ON_REFUSAL.has(name));
  const total = sql.join(
    tables.map((name) => sql`(select count(*) from ${sql.table(name)})`),
    sql` + `,
  );
  return async () => {
    const { rows } = await sql<{ n: number | string }>`select ${total} as n`.execute(t.context.db);
    return Number(rows[0]!.n);
  };
}
