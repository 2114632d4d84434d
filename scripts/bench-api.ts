/**
 * API speed on the large data set (issue 8): starts the built server against a database filled by
 * scripts/seed-large.ts, signs in as the demo admin and staff, and runs autocannon (10 connections, a few seconds
 * each) against the lists, the booking, the login and a bare Fastify route served by a separate tiny process, so
 * the figures say how far each endpoint is from what Fastify itself does on this machine.
 *
 * Usage: node --import tsx scripts/bench-api.ts [--database-url postgres://…] [--server dist/server/main.js]
 *          [--seconds 10] [--only services,bare]
 * --only measures just the endpoints whose names contain one of the words (a quick check; docs/quality.md is then
 * left as it is).
 * The database defaults to the app's own (DATABASE_URL, else the SQLite file under DATA_DIR); WEB_DIR and SSR_DIR
 * pass through to the server. The server's auth rate limit is raised in this run's settings only: every request
 * comes from the loopback address, and the production default stays as it is.
 */
import fs from 'node:fs';
import { addDays, salonToday } from '@shared/salon-time';
import { DEFAULT_SALON_TIMEZONE } from '@shared/salon-time';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { DEMO } from '@server/db/seed/demo-users';
import { signInOverHttp, startServerProcess, type ServerProcess } from '@server/test/server-process';
import { GENERATED_CUSTOMER_PASSWORD, generatedCustomerPhone } from './large-data';
import { runContext, writeQualitySection } from './quality-doc';
import { autocannon } from './autocannon';
import { boundedNumber, readFlags } from './script-arguments';

const CONNECTIONS = 10;
const BENCH_BOOKER = { name: 'Bench Booker', phone: '9876501234' };
const P99_TARGET_MS = 20;
const SHARE_TARGET = 0.6;
const RSS_TARGET_MB = 200;

interface Arguments {
  databaseUrl?: string;
  server: string;
  seconds: number;
  only: string[];
}

function parseArguments(argv: readonly string[]): Arguments {
  const result: Arguments = {
    server: process.env.BENCH_SERVER ?? 'dist/server/main.js',
    seconds: 10,
    only: [],
  };
  readFlags(argv, 'bench-api.ts [--database-url URL] [--server FILE] [--seconds N] [--only a,b]', (flag, value) => {
    if (flag === '--database-url') result.databaseUrl = value();
    else if (flag === '--server') result.server = value();
    else if (flag === '--seconds') result.seconds = boundedNumber(value(), 1, 60, 10);
    else if (flag === '--only') result.only = value().split(',').filter(Boolean);
    else return false;
    return true;
  });
  return result;
}

function rssMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return kilobytes / 1024;
}

/** A Fastify app with one route and nothing else, in its own process like the real server. */
const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.post('/bare', async () => ({ data: [] }));
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  /** A new body for each request (instead of `body`). */
  nextBody?: () => unknown;
  /** A list the p99 target applies to. */
  isList: boolean;
}

interface Measured extends Endpoint {
  p50: number;
  p99: number;
  rps: number;
  total: number;
  failures: number;
}

