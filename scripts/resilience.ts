/**
 * Real faults under load (issue 8, items 9 and 10), each against its own server process started from the sources:
 *   a. PostgreSQL stopped mid-load (a private cluster on a spare port; the machine's own is never touched):
 *      answers are 2xx or 503, every acknowledged invoice is stored whole, and the same process serves again.
 *   b. SIGTERM under load: every request already sent gets its full answer, then the process exits 0.
 *   c. kill -9 during a write load on SQLite: every acknowledged invoice is there after a restart, integrity ok.
 *   d. A full disk (a small tmpfs, as root): writes answer 507, nothing is corrupted, writes work again once
 *      there is room, without a restart.
 * Prints a table, writes the `resilience` section of docs/quality.md, and exits 1 when a check fails.
 *
 * Usage: npm run resilience [-- --only a,b,c,d]. a needs PostgreSQL's programs (PG_BIN, else pg_config on the PATH);
 * d needs root (it mounts a tmpfs, and unmounts it at the end). Takes about a minute and a half on 2 cores.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Config } from '@server/config';
import { openDatabase, type Db } from '@server/db/database';
import { DATABASE_FAULTS } from '@server/db/db-errors';
import { firstActiveService, userIdByPhone } from '@server/test/demo-rows';
import { DEFAULT_SALON_TIMEZONE, salonToday } from '@shared/salon-time';
import { runContext, writeQualitySection } from './quality-doc';
import { freePort } from './free-port';

const run = promisify(execFile);
const STAFF = { phone: '9999900002', password: 'Staff@123' };
const CUSTOMER_PHONE = '9999900011';
// The servers' logs: kept when a check fails, to see why.
const LOG_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-logs-'));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

interface Check {
  scenario: string;
  what: string;
  ok: boolean;
  figure: string;
}
const checks: Check[] = [];
const figures: string[][] = [];

function check(scenario: string, what: string, ok: boolean, figure: string | number): void {
  checks.push({ scenario, what, ok, figure: String(figure) });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}: ${figure}`);
}

// --- the server under test -------------------------------------------------------------------------------------

interface Server {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

async function startServer(dataDir: string, databaseUrl = '', extra: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const logFile = path.join(LOG_DIR, `server-${port}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      PASSWORD_HASH_COST: '12',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      GUEST_BOOKINGS_PER_HOUR: '100000',
      // No pages are needed: keep the server off the shared dist/ folder.
      WEB_DIR: path.join(dataDir, 'no-web'),
      SSR_DIR: path.join(dataDir, 'no-ssr'),
      ...extra,
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited at start (log: ${logFile})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      if (attempt > 600) throw new Error('the server did not start');
    }
    await pause(100);
  }
  return { url, child, exited };
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

const NO_ANSWER = 0;
const CUT = -1;

interface Answer {
  /** NO_ANSWER when nothing came back (refused, reset), CUT when an answer began and broke off. */
  status: number;
  body: Record<string, unknown> | undefined;
  ms: number;
}

async function call(server: Server, method: string, route: string, token?: string, json?: unknown): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(server.url + route, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text().catch(() => undefined);
    if (text === undefined) return { status: CUT, body: undefined, ms: performance.now() - started };
    let body: Record<string, unknown> | undefined;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = undefined;
    }
    return { status: response.status, body, ms: performance.now() - started };
  } catch {
    return { status: NO_ANSWER, body: undefined, ms: performance.now() - started };
  }
}

// --- invoices: the write load ----------------------------------------------------------------------------------

interface Desk {
  token: string;
  staffId: number;
  customerId: number;
  service: { id: number; price: number };
}

async function deskOf(server: Server, db: Db): Promise<Desk> {
  const login = await call(server, 'POST', '/api/login', undefined, STAFF);
  if (login.status !== 200) throw new Error(`staff login failed: ${login.status}`);
  return {
    token: String(login.body!.token),
    staffId: await userIdByPhone(db, STAFF.phone),
    customerId: await userIdByPhone(db, CUSTOMER_PHONE),
    service: await firstActiveService(db),
  };
}

function invoice(desk: Desk, marker: string) {
  return {
    data: {
      services: [{ services: desk.service.id, staff: [desk.staffId], qty: 1, discount: 0 }],
      products: [{ name: marker, price: 10, comment: 'resilience run '.repeat(20), discount: 0 }],
    },
    bill_date: salonToday(DEFAULT_SALON_TIMEZONE),
    cust_id: desk.customerId,
    total_amount: desk.service.price + 10,
    cash: 10,
    online: 0,
  };
}

