/**
 * Real faults under load (issue 8, items 9 and 10), each against its own server process started from the sources:
 *   a. PostgreSQL stopped mid-load (a private cluster on a spare port; the machine's own is never touched):
 *      answers are 2xx or 503, every acknowledged invoice is stored whole, and the same process serves again.
 *   b. SIGTERM under load: every request already sent gets its full answer, then the process exits 0.
 *   c. kill -9 during a write load on SQLite: every acknowledged invoice is there after a restart, integrity ok.
 *   d. A full disk (a small tmpfs, as root): writes answer 507, nothing is corrupted, writes work again once
 *      there is room, without a restart.
 * Each scenario runs once (beforeAll) and each check of it is a test. A whole run writes the `resilience` section of
 * docs/quality.md. The faults the app meets inside one process (a cut connection, a full disk simulated) are API
 * tests: src/server/test/resilience.test.ts.
 *
 * The vitest project `resilience`, not part of npm test (about a minute of two busy cores, root for d, and it rewrites
 * docs/quality.md): npm run resilience, or one scenario: npm run resilience -- -t 'SIGTERM'. a needs
 * PostgreSQL's programs (PG_BIN, else pg_config on the PATH); d needs root (it mounts a tmpfs, and unmounts it at the
 * end) and is skipped otherwise.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@server/config';
import { openDatabase, type Db } from '@server/db/database';
import { DATABASE_FAULTS } from '@server/db/db-errors';
import { freePort, type ServerProcess } from '@server/test/server-process';
import { DEMO } from '@server/db/seed/demo-users';
import { runContext, writeQualitySection } from '../scripts/quality-doc';
import {
  auditOrders,
  call,
  createOrder,
  CUT,
  deskOf,
  integrityOf,
  invoice,
  LOG_DIR,
  NO_ANSWER,
  pause,
  seconds,
  slowRequest,
  sqliteDatabase,
  startApp,
  startLoad,
  storedOf,
  Tally,
  uidOf,
  waitUntil,
  type Answer,
  type Desk,
} from './load';

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;
const context = runContext('SQLite and PostgreSQL 15');

// --- the report: each check's figure, and a row of figures per scenario ----------------------------------------

const checks: { scenario: string; what: string; figure: string; ok: boolean }[] = [];
const figures: string[][] = [];

/** A check of a scenario's outcome as a test: its figure goes into the report, marked ok once `assert` passes. */
function check(scenario: string, what: string, figure: () => string | number, assert: () => void): void {
  it(what, () => {
    const entry = { scenario, what, figure: String(figure()), ok: false };
    checks.push(entry);
    assert();
    entry.ok = true;
  });
}

/** What a scenario found of the invoices it sent: how many were acknowledged, and the audit of the table. */
interface InvoiceOutcome {
  tally: { acknowledged: unknown[] };
  audit: { missing: number; halfWritten: number };
}

/** Two checks: every acknowledged invoice is stored (`figure` says how many) and none is half-written. */
function checkStoredAndWhole(scenario: string, what: string, figure: () => string, outcome: () => InvoiceOutcome) {
  check(scenario, what, figure, () => expect(outcome().audit.missing).toBe(0));
  check(
    scenario,
    'no half-written invoice',
    () => outcome().audit.halfWritten,
    () => expect(outcome().audit.halfWritten).toBe(0),
  );
}

/** One check: every acknowledged invoice is stored and none is half-written. */
function checkAllStored(scenario: string, what: string, outcome: () => InvoiceOutcome): void {
  check(
    scenario,
    what,
    () => {
      const { tally, audit } = outcome();
      return `${tally.acknowledged.length} acknowledged, ${audit.missing} missing, ${audit.halfWritten} half-written`;
    },
    () => expect(outcome().audit).toMatchObject({ missing: 0, halfWritten: 0 }),
  );
}

/** What a scenario has open: its server and a connection to its database, and what else it set up, to undo. */
interface Held {
  server?: ServerProcess;
  db?: Db;
  /** Undone last first, once the server has stopped. */
  undo: (() => unknown)[];
}

