/**
 * The write load of the real-fault tests (real-faults.test.ts): the app as its own process from the sources, workers
 * that write invoices and read the list, a tally of the answers, and an audit of what was stored.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '@server/config';
import type { Db } from '@server/db/database';
import { DEMO } from '@server/db/seed/demo-users';
import { firstActiveService, userIdByPhone } from '@server/test/demo-rows';
import { startServerProcess, type ServerProcess } from '@server/test/server-process';
import { DEFAULT_SALON_TIMEZONE, salonToday } from '@shared/salon-time';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** The servers' logs: kept when a check fails, to see why. */
export const LOG_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-logs-'));

/** The app from the sources on `dataDir` (kept by stop(): a test may restart on it), its output in LOG_DIR. */
export async function startApp(
  dataDir: string,
  databaseUrl = '',
  settings: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServerProcess({
    from: 'source',
    dataDir,
    output: { file: path.join(LOG_DIR, `server-${path.basename(dataDir)}-${Date.now()}.log`) },
    env: {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      PASSWORD_HASH_COST: '12',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      GUEST_BOOKINGS_PER_HOUR: '100000',
      REGISTRATIONS_PER_HOUR: '100000',
      ...settings,
    },
  });
}

export const NO_ANSWER = 0;
export const CUT = -1;

export interface Answer {
  /** NO_ANSWER when nothing came back (refused, reset), CUT when an answer began and broke off. */
  status: number;
  body: Record<string, unknown> | undefined;
  ms: number;
}

export async function call(
  server: ServerProcess,
  method: string,
  route: string,
  token?: string,
  json?: unknown,
): Promise<Answer> {
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

/** The invoice's uid in an answer of create_order, if it was acknowledged. */
export function uidOf(answer: Answer): string | undefined {
  return answer.status === 200 ? (answer.body?.data as { uid?: string } | undefined)?.uid : undefined;
}

// --- invoices: the write load ----------------------------------------------------------------------------------

export interface Desk {
  token: string;
  staffId: number;
  customerId: number;
  service: { id: number; price: number };
}

/** The demo staff member at the desk, billing the demo customer for the first active service. */
export async function deskOf(server: ServerProcess, db: Db): Promise<Desk> {
  const login = await call(server, 'POST', '/api/login', undefined, {
    phone: DEMO.staff.phone,
    password: DEMO.staff.password,
  });
  if (login.status !== 200) throw new Error(`staff login failed: ${login.status}`);
  return {
    token: String(login.body!.token),
    staffId: await userIdByPhone(db, DEMO.staff.phone),
    customerId: await userIdByPhone(db, DEMO.customer.phone),
    service: await firstActiveService(db),
  };
}

/** An invoice with a service line and a product named `marker`, paid in part in cash. */
export function invoice(desk: Desk, marker: string) {
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

export const createOrder = (server: ServerProcess, desk: Desk, marker: string) =>
  call(server, 'POST', '/api/order/create_order', desk.token, invoice(desk, marker));

/** What a load saw: answers by status, the invoices acknowledged (by uid) and the slowest refusal. */
export class Tally {
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
export function startLoad(server: ServerProcess, desk: Desk, workers: number, tally: Tally, refusal?: string) {
  let isRunning = true;
  let next = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (isRunning) {
      const marker = `res-${next++}`;
      const write = await createOrder(server, desk, marker);
      tally.record(write, refusal);
      const uid = uidOf(write);
      if (uid) tally.acknowledged.push(uid);
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

/**
 * A request whose body arrives in two halves, `gapMs` apart. It asks for 100 Continue, which the server sends once
 * it has read the headers and handed the request to the app: from then on the request is the server's, in flight.
 */
export function slowRequest(
  server: ServerProcess,
  route: string,
  json: unknown,
  token: string | undefined,
  gapMs: number,
) {
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

// --- what was stored -------------------------------------------------------------------------------------------

/** Acknowledged invoices missing from the database, and invoices stored without (or child rows without) the rest. */
export async function auditOrders(db: Db, acknowledged: readonly string[]) {
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
export async function storedOf(db: Db, markers: readonly string[]): Promise<number> {
  let stored = 0;
  for (const marker of markers) {
    const row = await db.selectFrom('orders').select('id').where('data', 'like', `%"${marker}"%`).executeTakeFirst();
    if (row) stored += 1;
  }
  return stored;
}

/** Milliseconds until the condition held, or Infinity after `limitMs`. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > limitMs) return Number.POSITIVE_INFINITY;
    await pause(50);
  }
  return performance.now() - started;
}

export function sqliteDatabase(dataDir: string): Config['database'] {
  return { kind: 'sqlite', file: path.join(dataDir, 'salon.db') };
}

export function integrityOf(dataDir: string): string {
  const sqlite = new SQLite(path.join(dataDir, 'salon.db'), { readonly: true });
  try {
    return String(sqlite.pragma('integrity_check', { simple: true }));
  } finally {
    sqlite.close();
  }
}