/** What a load saw: answers by status, the invoices acknowledged (by uid) and the slowest refusal. */
class Tally {
  readonly byStatus = new Map<number, number>();
  readonly acknowledged: string[] = [];
  /** Markers of writes that got no answer, or one cut off: were they stored? */
  readonly unanswered: string[] = [];
  readonly unclear: string[] = [];
  requests = 0;
  slowestRefusalMs = 0;

  record(answer: Answer, expectedRefusal?: string): void {
    this.requests += 1;
    this.byStatus.set(answer.status, (this.byStatus.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500) {
      this.slowestRefusalMs = Math.max(this.slowestRefusalMs, answer.ms);
      if (expectedRefusal && answer.body?.message !== expectedRefusal) this.unclear.push(JSON.stringify(answer.body));
    }
  }

  count(predicate: (status: number) => boolean): number {
    return [...this.byStatus].filter(([status]) => predicate(status)).reduce((sum, [, n]) => sum + n, 0);
  }

  statuses(): string {
    return [...this.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${{ [NO_ANSWER]: 'no answer', [CUT]: 'cut off' }[status] ?? status}: ${n}`)
      .join(', ');
  }
}

/** Workers that each write an invoice and read the list, again and again, until stopped. */
function startLoad(server: Server, desk: Desk, workers: number, tally: Tally, refusal?: string) {
  let isRunning = true;
  let next = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (isRunning) {
      const marker = `res-${next++}`;
      const write = await call(server, 'POST', '/api/order/create_order', desk.token, invoice(desk, marker));
      tally.record(write, refusal);
      const uid = (write.body?.data as { uid?: string } | undefined)?.uid;
      if (write.status === 200 && uid) tally.acknowledged.push(uid);
      if (write.status <= NO_ANSWER) tally.unanswered.push(marker);
      if (!isRunning) break;
      tally.record(await call(server, 'GET', '/api/order/list_order', desk.token), refusal);
      // A refused request answers at once: keep a loop of refusals from spinning the two cores.
      if (write.status !== 200) await pause(20);
    }
  });
  return async () => {
    isRunning = false;
    await Promise.all(loops);
  };
}

/** Acknowledged invoices missing from the database, and invoices stored without (or child rows without) the rest. */
async function auditOrders(db: Db, acknowledged: readonly string[]) {
  const uids = new Set((await db.selectFrom('orders').select('uid').execute()).map((row) => row.uid));
  const orphans = async (table: 'order_staff' | 'order_services' | 'order_payments') =>
    (
      await db
        .selectFrom(table)
        .select('order_id')
        .where('order_id', 'not in', db.selectFrom('orders').select('id'))
        .execute()
    ).length;
  const incomplete = await db
    .selectFrom('orders')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.not(eb.exists(eb.selectFrom('order_services').select('order_id').whereRef('order_id', '=', 'orders.id'))),
        eb.not(eb.exists(eb.selectFrom('order_staff').select('order_id').whereRef('order_id', '=', 'orders.id'))),
        eb.not(eb.exists(eb.selectFrom('order_payments').select('order_id').whereRef('order_id', '=', 'orders.id'))),
      ]),
    )
    .where('data', 'like', '%res-%')
    .execute();
  return {
    stored: uids.size,
    missing: acknowledged.filter((uid) => !uids.has(uid)).length,
    halfWritten:
      (await orphans('order_staff')) +
      (await orphans('order_services')) +
      (await orphans('order_payments')) +
      incomplete.length,
  };
}

/** How many of these invoices (by the product name they carry) are stored. */
async function storedOf(db: Db, markers: readonly string[]): Promise<number> {
  let stored = 0;
  for (const marker of markers) {
    const row = await db.selectFrom('orders').select('id').where('data', 'like', `%"${marker}"%`).executeTakeFirst();
    if (row) stored += 1;
  }
  return stored;
}

async function waitUntil(condition: () => boolean | Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > limitMs) return Number.POSITIVE_INFINITY;
    await pause(50);
  }
  return performance.now() - started;
}

function sqliteDatabase(dataDir: string): Config['database'] {
  return { kind: 'sqlite', file: path.join(dataDir, 'salon.db') };
}

function integrityOf(dataDir: string): string {
  const sqlite = new SQLite(path.join(dataDir, 'salon.db'), { readonly: true });
  try {
    return String(sqlite.pragma('integrity_check', { simple: true }));
  } finally {
    sqlite.close();
  }
}

// --- a. PostgreSQL stopped under load --------------------------------------------------------------------------

async function postgresStopped(): Promise<void> {
  console.log('\na. PostgreSQL stopped under load (a private cluster)');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-pg-'));
  const cluster = path.join(root, 'cluster');
  const port = await freePort();
  // PostgreSQL's programs (PG_BIN, else where pg_config says); it refuses to run as root, so root runs it as postgres.
  const bin = process.env.PG_BIN ?? (await run('pg_config', ['--bindir'])).stdout.trim();
  const isRoot = process.getuid?.() === 0;
  const asPostgres = (command: string, ...args: string[]) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  const pgCtl = (...args: string[]) =>
    asPostgres('pg_ctl', '-D', cluster, '-l', path.join(root, 'postgres.log'), '-w', ...args);
  let server: Server | undefined;
  let db: Db | undefined;
  try {
    if (isRoot) await run('chown', ['postgres', root]);
    await asPostgres('initdb', '-D', cluster, '-A', 'trust', '-U', 'postgres', '--no-sync');
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;
    await pgCtl('-o', options, 'start');
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-a-'));
    server = await startServer(dataDir, url);
    db = openDatabase({ kind: 'postgres', url }).db;
    const desk = await deskOf(server, db);
    await db.destroy();
    db = undefined;

    const tally = new Tally();
    const stopLoad = startLoad(server, desk, 6, tally, DATABASE_FAULTS.unreachable.message);
    await pause(3_000);
    const stopped = performance.now();
    await pgCtl('-m', 'fast', 'stop');
    const stopMs = performance.now() - stopped;
    await pause(3_000);
    const outage = new Tally();
    outage.record(await call(server, 'POST', '/api/order/create_order', desk.token, invoice(desk, 'res-outage')));
    await pgCtl('-o', options, 'start');
    const recoveryMs = await waitUntil(
      async () => (await call(server!, 'GET', '/api/order/list_order', desk.token)).status === 200,
      30_000,
    );
    await pause(2_000);
    await stopLoad();
    const pid = server.child.pid;
    const after = await call(server, 'POST', '/api/order/create_order', desk.token, invoice(desk, 'res-after'));

    db = openDatabase({ kind: 'postgres', url }).db;
    const audit = await auditOrders(db, tally.acknowledged);
    const outageStored = await db.selectFrom('orders').select('id').where('data', 'like', '%res-outage%').execute();
    console.log(`  answers: ${tally.statuses()} (PostgreSQL took ${seconds(stopMs)} s to stop)`);
    check(
      'a',
      'answers are 2xx or 503 only (no 500, none unanswered)',
      tally.count((s) => s !== 200 && s !== 503) === 0,
      tally.statuses(),
    );
    check(
      'a',
      '503s carry the clear message',
      tally.unclear.length === 0,
      `${tally.count((s) => s === 503)} × 503, ${tally.unclear.length} unclear`,
    );
    check('a', 'slowest 503', tally.slowestRefusalMs < 5_000, `${Math.round(tally.slowestRefusalMs)} ms`);
    check(
      'a',
      'a write while stopped answers 503 and stores nothing',
      outage.count((s) => s === 503) === 1 && outageStored.length === 0,
      `${outage.statuses()}, stored ${outageStored.length}`,
    );
    check(
      'a',
      'every acknowledged invoice is stored',
      audit.missing === 0,
      `${tally.acknowledged.length} acknowledged, ${audit.missing} missing`,
    );
    check('a', 'no half-written invoice', audit.halfWritten === 0, audit.halfWritten);
    check(
      'a',
      'same process serves again after PostgreSQL restarts',
      Number.isFinite(recoveryMs) && after.status === 200 && server.child.pid === pid && server.child.exitCode === null,
      `first 200 ${seconds(recoveryMs)} s after it accepted connections`,
    );
    figures.push([
      'a. PostgreSQL stopped mid-load',
      String(tally.requests),
      tally.statuses(),
      `${tally.acknowledged.length} / ${tally.acknowledged.length - audit.missing}`,
      `${seconds(recoveryMs)} s`,
    ]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  } finally {
    await db?.destroy();
    await stopServer(server);
    await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
  }
}

// --- b. SIGTERM under load -------------------------------------------------------------------------------------

/**
 * A request whose body arrives in two halves, `gapMs` apart. It asks for 100 Continue, which the server sends once
 * it has read the headers and handed the request to the app: from then on the request is the server's, in flight.
 */
function slowRequest(server: Server, route: string, json: unknown, token: string | undefined, gapMs: number) {
  let accepted!: () => void;
  const isAccepted = new Promise<void>((resolve) => (accepted = resolve));
  const answer = new Promise<Answer>((resolve) => {
    const started = performance.now();
    const body = JSON.stringify(json);
    const request = http.request(`${server.url}${route}`, {
      method: 'POST',
      agent: false,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', () => resolve({ status: CUT, body: undefined, ms: performance.now() - started }));
      response.on('end', () => {
        let parsed: Record<string, unknown> | undefined;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
        } catch {
          parsed = undefined;
        }
        resolve({ status: response.statusCode ?? 0, body: parsed, ms: performance.now() - started });
      });
    });
    request.on('error', () => resolve({ status: NO_ANSWER, body: undefined, ms: performance.now() - started }));
    request.on('continue', () => {
      const half = Math.floor(body.length / 2);
      request.write(body.slice(0, half), () => accepted());
      setTimeout(() => request.end(body.slice(half)), gapMs);
    });
    request.flushHeaders();
  });
  return { isAccepted, answer };
}

async function sigtermUnderLoad(): Promise<void> {
  console.log('\nb. SIGTERM under load (SQLite)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-b-'));
  // Sign-ins hash at this cost: each takes a while (yet well under the 10 s idle-socket limit on a busy machine).
  const server = await startServer(dataDir, '', { PASSWORD_HASH_COST: '15' });
  let db: Db | undefined;
  try {
    db = openDatabase(sqliteDatabase(dataDir)).db;
    const desk = await deskOf(server, db);
    const tally = new Tally();
    const stopLoad = startLoad(server, desk, 6, tally);
    await pause(1_500);
    const slow = [
      ...[0, 1, 2].map((n) =>
        slowRequest(server, '/api/order/create_order', invoice(desk, `res-slow-${n}`), desk.token, 1_500),
      ),
      // A sign-in's body arrives, then its password hashes: in flight a while longer.
      ...[0, 1].map(() => slowRequest(server, '/api/login', STAFF, undefined, 300)),
    ];
    await Promise.race([Promise.all(slow.map((request) => request.isAccepted)), pause(15_000)]);
    const signalled = performance.now();
    // The loops start nothing new: every request counted below was sent before the signal.
    const loadStopped = stopLoad();
    server.child.kill('SIGTERM');
    const slowAnswers = await Promise.all(slow.map((request) => request.answer));
    await loadStopped;
    const code = await server.exited;
    const exitMs = performance.now() - signalled;
    for (const answer of slowAnswers.slice(0, 3)) {
      const uid = (answer.body?.data as { uid?: string } | undefined)?.uid;
      if (answer.status === 200 && uid) tally.acknowledged.push(uid);
    }
    const refused = await call(server, 'GET', '/api/health');
    const audit = await auditOrders(db, tally.acknowledged);
    const unansweredStored = await storedOf(db, tally.unanswered);
    console.log(`  load: ${tally.statuses()}; slow: ${slowAnswers.map((a) => a.status).join(' ')}`);
    check(
      'b',
      'slow requests in flight (bodies still arriving, sign-ins hashing) get full 200 answers',
      slowAnswers.every((a) => a.status === 200),
      slowAnswers.map((a) => a.status).join(' '),
    );
    check(
      'b',
      'load: no 500, no answer cut off half-way',
      tally.count((s) => s === CUT || (s >= 500 && s !== 503)) === 0,
      tally.statuses(),
    );
    // A request sent on a kept-alive connection just as the server closes it is never read: the client sees the
    // connection close (or Fastify's 503 while closing) and may retry. Proof it was never begun: nothing stored.
    check(
      'b',
      'unanswered writes were never begun (none stored)',
      unansweredStored === 0,
      `${tally.unanswered.length} unanswered, ${unansweredStored} stored`,
    );
    check('b', 'the process exits 0 after them', code === 0, `exit ${code} after ${seconds(exitMs)} s`);
    check(
      'b',
      'new connections are refused after',
      refused.status === NO_ANSWER,
      refused.status === NO_ANSWER ? 'refused' : refused.status,
    );
    check(
      'b',
      'every acknowledged invoice is stored',
      audit.missing === 0 && audit.halfWritten === 0,
      `${tally.acknowledged.length} acknowledged, ${audit.missing} missing, ${audit.halfWritten} half-written`,
    );
    for (const answer of slowAnswers) tally.record(answer);
    figures.push([
      'b. SIGTERM mid-load',
      String(tally.requests),
      tally.statuses(),
      `${tally.acknowledged.length} / ${tally.acknowledged.length - audit.missing}`,
      `exit ${code} after ${seconds(exitMs)} s`,
    ]);
  } finally {
    await db?.destroy();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- c. kill -9 during a write load on SQLite ------------------------------------------------------------------

async function killedMidWrite(): Promise<void> {
  console.log('\nc. kill -9 during a write load (SQLite)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-c-'));
  let server: Server | undefined = await startServer(dataDir);
  let db: Db | undefined;
  try {
    db = openDatabase(sqliteDatabase(dataDir)).db;
    const desk = await deskOf(server, db);
    await db.destroy();
    db = undefined;
    const tally = new Tally();
    const stopLoad = startLoad(server, desk, 8, tally);
    await waitUntil(() => tally.acknowledged.length >= 150, 20_000);
    // The loops start nothing new: what is unanswered below was in flight when the process died.
    const loadStopped = stopLoad();
    server.child.kill('SIGKILL');
    await server.exited;
    await loadStopped;
    const restarted = performance.now();
    server = await startServer(dataDir);
    const restartMs = performance.now() - restarted;
    const integrity = integrityOf(dataDir);
    db = openDatabase(sqliteDatabase(dataDir)).db;
    const audit = await auditOrders(db, tally.acknowledged);
    const after = await call(server, 'POST', '/api/order/create_order', desk.token, invoice(desk, 'res-after'));
    console.log(`  answers: ${tally.statuses()}`);
    check(
      'c',
      'every acknowledged invoice is stored after the restart',
      audit.missing === 0,
      `${tally.acknowledged.length} acknowledged, ${audit.stored} stored, ${audit.missing} missing`,
    );
    check('c', 'no half-written invoice', audit.halfWritten === 0, audit.halfWritten);
    check('c', 'PRAGMA integrity_check', integrity === 'ok', integrity);
    check(
      'c',
      'the restarted server takes writes',
      after.status === 200,
      `${after.status}, restart ${seconds(restartMs)} s`,
    );
    figures.push([
      'c. kill -9 mid-write (SQLite)',
      String(tally.requests),
      tally.statuses(),
      `${tally.acknowledged.length} / ${tally.acknowledged.length - audit.missing} (${audit.stored} in the table)`,
      `restart ${seconds(restartMs)} s, integrity ${integrity}`,
    ]);
  } finally {
    await db?.destroy();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- d. a full disk --------------------------------------------------------------------------------------------

async function diskFull(): Promise<void> {
  console.log('\nd. a full disk (SQLite on a small tmpfs)');
  if (process.getuid?.() !== 0) {
    check('d', 'full disk', true, 'skipped: mounting a tmpfs needs root');
    figures.push(['d. full disk', '-', 'skipped (not root)', '-', '-']);
    return;
  }
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-d-'));
  await run('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', mountPoint]);
  let server: Server | undefined;
  let db: Db | undefined;
  try {
    server = await startServer(mountPoint);
    db = openDatabase(sqliteDatabase(mountPoint)).db;
    const desk = await deskOf(server, db);
    await db.destroy();
    db = undefined;
    // Leave about 256 KiB free, then write until the disk refuses.
    const filler = path.join(mountPoint, 'filler');
    const free = fs.statfsSync(mountPoint);
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, free.bavail * free.bsize - 256 * 1024)));
    const tally = new Tally();
    let refusedInRow = 0;
    for (let n = 0; refusedInRow < 20 && n < 5_000; n += 1) {
      const write = await call(server, 'POST', '/api/order/create_order', desk.token, invoice(desk, `res-${n}`));
      tally.record(write, DATABASE_FAULTS.diskFull.message);
      const uid = (write.body?.data as { uid?: string } | undefined)?.uid;
      if (write.status === 200 && uid) tally.acknowledged.push(uid);
      refusedInRow = write.status === 200 ? 0 : refusedInRow + 1;
    }
    const read = await call(server, 'GET', '/api/order/list_order', desk.token);
    const integrityWhileFull = integrityOf(mountPoint);
    fs.rmSync(filler);
    let after: Answer | undefined;
    const recoveryMs = await waitUntil(async () => {
      after = await call(server!, 'POST', '/api/order/create_order', desk.token, invoice(desk, 'res-after'));
      tally.record(after, DATABASE_FAULTS.diskFull.message);
      return after.status === 200;
    }, 10_000);
    if (after?.status === 200) tally.acknowledged.push((after.body!.data as { uid: string }).uid);
    db = openDatabase(sqliteDatabase(mountPoint)).db;
    const audit = await auditOrders(db, tally.acknowledged);
    const integrity = integrityOf(mountPoint);
    console.log(`  answers: ${tally.statuses()}`);
    check(
      'd',
      'the disk filled: writes refused with 507 (no 500, none unanswered)',
      tally.count((s) => s === 507) > 0 && tally.count((s) => s !== 200 && s !== 507) === 0,
      tally.statuses(),
    );
    check('d', '507s carry the clear message', tally.unclear.length === 0, `${tally.unclear.length} unclear`);
    check('d', 'reads still answer while the disk is full', read.status === 200, read.status);
    check(
      'd',
      'PRAGMA integrity_check while full and after',
      integrityWhileFull === 'ok' && integrity === 'ok',
      `${integrityWhileFull}, ${integrity}`,
    );
    check(
      'd',
      'writes work again once there is room, same process',
      Number.isFinite(recoveryMs) && server.child.exitCode === null,
      `${seconds(recoveryMs)} s after the filler was deleted`,
    );
    check(
      'd',
      'every acknowledged invoice is stored, none half-written',
      audit.missing === 0 && audit.halfWritten === 0,
      `${tally.acknowledged.length} acknowledged, ${audit.missing} missing, ${audit.halfWritten} half-written`,
    );
    figures.push([
      'd. full disk (24 MB tmpfs)',
      String(tally.requests),
      tally.statuses(),
      `${tally.acknowledged.length} / ${tally.acknowledged.length - audit.missing}`,
      `${seconds(recoveryMs)} s after space returned`,
    ]);
  } finally {
    await db?.destroy();
    await stopServer(server);
    await run('umount', [mountPoint]).catch((error: unknown) => console.error('umount failed:', error));
    fs.rmSync(mountPoint, { recursive: true, force: true });
  }
}

// --- the run ---------------------------------------------------------------------------------------------------

const SCENARIOS: Record<string, () => Promise<void>> = {
  a: postgresStopped,
  b: sigtermUnderLoad,
  c: killedMidWrite,
  d: diskFull,
};

async function main(): Promise<void> {
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '').split(',') : Object.keys(SCENARIOS);
  const context = runContext('SQLite and PostgreSQL 15');
  for (const name of only) {
    const scenario = SCENARIOS[name];
    if (!scenario) throw new Error(`Unknown scenario ${name}: use --only a,b,c,d`);
    try {
      await scenario();
    } catch (error) {
      check(name, 'the scenario ran to its end', false, error instanceof Error ? error.message : String(error));
    }
  }
  const failed = checks.filter((c) => !c.ok);
  const table = [
    '| fault | requests | answers by status | writes acknowledged / of them stored | recovery |',
    '| --- | ---: | --- | --- | --- |',
    ...figures.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  const list = checks.map((c) => `- ${c.ok ? 'ok' : '**FAILED**'} (${c.scenario}) ${c.what}: ${c.figure}`).join('\n');
  console.log(`\n${table}\n\n${failed.length === 0 ? 'All checks passed.' : `${failed.length} checks FAILED.`}`);
  writeQualitySection(
    'resilience',
    `## Resilience under faults\n\n${context} \`npm run resilience\` (scripts/resilience.ts): each fault hits its ` +
      `own server process; invoices are written and lists read by parallel workers. 503 and 507 are the clear ` +
      `answers (database unreachable, disk full); "no answer" counts requests the server never answered.\n\n` +
      `${table}\n\n${list}\n`,
  );
  if (failed.length === 0) fs.rmSync(LOG_DIR, { recursive: true, force: true });
  else console.log(`The servers' logs are in ${LOG_DIR}`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