/**
 * Runs scenario `id` once before its checks, in a fresh folder of its own (`resilience-<id>-…`), and gives its outcome
 * (filled in once it has run, for the checks to read). Whatever happens, the connection and the server `held` has at
 * the end are closed, what the scenario set up is undone and the folder is deleted.
 */
function runOnce<Outcome extends object>(
  id: string,
  scenario: (folder: string, held: Held) => Promise<Outcome>,
): Outcome {
  const outcome = {} as Outcome;
  beforeAll(async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), `resilience-${id}-`));
    const held: Held = { undo: [] };
    try {
      Object.assign(outcome, await scenario(folder, held));
    } finally {
      await held.db?.destroy();
      await held.server?.stop();
      for (const undo of held.undo.reverse()) await undo();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);
  return outcome;
}

/** The desk of a server that has just started, read through a connection to its database closed again at once. */
async function deskThrough(server: ServerProcess, database: Config['database']): Promise<Desk> {
  const db = openDatabase(database).db;
  try {
    return await deskOf(server, db);
  } finally {
    await db.destroy();
  }
}

afterAll(() => {
  if (!isRoot) {
    checks.push({ scenario: 'd', what: 'full disk', figure: 'skipped: mounting a tmpfs needs root', ok: true });
    figures.push(['d. full disk', '-', 'skipped (not root)', '-', '-']);
  }
  const isWhole = figures.length === 4;
  const hasFailed = checks.some((entry) => !entry.ok);
  if (isWhole) {
    const table = [
      '| fault | requests | answers by status | writes acknowledged / of them stored | recovery |',
      '| --- | ---: | --- | --- | --- |',
      ...figures.map((row) => `| ${row.join(' | ')} |`),
    ].join('\n');
    const list = checks.map((c) => `- ${c.ok ? 'ok' : '**FAILED**'} (${c.scenario}) ${c.what}: ${c.figure}`).join('\n');
    writeQualitySection(
      'resilience',
      `## Resilience under faults\n\n${context} \`npm run resilience\` (resilience/real-faults.test.ts): each fault ` +
        `hits its own server process; invoices are written and lists read by parallel workers. 503 and 507 are the ` +
        `clear answers (database unreachable, disk full); "no answer" counts requests the server never answered.\n\n` +
        `${table}\n\n${list}\n`,
    );
  }
  if (hasFailed) console.warn(`The servers' logs are in ${LOG_DIR}`);
  else fs.rmSync(LOG_DIR, { recursive: true, force: true });
});

// --- a. PostgreSQL stopped under load --------------------------------------------------------------------------

