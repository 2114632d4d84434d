/**
 * The longest stall a guest's home page causes on the large data set (issue 30, item 12). The home page shows the
 * salon's figures (docs/product.md#home-figures); they were once counted over every bill ever written, on the
 * server's one thread, whenever their minute-long cache had run out. This starts the built server on a database
 * filled by scripts/seed-large.ts and, a few times with the figures' cache cold, asks for `/` and 50 ms later for
 * `/api/health`: the health check's wait is what any other request waits behind a home page.
 *
 * The cache is made cold the way the app itself clears it: the admin saves the settings unchanged (a settings save
 * clears the home figures' ready answer at once), then waits a second before the home page.
 *
 * First it applies any migration the database still lacks, timed (the kept figures' first fill, migration 017, runs
 * once over the whole history when an older database is upgraded).
 *
 * Usage: node --import tsx scripts/home-stall.ts [--database-url postgres://…] [--server dist/server/main.js]
 *          [--tries 5] [--no-write] [--no-migrate]
 * The database defaults to the app's own (DATABASE_URL, else the SQLite file under DATA_DIR). --no-write prints the
 * figures and leaves docs/quality.md as it is; --no-migrate leaves the database at its step (both for a run of an
 * older build on a copy of the file from before its upgrade).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery } from 'kysely';
import { salonSettingsSchema } from '@shared/site.schemas';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrations';
import { DEMO } from '@server/db/seed/demo-users';
import { signInOverHttp, startServerProcess, type ServerProcess } from '@server/test/server-process';
import { runContext, writeQualitySection } from './quality-doc';
import { boundedNumber, readFlags } from './script-arguments';

const HEALTH_AFTER_MS = 50;

/**
 * Measured with this script (--no-write --no-migrate) on this machine with the build of the code before the kept
 * figures (commit 7328214), on a copy of the same 10-year SQLite file from before its upgrade, just before the run
 * that wrote this section.
 */
const BEFORE_FIX = [
  'Before the kept figures (the build of commit 7328214 on a copy of the file from before migration 017, this script with `--no-write --no-migrate`, 2026-11-28 16:55 UTC, load average 9.7), 5 tries:',
  '',
  '- **/api/health sent 50 ms after a home page with the figures cold waited 3660.7 to 5300.6 ms (median 4614.7)**; the home page took 3759.9 to 5579.9 ms; the server spent 1950 to 2330 ms of CPU on the two (median 2240)',
  '- the same warm: /api/health 16.5 to 104.8 ms (33.7), the server 70 to 150 ms of CPU (80)',
  '- /api/home/figures alone, cold: 3726.4 to 5554.7 ms (4209.1), 1970 to 2110 ms of CPU (2060): the four counts over the whole history',
  '- on a quieter machine (load average 2.9) 22 minutes earlier, the same build and file: /api/health waited 1604.3 to 1664.2 ms after a cold home page',
];

interface Arguments {
  databaseUrl?: string;
  server: string;
  tries: number;
  write: boolean;
  migrate: boolean;
}

function parseArguments(argv: readonly string[]): Arguments {
  const result: Arguments = {
    server: process.env.BENCH_SERVER ?? 'dist/server/main.js',
    tries: 5,
    write: true,
    migrate: true,
  };
  readFlags(
    argv,
    'home-stall.ts [--database-url URL] [--server FILE] [--tries N] [--no-write] [--no-migrate]',
    (flag, value) => {
      if (flag === '--database-url') result.databaseUrl = value();
      else if (flag === '--server') result.server = value();
      else if (flag === '--tries') result.tries = boundedNumber(value(), 1, 20, 5);
      else if (flag === '--no-write') result.write = false;
      else if (flag === '--no-migrate') result.migrate = false;
      else return false;
      return true;
    },
  );
  return result;
}

/** Applies the migrations the database lacks (unless told not to): how long that took, and the orders it holds. */
async function migrate(databaseUrl: string, apply: boolean): Promise<{ seconds: number; orders: number }> {
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
  const { db, kind } = openDatabase(config.database);
  try {
    const started = performance.now();
    if (apply) await migrateToLatest(db, kind);
    const seconds = (performance.now() - started) / 1000;
    const counted = await db.executeQuery<{ n: number | string }>(
      CompiledQuery.raw('select count(*) as n from orders'),
    );
    return { seconds, orders: Number(counted.rows[0]!.n) };
  } finally {
    await db.destroy();
  }
}

