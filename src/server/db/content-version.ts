/**
 * The public content's version (docs/decisions/020-public-page-cache.md): a number in one row (migration 016) that
 * every write changing what a public page or a public list shows raises in its own transaction: services and
 * categories, offers, the salon's settings and photos, the SEO entries. The caches of public answers and pages
 * (plugins/ready-answers.ts, web-shell/page-cache.ts) keep what they built with the number read before building, and
 * serve it only while the number read for a request is no higher, so a write by any process on the database (a second
 * app process, a script) shows on every process's next request.
 */
import { sql, type CompiledQuery } from 'kysely';
import type { Db, Executor } from './database';

/**
 * Raises the version: call inside the transaction of the write, so the new number and the new content commit
 * together (a reader never sees the number without the content it stands for). On PostgreSQL the row stays locked
 * until the commit, so content writes take turns; they are the admin's few.
 */
export async function bumpContentVersion(trx: Executor): Promise<void> {
  await trx
    .updateTable('content_version')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', 1)
    .execute();
}

/** The read, compiled once per database handle: building a query's SQL costs more than running this one. */
const compiledReads = new WeakMap<Db, CompiledQuery<{ version: number }>>();

async function queryVersion(db: Db): Promise<number> {
  let compiled = compiledReads.get(db);
  if (!compiled) {
    compiled = db.selectFrom('content_version').select('version').where('id', '=', 1).compile();
    compiledReads.set(db, compiled);
  }
  const { rows } = await db.executeQuery(compiled);
  return Number(rows[0]?.version ?? 0);
}

/** The callers waiting for the next read, and the read under way. */
interface Reads {
  waiting: ((outcome: { version: number } | { error: unknown }) => void)[];
  running: boolean;
}

const readsByDatabase = new WeakMap<Db, Reads>();

/**
 * The version as of this call or later. The callers of one turn of the event loop share one read, started once the
 * turn's requests have all been taken in (and after the read under way, if any, has ended): a busy process makes about
 * one query per turn, not one per request, and every caller still gets a number read after it called (a write
 * committed before the call is never missed).
 */
export function readContentVersion(db: Db): Promise<number> {
  let reads = readsByDatabase.get(db);
  if (!reads) readsByDatabase.set(db, (reads = { waiting: [], running: false }));
  const state = reads;
  return new Promise<number>((resolve, reject) => {
    state.waiting.push((outcome) => ('version' in outcome ? resolve(outcome.version) : reject(outcome.error)));
    if (state.waiting.length === 1 && !state.running) setImmediate(() => readFor(db, state));
  });
}

function readFor(db: Db, state: Reads): void {
  const callers = state.waiting;
  state.waiting = [];
  state.running = true;
  queryVersion(db).then(
    (version) => settle({ version }),
    (error: unknown) => settle({ error }),
  );
  function settle(outcome: { version: number } | { error: unknown }) {
    state.running = false;
    for (const caller of callers) caller(outcome);
    if (state.waiting.length > 0) setImmediate(() => readFor(db, state));
  }
}