describe('a. PostgreSQL stopped under load (a private cluster)', () => {
  const outcome = runOnce('a', async (dataDir, held) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-pg-'));
    held.undo.push(() => fs.rmSync(root, { recursive: true, force: true }));
    const cluster = path.join(root, 'cluster');
    const port = await freePort();
    // PostgreSQL's programs (PG_BIN, else where pg_config says); it refuses to run as root, so root runs it as postgres.
    const bin = process.env.PG_BIN ?? (await run('pg_config', ['--bindir'])).stdout.trim();
    const asPostgres = (command: string, ...args: string[]) =>
      isRoot
        ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
        : run(path.join(bin, command), args);
    const pgCtl = (...args: string[]) =>
      asPostgres('pg_ctl', '-D', cluster, '-l', path.join(root, 'postgres.log'), '-w', ...args);
    held.undo.push(() => pgCtl('-m', 'immediate', 'stop').catch(() => undefined));
    if (isRoot) await run('chown', ['postgres', root]);
    await asPostgres('initdb', '-D', cluster, '-A', 'trust', '-U', 'postgres', '--no-sync');
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;
    await pgCtl('-o', options, 'start');
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const server = await startApp(dataDir, url);
    held.server = server;
    const desk = await deskThrough(server, { kind: 'postgres', url });

    const tally = new Tally();
    const stopLoad = startLoad(server, desk, 6, tally, DATABASE_FAULTS.unreachable.message);
    await pause(3_000);
    const stopped = performance.now();
    await pgCtl('-m', 'fast', 'stop');
    const stopMs = performance.now() - stopped;
    await pause(3_000);
    const outage = new Tally();
    outage.record(await createOrder(server, desk, 'res-outage'));
    await pgCtl('-o', options, 'start');
    const recoveryMs = await waitUntil(
      async () => (await call(server, 'GET', '/api/order/list_order', desk.token)).status === 200,
      30_000,
    );
    await pause(2_000);
    await stopLoad();
    const pid = server.child.pid;
    const after = await createOrder(server, desk, 'res-after');

    const db = openDatabase({ kind: 'postgres', url }).db;
    held.db = db;
    const audit = await auditOrders(db, tally.acknowledged);
    const outageStored = await db.selectFrom('orders').select('id').where('data', 'like', '%res-outage%').execute();
    figures.push([
      'a. PostgreSQL stopped mid-load',
      String(tally.requests),
      tally.statuses(),
      `${tally.acknowledged.length} / ${tally.acknowledged.length - audit.missing}`,
      `${seconds(recoveryMs)} s`,
    ]);
    return {
      tally,
      outage,
      outageStored: outageStored.length,
      stopMs,
      recoveryMs,
      after,
      isSameProcess: server.child.pid === pid && server.child.exitCode === null,
      audit,
    };
  });

  check(
    'a',
    'answers are 2xx or 503 only (no 500, none unanswered)',
    () => `${outcome.tally.statuses()} (PostgreSQL took ${seconds(outcome.stopMs)} s to stop)`,
    () => expect(outcome.tally.count((s) => s !== 200 && s !== 503)).toBe(0),
  );
  check(
    'a',
    '503s carry the clear message',
    () => `${outcome.tally.count((s) => s === 503)} × 503, ${outcome.tally.unclear.length} unclear`,
    () => expect(outcome.tally.unclear).toEqual([]),
  );
  check(
    'a',
    'slowest 503',
    () => `${Math.round(outcome.tally.slowestRefusalMs)} ms`,
    () => expect(outcome.tally.slowestRefusalMs).toBeLessThan(5_000),
  );
  check(
    'a',
    'a write while stopped answers 503 and stores nothing',
    () => `${outcome.outage.statuses()}, stored ${outcome.outageStored}`,
    () => {
      expect(outcome.outage.count((s) => s === 503)).toBe(1);
      expect(outcome.outageStored).toBe(0);
    },
  );
  checkStoredAndWhole(
    'a',
    'every acknowledged invoice is stored',
    () => `${outcome.tally.acknowledged.length} acknowledged, ${outcome.audit.missing} missing`,
    () => outcome,
  );
  check(
    'a',
    'same process serves again after PostgreSQL restarts',
    () => `first 200 ${seconds(outcome.recoveryMs)} s after it accepted connections`,
    () => {
      expect(outcome.recoveryMs).toBeLessThan(Number.POSITIVE_INFINITY);
      expect(outcome.after.status).toBe(200);
      expect(outcome.isSameProcess).toBe(true);
    },
  );
});

// --- b. SIGTERM under load -------------------------------------------------------------------------------------