/** Saves the settings as they are: the app clears the home figures' ready answer after a settings save. */
async function saveSettingsUnchanged(url: string, token: string): Promise<void> {
  const stored = salonSettingsSchema.parse(
    ((await (await fetch(`${url}/api/settings`)).json()) as { data: unknown }).data,
  );
  const { timeZone: _zone, photos: _photos, hi, ...settings } = stored;
  const form = { ...settings, hi: { tagline: '', address: '', city: '', openingHours: '', ...hi } };
  const answer = await fetch(`${url}/api/settings/update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(form),
  });
  if (!answer.ok) throw new Error(`Saving the settings failed: ${answer.status} ${await answer.text()}`);
}

async function timed(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.status };
}

/** Clock ticks per second of /proc's CPU times. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** The CPU time the process has used so far, in ms (every thread): work done, however busy the machine is. */
function cpuMs(pid: number): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

interface Try {
  homeMs: number;
  healthMs: number;
  /** The server's CPU time for the two. */
  cpuMs: number;
}

/** The figures' own answer, cold: what building it costs the server, without the page around it. */
async function coldFigures(url: string, token: string, pid: number): Promise<{ ms: number; cpuMs: number }> {
  await saveSettingsUnchanged(url, token);
  await sleep(500);
  const cpuBefore = cpuMs(pid);
  const answer = await timed(`${url}/api/home/figures`);
  if (answer.status !== 200) throw new Error(`/api/home/figures ${answer.status}`);
  return { ms: answer.ms, cpuMs: cpuMs(pid) - cpuBefore };
}

/** `/`, and `/api/health` 50 ms after it: how long each took, and the server's CPU time for them. */
async function homeThenHealth(url: string, pid: number): Promise<Try> {
  const cpuBefore = cpuMs(pid);
  const home = timed(`${url}/`);
  await sleep(HEALTH_AFTER_MS);
  const health = await timed(`${url}/api/health`);
  const page = await home;
  if (page.status !== 200 || health.status !== 200) throw new Error(`/ ${page.status}, /api/health ${health.status}`);
  return { homeMs: page.ms, healthMs: health.ms, cpuMs: cpuMs(pid) - cpuBefore };
}

const ms = (value: number) => value.toFixed(1);
const range = (values: readonly number[]) =>
  `${ms(Math.min(...values))} to ${ms(Math.max(...values))} (${ms([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!)})`;

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  if (!fs.existsSync(args.server)) throw new Error(`No server at ${args.server}: build it first (npm run build).`);
  const databaseUrl = args.databaseUrl ?? process.env.DATABASE_URL ?? '';
  const engine = /^postgres(ql)?:\/\//.test(databaseUrl) ? 'PostgreSQL' : 'SQLite';
  const context = runContext(engine);
  const migration = await migrate(databaseUrl, args.migrate);
  console.log(
    `Migrations applied in ${migration.seconds.toFixed(1)} s; ${migration.orders.toLocaleString('en-US')} orders.`,
  );

  let server: ServerProcess | undefined;
  const cold: Try[] = [];
  const warm: Try[] = [];
  const figures: { ms: number; cpuMs: number }[] = [];
  try {
    server = await startServerProcess({
      script: args.server,
      dataDir: loadConfig(process.env).dataDir,
      env: { DATABASE_URL: databaseUrl, AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    });
    const { url } = server;
    const { token } = await signInOverHttp(url, DEMO.admin);
    // The first page loads the server-rendering bundle: not part of any try.
    await homeThenHealth(url, server.pid);
    for (let index = 0; index < args.tries; index += 1) {
      await saveSettingsUnchanged(url, token);
      await sleep(1_000);
      const measured = await homeThenHealth(url, server.pid);
      cold.push(measured);
      await sleep(500);
      warm.push(await homeThenHealth(url, server.pid));
      figures.push(await coldFigures(url, token, server.pid));
      console.log(
        `try ${index + 1}: cold / ${ms(measured.homeMs)} ms, /api/health ${ms(measured.healthMs)} ms, CPU ${ms(measured.cpuMs)} ms; warm / ${ms(warm.at(-1)!.homeMs)} ms, /api/health ${ms(warm.at(-1)!.healthMs)} ms, CPU ${ms(warm.at(-1)!.cpuMs)} ms; /api/home/figures cold ${ms(figures.at(-1)!.ms)} ms, CPU ${ms(figures.at(-1)!.cpuMs)} ms`,
      );
    }
  } finally {
    await server?.stop();
  }

  const longest = Math.max(...cold.map((t) => t.healthMs));
  const lines = [
    '## The home page on the large data set: the longest stall it causes (scripts/home-stall.ts)',
    '',
    context,
    '',
    `Command: \`node --import tsx scripts/home-stall.ts\` on the 10-year SQLite file of scripts/seed-large.ts (${migration.orders.toLocaleString('en-US')} orders), the built server. ${args.tries} tries: the admin saves the settings unchanged (which clears the figures' ready answer), then \`/\` and, ${HEALTH_AFTER_MS} ms after it, \`/api/health\`; then the same again with the answer warm; then \`/api/home/figures\` alone, cold again. Times are as the client saw them, so a busy machine lengthens them; the server's CPU time (from /proc, every thread, 10 ms steps) is the work the requests cost it however busy the machine was.`,
    '',
    `**Longest wait of /api/health sent ${HEALTH_AFTER_MS} ms after a home page with the figures cold: ${ms(longest)} ms.**`,
    '',
    `| ms: least to most (median) | /api/health waited | the home page took | the server's CPU time |`,
    '| --- | --- | --- | --- |',
    `| home page, figures cold | ${range(cold.map((t) => t.healthMs))} | ${range(cold.map((t) => t.homeMs))} | ${range(cold.map((t) => t.cpuMs))} |`,
    `| home page, figures warm | ${range(warm.map((t) => t.healthMs))} | ${range(warm.map((t) => t.homeMs))} | ${range(warm.map((t) => t.cpuMs))} |`,
    `| /api/home/figures alone, cold | | ${range(figures.map((f) => f.ms))} | ${range(figures.map((f) => f.cpuMs))} |`,
    '',
    migration.seconds >= 0.05
      ? `The file's pending migrations (migration 017's first fill of the kept figures) took ${migration.seconds.toFixed(1)} s before the server started.`
      : 'No migration was pending on the file.',
    '',
    ...BEFORE_FIX,
  ];
  console.log(`\n${lines.join('\n')}`);
  if (args.write) writeQualitySection('home-stall', lines.join('\n'));
}

await main();