async function measure(baseUrl: string, endpoint: Endpoint, seconds: number): Promise<Measured> {
  // Every request says what a browser says: it takes gzip (the ready public lists are sent gzipped then).
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
  if (endpoint.token) headers.authorization = `Bearer ${endpoint.token}`;
  if (endpoint.body !== undefined || endpoint.nextBody) headers['content-type'] = 'application/json';
  const { nextBody } = endpoint;
  const result = await autocannon({
    url: baseUrl + endpoint.path,
    connections: CONNECTIONS,
    duration: seconds,
    method: endpoint.method,
    headers,
    ...(endpoint.body !== undefined ? { body: JSON.stringify(endpoint.body) } : {}),
    ...(nextBody
      ? {
          requests: [
            {
              method: endpoint.method,
              path: endpoint.path,
              headers,
              setupRequest: (request) => ({ ...request, body: JSON.stringify(nextBody()) }),
            },
          ],
        }
      : {}),
  });
  const measured: Measured = {
    ...endpoint,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
  console.log(
    `${endpoint.name.padEnd(40)} p50 ${String(measured.p50).padStart(5)} ms  p99 ${String(measured.p99).padStart(5)} ms  ${measured.rps.toFixed(0).padStart(6)} req/s${measured.failures ? `  ${measured.failures} failed` : ''}`,
  );
  return measured;
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  if (!fs.existsSync(args.server)) throw new Error(`No server at ${args.server}: build it first (npm run build).`);
  const databaseUrl = args.databaseUrl ?? process.env.DATABASE_URL ?? '';
  const engine = /^postgres(ql)?:\/\//.test(databaseUrl) ? 'PostgreSQL' : 'SQLite';
  const timeZone = process.env.SALON_TIMEZONE ?? DEFAULT_SALON_TIMEZONE;
  const startedContext = runContext(engine);

  let server: ServerProcess | undefined;
  let bare: ServerProcess | undefined;
  try {
    server = await startServerProcess({
      script: args.server,
      // The app's own database (DATABASE_URL, else the SQLite file under DATA_DIR), filled by seed-large.ts.
      dataDir: loadConfig(process.env).dataDir,
      env: {
        DATABASE_URL: databaseUrl,
        // Loopback benchmark only: every request comes from 127.0.0.1 (docs/architecture.md#stack-notes); the most the
        // settings allow.
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        GUEST_BOOKINGS_PER_HOUR: '100000',
        REGISTRATIONS_PER_HOUR: '100000',
      },
    });
    bare = await startServerProcess({ command: ['--input-type=module', '-e', BARE_SERVER], healthPath: '/health' });
    const { url } = server;
    const bareUrl = bare.url;
    const rssAtStart = rssMegabytes(server.pid);
    const [admin, staff] = [
      (await signInOverHttp(url, DEMO.admin)).token,
      (await signInOverHttp(url, DEMO.staff)).token,
    ];
    const yesterday = addDays(salonToday(timeZone), -1);
    const [year, month] = yesterday.split('-').map(Number) as [number, number];
    const monthStart = `${yesterday.slice(0, 7)}-01`;
    const orders = (await (
      await fetch(`${url}/api/order/list_order?year=${year}&month=${month}`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { data?: { uid: string }[] };
    const uid = orders.data?.[0]?.uid;
    if (!uid) throw new Error('No order in the last month: run scripts/seed-large.ts on this database first.');
    const services = (await (await fetch(`${url}/api/expense/culy_services`, { method: 'POST' })).json()) as {
      data: { id: number }[];
    };
    const bookedService = services.data[0]!.id;
    const bookingDay = addDays(salonToday(timeZone), 3);

    const endpoints: Endpoint[] = [
      { name: 'bare Fastify route', method: 'POST', path: '/bare', isList: false },
      { name: 'public services list (category)', method: 'POST', path: '/api/expense/services?cat_id=4', isList: true },
      { name: 'public services list (all)', method: 'POST', path: '/api/expense/services?cat_id=14', isList: true },
      { name: 'offers', method: 'GET', path: '/api/offer/offers', isList: true },
      {
        name: 'order/list_order (a month)',
        method: 'GET',
        path: `/api/order/list_order?year=${year}&month=${month}`,
        token: admin,
        isList: true,
      },
      {
        name: 'order/list_order (a month, staff)',
        method: 'GET',
        path: `/api/order/list_order?year=${year}&month=${month}`,
        token: staff,
        isList: true,
      },
      {
        name: 'expense/all (a month)',
        method: 'POST',
        path: '/api/expense/all',
        token: admin,
        body: { start_date: monthStart, end_date: yesterday },
        isList: true,
      },
      {
        name: 'expense/appointmentList (a month)',
        method: 'GET',
        path: `/api/expense/appointmentList?year=${year}&month=${month}`,
        token: admin,
        isList: true,
      },
      {
        name: 'user/allUsers?search=',
        method: 'GET',
        path: '/api/user/allUsers?search=sharma',
        token: admin,
        isList: true,
      },
      { name: 'expense/dashboard (admin)', method: 'GET', path: '/api/expense/dashboard', token: admin, isList: true },
      { name: 'expense/dashboard (staff)', method: 'GET', path: '/api/expense/dashboard', token: staff, isList: true },
      {
        name: 'order/get_order',
        method: 'GET',
        path: `/api/order/get_order?uid=${encodeURIComponent(uid)}`,
        token: admin,
        isList: false,
      },
      {
        name: 'booking (expense/makeAppoitment)',
        method: 'POST',
        path: '/api/expense/makeAppoitment',
        body: {
          ...BENCH_BOOKER,
          date: `${bookingDay} 11:00:00`,
          services: JSON.stringify({ services: [{ id: bookedService, quantity: 1 }], bridalDay: {} }),
          comment: '',
        },
        isList: false,
      },
    ];
    const results: Measured[] = [];
    const isChosen = (name: string) => !args.only.length || args.only.some((word) => name.includes(word));
    for (const endpoint of endpoints.filter((candidate) => isChosen(candidate.name))) {
      results.push(await measure(endpoint.path === '/bare' ? bareUrl : url, endpoint, args.seconds));
    }
    const rssBeforeLogin = rssMegabytes(server.pid);
    // Last: each login runs scrypt at the production cost (about 128 MiB and half a second per hash). The logins
    // go round the generated customers (scripts/seed-large.ts): parallel attempts on one phone are refused by design.
    let customer = 0;
    if (isChosen('login (scrypt, production cost)'))
      results.push(
        await measure(
          url,
          {
            name: 'login (scrypt, production cost)',
            method: 'POST',
            path: '/api/login',
            nextBody: () => ({
              phone: generatedCustomerPhone(customer++ % 1_000),
              password: GENERATED_CUSTOMER_PASSWORD,
            }),
            isList: false,
          },
          args.seconds,
        ),
      );
    const rssAtEnd = rssMegabytes(server.pid);
    if (args.only.length) {
      console.log(`RSS: ${rssAtStart.toFixed(0)} MB after start, ${rssAtEnd.toFixed(0)} MB at the end`);
      for (const result of results)
        console.log(`${result.name}: ${((result.rps / results[0]!.rps) * 100).toFixed(0)}% of the first`);
      return;
    }

    const bareRps = results[0]!.rps;
    const lists = results.filter((result) => result.isList);
    const slowest = lists.reduce((worst, result) => (result.p99 > worst.p99 ? result : worst));
    const share = (name: string) => results.find((result) => result.name === name)!.rps / bareRps;
    const shareCategory = share('public services list (category)');
    const shareAll = share('public services list (all)');
    const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
    const summary = [
      `Every list p99 < ${P99_TARGET_MS} ms: ${verdict(slowest.p99 < P99_TARGET_MS)} (slowest: ${slowest.name}, ${slowest.p99} ms)`,
      `Public services list ≥ ${SHARE_TARGET * 100}% of the bare route: one category ${(shareCategory * 100).toFixed(0)}% (${verdict(shareCategory >= SHARE_TARGET)}), all services ${(shareAll * 100).toFixed(0)}% (${verdict(shareAll >= SHARE_TARGET)})`,
      `Server RSS < ${RSS_TARGET_MB} MB: ${rssAtStart.toFixed(0)} MB after start, ${rssBeforeLogin.toFixed(0)} MB after the lists and the booking (${verdict(rssBeforeLogin < RSS_TARGET_MB)}), ${rssAtEnd.toFixed(0)} MB after the logins (${verdict(rssAtEnd < RSS_TARGET_MB)})`,
    ];
    console.log(`\n${summary.join('\n')}`);

    writeQualitySection(
      `bench-api-${engine === 'SQLite' ? 'sqlite' : 'postgres'}`,
      [
        `## API speed on the large data set, ${engine} (scripts/bench-api.ts)`,
        '',
        `${startedContext} autocannon, ${CONNECTIONS} connections, ${args.seconds} s per endpoint, server and load generator on the same machine.`,
        '',
        '| endpoint | p50 ms | p99 ms | requests/s | failed |',
        '| --- | ---: | ---: | ---: | ---: |',
        ...results.map((r) => `| ${r.name} | ${r.p50} | ${r.p99} | ${r.rps.toFixed(0)} | ${r.failures} |`),
        '',
        ...summary.map((line) => `- ${line}`),
      ].join('\n'),
    );
  } finally {
    await Promise.all([server?.stop(), bare?.stop()]);
    await forgetBenchBookings(databaseUrl);
  }
}

/** The bookings this run made go again, so the next run measures the same data (the lists and the dashboard). */
async function forgetBenchBookings(databaseUrl: string): Promise<void> {
  const { db } = openDatabase(loadConfig({ ...process.env, DATABASE_URL: databaseUrl }).database);
  try {
    const result = await db
      .deleteFrom('appointments')
      .where('name', '=', BENCH_BOOKER.name)
      .where('phone', '=', BENCH_BOOKER.phone)
      .executeTakeFirst();
    console.log(`Removed the ${Number(result.numDeletedRows)} appointments this run booked.`);
  } finally {
    await db.destroy();
  }
}

await main();