describe('b. SIGTERM under load (SQLite)', () => {
  const outcome = runOnce('b', async (dataDir, held) => {
    // Sign-ins hash at this cost: each takes a while (yet well under the 10 s idle-socket limit on a busy machine).
    const server = await startApp(dataDir, '', { PASSWORD_HASH_COST: '15' });
    held.server = server;
    const db = openDatabase(sqliteDatabase(dataDir)).db;
    held.db = db;
    const desk = await deskOf(server, db);
    const tally = new Tally();
    const stopLoad = startLoad(server, desk, 6, tally);
    await pause(1_500);
    const signIn = { phone: DEMO.staff.phone, password: DEMO.staff.password };
    const slow = [
      ...[0, 1, 2].map((n) =>
        slowRequest(server, '/api/order/create_order', invoice(desk, `res-slow-${n}`), desk.token, 1_500),
      ),
      // A sign-in's body arrives, then its password hashes: in flight a while longer.
      ...[0, 1].map(() => slowRequest(server, '/api/login', signIn, undefined, 300)),
    ];
    await Promise.race([Promise.all(slow.map((request) => request.isAccepted)), pause(15_000)]);
    const signalled = performance.now();
    // The loops start nothing new: every request counted below was sent before the signal.
    const loadStopped = stopLoad();
    server.signal('SIGTERM');
    const slowAnswers = await Promise.all(slow.map((request) => request.answer));
    await loadStopped;
    const code = await server.exited;
    const exitMs = performance.now() - signalled;
    for (const answer of slowAnswers.slice(0, 3)) {
      const uid = uidOf(answer);
      if (uid) tally.acknowledged.push(uid);
    }
    const refused = await call(server, 'GET', '/api/health');
    const audit = await auditOrders(db, tally.acknowledged);
    const unansweredStored = await storedOf(db, tally.unanswered);
    const all = new Tally();
    for (const [status, n] of tally.byStatus) all.byStatus.set(status, n);
    for (const answer of slowAnswers) all.record(answer);
    figures.push([
      'b. SIGTERM mid-load',
      String(tally.requests + slowAnswers.length),
      all.statuses(),
      `${tally.acknowledged.length} / ${tally.acknowledged.length - audit.missing}`,
      `exit ${code} after ${seconds(exitMs)} s`,
    ]);
    return { tally, slowAnswers, unansweredStored, code, exitMs, refused, audit };
  });

  check(
    'b',
    'slow requests in flight (bodies still arriving, sign-ins hashing) get full 200 answers',
    () => outcome.slowAnswers.map((a) => a.status).join(' '),
    () => expect(outcome.slowAnswers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]),
  );
  check(
    'b',
    'load: no 500, no answer cut off half-way',
    () => outcome.tally.statuses(),
    () => expect(outcome.tally.count((s) => s === CUT || (s >= 500 && s !== 503))).toBe(0),
  );
  // A request sent on a kept-alive connection just as the server closes it is never read: the client sees the
  // connection close (or Fastify's 503 while closing) and may retry. Proof it was never begun: nothing stored.
  check(
    'b',
    'unanswered writes were never begun (none stored)',
    () => `${outcome.tally.unanswered.length} unanswered, ${outcome.unansweredStored} stored`,
    () => expect(outcome.unansweredStored).toBe(0),
  );
  check(
    'b',
    'the process exits 0 after them',
    () => `exit ${outcome.code} after ${seconds(outcome.exitMs)} s`,
    () => expect(outcome.code).toBe(0),
  );
  check(
    'b',
    'new connections are refused after',
    () => (outcome.refused.status === NO_ANSWER ? 'refused' : outcome.refused.status),
    () => expect(outcome.refused.status).toBe(NO_ANSWER),
  );
  checkAllStored('b', 'every acknowledged invoice is stored', () => outcome);
});

// --- c. kill -9 during a write load on SQLite ------------------------------------------------------------------

describe('c. kill -9 during a write load (SQLite)', () => {
  const outcome = runOnce('c', async (dataDir, held) => {
    const killed = await startApp(dataDir);
    held.server = killed;
    const desk = await deskThrough(killed, sqliteDatabase(dataDir));
    const tally = new Tally();
    const stopLoad = startLoad(killed, desk, 8, tally);
    await waitUntil(() => tally.acknowledged.length >= 150, 20_000);
    // The loops start nothing new: what is unanswered below was in flight when the process died.
    const loadStopped = stopLoad();
    killed.signal('SIGKILL');
    await killed.exited;
    await loadStopped;
    const restarted = performance.now();
    const server = await startApp(dataDir);
    held.server = server;
    const restartMs = performance.now() - restarted;
    const integrity = integrityOf(dataDir);
    const db = openDatabase(sqliteDatabase(dataDir)).db;
    held.db = db;
    const audit = await auditOrders(db, tally.acknowledged);
    const after = await createOrder(server, desk, 'res-after');
    figures.push([
      'c. kill -9 mid-write (SQLite)',
      String(tally.requests),
      tally.statuses(),
      `${tally.acknowledged.length} / ${tally.acknowledged.length - audit.missing} (${audit.stored} in the table)`,
      `restart ${seconds(restartMs)} s, integrity ${integrity}`,
    ]);
    return { tally, audit, integrity, restartMs, after };
  });

  checkStoredAndWhole(
    'c',
    'every acknowledged invoice is stored after the restart',
    () =>
      `${outcome.tally.acknowledged.length} acknowledged, ${outcome.audit.stored} stored, ${outcome.audit.missing} missing`,
    () => outcome,
  );
  check(
    'c',
    'PRAGMA integrity_check',
    () => outcome.integrity,
    () => expect(outcome.integrity).toBe('ok'),
  );
  check(
    'c',
    'the restarted server takes writes',
    () => `${outcome.after.status}, restart ${seconds(outcome.restartMs)} s`,
    () => expect(outcome.after.status).toBe(200),
  );
});

// --- d. a full disk --------------------------------------------------------------------------------------------

describe.skipIf(!isRoot)('d. a full disk (SQLite on a small tmpfs, as root)', () => {
  const outcome = runOnce('d', async (mountPoint, held) => {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', mountPoint]);
    held.undo.push(() => run('umount', [mountPoint]).catch((error: unknown) => console.error('umount failed:', error)));
    const server = await startApp(mountPoint);
    held.server = server;
    const desk = await deskThrough(server, sqliteDatabase(mountPoint));
    // Leave about 256 KiB free, then write until the disk refuses.
    const filler = path.join(mountPoint, 'filler');
    const free = fs.statfsSync(mountPoint);
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, free.bavail * free.bsize - 256 * 1024)));
    const tally = new Tally();
    let refusedInRow = 0;
    for (let n = 0; refusedInRow < 20 && n < 5_000; n += 1) {
      const write = await createOrder(server, desk, `res-${n}`);
      tally.record(write, DATABASE_FAULTS.diskFull.message);
      const uid = uidOf(write);
      if (uid) tally.acknowledged.push(uid);
      refusedInRow = write.status === 200 ? 0 : refusedInRow + 1;
    }
    const read = await call(server, 'GET', '/api/order/list_order', desk.token);
    const integrityWhileFull = integrityOf(mountPoint);
    fs.rmSync(filler);
    let after: Answer | undefined;
    const recoveryMs = await waitUntil(async () => {
      after = await createOrder(server, desk, 'res-after');
      tally.record(after, DATABASE_FAULTS.diskFull.message);
      return after.status === 200;
    }, 10_000);
    const afterUid = after && uidOf(after);
    if (afterUid) tally.acknowledged.push(afterUid);
    const db = openDatabase(sqliteDatabase(mountPoint)).db;
    held.db = db;
    const audit = await auditOrders(db, tally.acknowledged);
    const integrity = integrityOf(mountPoint);
    figures.push([
      'd. full disk (24 MB tmpfs)',
      String(tally.requests),
      tally.statuses(),
      `${tally.acknowledged.length} / ${tally.acknowledged.length - audit.missing}`,
      `${seconds(recoveryMs)} s after space returned`,
    ]);
    return {
      tally,
      read,
      integrityWhileFull,
      integrity,
      recoveryMs,
      isSameProcess: server.child.exitCode === null,
      audit,
    };
  });

  check(
    'd',
    'the disk filled: writes refused with 507 (no 500, none unanswered)',
    () => outcome.tally.statuses(),
    () => {
      expect(outcome.tally.count((s) => s === 507)).toBeGreaterThan(0);
      expect(outcome.tally.count((s) => s !== 200 && s !== 507)).toBe(0);
    },
  );
  check(
    'd',
    '507s carry the clear message',
    () => `${outcome.tally.unclear.length} unclear`,
    () => expect(outcome.tally.unclear).toEqual([]),
  );
  check(
    'd',
    'reads still answer while the disk is full',
    () => outcome.read.status,
    () => expect(outcome.read.status).toBe(200),
  );
  check(
    'd',
    'PRAGMA integrity_check while full and after',
    () => `${outcome.integrityWhileFull}, ${outcome.integrity}`,
    () => expect([outcome.integrityWhileFull, outcome.integrity]).toEqual(['ok', 'ok']),
  );
  check(
    'd',
    'writes work again once there is room, same process',
    () => `${seconds(outcome.recoveryMs)} s after the filler was deleted`,
    () => {
      expect(outcome.recoveryMs).toBeLessThan(Number.POSITIVE_INFINITY);
      expect(outcome.isSameProcess).toBe(true);
    },
  );
  checkAllStored('d', 'every acknowledged invoice is stored, none half-written', () => outcome);
});
