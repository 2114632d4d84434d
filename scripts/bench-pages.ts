/**
 * Public pages under load (issue 30, item 5): starts the built server on a fresh demo database (or DATABASE_URL's)
 * and a bare Fastify route in a separate tiny process, then measures with autocannon:
 *
 * - the bare route and a guest's page (`/hi/curly-service/all`, the costliest, and `/`), 10 connections each, so a
 *   page's rate reads as a share of what Fastify itself does on this machine in the same run; beside them a bare route
 *   sending as many bytes as the page, and the app's own lightest route (`/robots.txt`, no query, a few hundred
 *   bytes), which says what every request costs in this app before any page work (its hooks and headers);
 * - the SSR flood: eight parallel guest connections on `/hi/curly-service/all` while a separate process asks
 *   `/api/health` one request at a time (every 10 ms), against the same sampling with the server idle.
 *
 * Every request says what a browser says (it takes brotli and gzip) and carries no cookie: a guest.
 *
 * Usage: node --import tsx scripts/bench-pages.ts [--server dist/server/main.js] [--web-dir dist/web]
 *          [--ssr-dir dist/ssr] [--compare OTHER_DIST] [--compare-label before] [--label after] [--seconds 5]
 *          [--rounds 3] [--database-url postgres://…] [--dry-run]
 * --compare runs the same cases first against another build's dist folder (its server/main.js, web/ and ssr/: an
 * older commit built elsewhere), so before and after are measured the same way on the same machine within minutes;
 * both go into docs/quality.md (bench-pages), unless --dry-run.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '@server/test/server-process';
import { runContext, writeQualitySection } from './quality-doc';
import { autocannon } from './autocannon';
import { boundedNumber, readFlags } from './script-arguments';

const CONNECTIONS = 10;
const FLOOD_CONNECTIONS = 8;
const FLOOD_PAGE = '/hi/curly-service/all';
const FLOOD_SECONDS = 10;
const HEALTH_P99_TARGET_MS = 50;
const SHARE_TARGET = 0.5;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

interface Arguments {
  server: string;
  webDir: string;
  ssrDir: string;
  compare?: string;
  compareLabel: string;
  label: string;
  seconds: number;
  rounds: number;
  databaseUrl: string;
  dryRun: boolean;
}

function parseArguments(argv: readonly string[]): Arguments {
  const result: Arguments = {
    server: 'dist/server/main.js',
    webDir: 'dist/web',
    ssrDir: 'dist/ssr',
    compareLabel: 'the other build',
    label: 'this build',
    seconds: 5,
    rounds: 3,
    databaseUrl: process.env.DATABASE_URL ?? '',
    dryRun: false,
  };
  readFlags(
    argv,
    'bench-pages.ts [--server FILE] [--web-dir DIR] [--ssr-dir DIR] [--compare DIST] [--compare-label TEXT] [--label TEXT] [--seconds N] [--rounds N] [--database-url URL] [--dry-run]',
    (flag, value) => {
      if (flag === '--server') result.server = value();
      else if (flag === '--web-dir') result.webDir = value();
      else if (flag === '--ssr-dir') result.ssrDir = value();
      else if (flag === '--compare') result.compare = value();
      else if (flag === '--compare-label') result.compareLabel = value();
      else if (flag === '--label') result.label = value();
      else if (flag === '--seconds') result.seconds = boundedNumber(value(), 1, 60, 10);
      else if (flag === '--rounds') result.rounds = boundedNumber(value(), 1, 9, 3);
      else if (flag === '--database-url') result.databaseUrl = value();
      else if (flag === '--dry-run') result.dryRun = true;
      else return false;
      return true;
    },
  );
  return result;
}

/**
 * A Fastify app with one route and nothing else, in its own process like the real server (as bench-api.ts); and a
 * route that sends as many bytes as the page does compressed, so the figures say how much of a page's cost is moving
 * its bytes.
 */
const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
const page = Buffer.alloc(Number(process.env.PAGE_BYTES), 'x');
app.get('/bare', async () => ({ data: [] }));
app.get('/bare-page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/**
 * Asks URL one request at a time, every PAUSE_MS, for DURATION_MS, and prints each answer's time in ms as JSON. A
 * process of its own, so the load generator's work does not count as the server's.
 */
const SAMPLER = `
const { URL: url, DURATION_MS, PAUSE_MS } = process.env;
const times = [];
let failed = 0;
const end = performance.now() + Number(DURATION_MS);
while (performance.now() < end) {
  const start = performance.now();
  try {
    const answer = await fetch(url);
    await answer.arrayBuffer();
    if (!answer.ok) failed += 1;
  } catch {
    failed += 1;
  }
  times.push(performance.now() - start);
  await new Promise((resolve) => setTimeout(resolve, Number(PAUSE_MS)));
}
process.stdout.write(JSON.stringify({ times, failed }));
`;

interface Sampled {
  p50: number;
  p99: number;
  max: number;
  count: number;
  failed: number;
}

function percentile(sorted: readonly number[], share: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

function sample(url: string, seconds: number): Promise<Sampled> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', SAMPLER], {
      env: { ...process.env, URL: url, DURATION_MS: String(seconds * 1000), PAUSE_MS: '10' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`The sampler ended with code ${code}`));
      const { times, failed } = JSON.parse(output) as { times: number[]; failed: number };
      const sorted = [...times].sort((a, b) => a - b);
      resolve({
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? NaN,
        count: sorted.length,
        failed,
      });
    });
  });
}

/** How many bytes the page's body is as sent to a browser (compressed). */
function bodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.on('end', () => resolve(bytes));
      })
      .once('error', reject);
  });
}

interface Rate {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

async function rate(url: string, connections: number, seconds: number): Promise<Rate> {
  const result = await autocannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

interface BuildFigures {
  label: string;
  bare: Rate;
  barePage: Rate;
  pageBytes: number;
  robots: Rate;
  page: Rate;
  home: Rate;
  idleHealth: Sampled;
  floodHealth: Sampled;
  flood: Rate;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const share = (page: Rate, bare: Rate) => page.rps / bare.rps;
const percent = (value: number) => `${(value * 100).toFixed(0)}%`;

/** Every case against one build: its server, its pages and its rendering bundle. */
async function measureBuild(label: string, dist: Omit<Arguments, 'compare' | 'dryRun'>): Promise<BuildFigures> {
  let server: ServerProcess | undefined;
  let bare: ServerProcess | undefined;
  try {
    server = await startServerProcess({
      script: path.resolve(dist.server),
      env: {
        WEB_DIR: path.resolve(dist.webDir),
        SSR_DIR: path.resolve(dist.ssrDir),
        DATABASE_URL: dist.databaseUrl,
      },
    });
    const pageUrl = server.url + FLOOD_PAGE;
    const first = await fetch(pageUrl, { headers: BROWSER_HEADERS });
    if (first.status !== 200 || !(await first.text()).includes('id="server-state"')) {
      throw new Error(`${FLOOD_PAGE} is not a server-rendered page on this build (status ${first.status})`);
    }
    const pageBytes = await bodyBytes(pageUrl);
    bare = await startServerProcess({
      command: ['--input-type=module', '-e', BARE_SERVER],
      healthPath: '/health',
      env: { PAGE_BYTES: String(pageBytes) },
    });
    const seconds = dist.seconds;
    console.log(`\n${label}`);
    // The rates go round the cases `rounds` times and keep each case's median: another process's burst on a shared
    // machine then spoils one sample, not the comparison.
    const cases = {
      bare: `${bare.url}/bare`,
      barePage: `${bare.url}/bare-page`,
      robots: `${server.url}/robots.txt`,
      page: pageUrl,
      home: `${server.url}/`,
    };
    const samples = Object.fromEntries(Object.keys(cases).map((name) => [name, [] as Rate[]])) as Record<
      keyof typeof cases,
      Rate[]
    >;
    for (let round = 0; round < dist.rounds; round += 1) {
      for (const [name, url] of Object.entries(cases) as [keyof typeof cases, string][]) {
        samples[name].push(await rate(url, CONNECTIONS, seconds));
      }
    }
    const median = (rates: Rate[]) => [...rates].sort((a, b) => a.rps - b.rps)[Math.floor(rates.length / 2)]!;
    const [bareRate, barePage, robots, page, home] = (Object.keys(cases) as (keyof typeof cases)[]).map((name) =>
      median(samples[name]),
    ) as [Rate, Rate, Rate, Rate, Rate];
    const line = (name: string, measured: Rate) =>
      console.log(
        `  ${name.padEnd(24)} ${measured.rps.toFixed(0).padStart(6)} req/s (${percent(share(measured, bareRate))} of bare)`,
      );
    line('bare route', bareRate);
    line(`bare route, ${pageBytes} B`, barePage);
    line('/robots.txt', robots);
    line(FLOOD_PAGE, page);
    line('/', home);
    const idleHealth = await sample(`${server.url}/api/health`, 5);
    console.log(`  health, idle          p50 ${ms(idleHealth.p50)} ms  p99 ${ms(idleHealth.p99)} ms`);
    const [flood, floodHealth] = await Promise.all([
      rate(pageUrl, FLOOD_CONNECTIONS, FLOOD_SECONDS),
      sample(`${server.url}/api/health`, FLOOD_SECONDS),
    ]);
    console.log(
      `  health, flood         p50 ${ms(floodHealth.p50)} ms  p99 ${ms(floodHealth.p99)} ms  max ${ms(floodHealth.max)} ms  (flood ${flood.rps.toFixed(0)} pages/s)`,
    );
    return { label, bare: bareRate, barePage, pageBytes, robots, page, home, idleHealth, floodHealth, flood };
  } finally {
    await Promise.all([server?.stop(), bare?.stop()]);
  }
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const engine = /^postgres(ql)?:\/\//.test(args.databaseUrl) ? 'PostgreSQL' : 'SQLite';
  const startedContext = runContext(engine);
  const builds: BuildFigures[] = [];
  if (args.compare) {
    const other = path.resolve(args.compare);
    builds.push(
      await measureBuild(args.compareLabel, {
        ...args,
        server: path.join(other, 'server/main.js'),
        webDir: path.join(other, 'web'),
        ssrDir: path.join(other, 'ssr'),
      }),
    );
  }
  builds.push(await measureBuild(args.label, args));
  const latest = builds.at(-1)!;
  const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
  const summary = [
    `\`/api/health\` p99 under the flood < ${HEALTH_P99_TARGET_MS} ms: ${ms(latest.floodHealth.p99)} ms (${verdict(latest.floodHealth.p99 < HEALTH_P99_TARGET_MS)})`,
    `A cached page ≥ ${SHARE_TARGET * 100}% of the bare route: ${FLOOD_PAGE} ${percent(share(latest.page, latest.bare))} (${verdict(share(latest.page, latest.bare) >= SHARE_TARGET)}), / ${percent(share(latest.home, latest.bare))}; of the bare route sending as many bytes as the page: ${percent(share(latest.page, latest.barePage))}; of \`/robots.txt\`: ${percent(share(latest.page, latest.robots))}`,
  ];
  console.log(`\n${summary.join('\n')}`);
  if (args.dryRun) return;
  const row = (name: string, pick: (figures: BuildFigures) => string) =>
    `| ${name} | ${builds.map(pick).join(' | ')} |`;
  writeQualitySection(
    `bench-pages-${engine === 'SQLite' ? 'sqlite' : 'postgres'}`,
    [
      `## Public pages under load, ${engine} (scripts/bench-pages.ts)`,
      '',
      `${startedContext} Demo data; autocannon, ${CONNECTIONS} connections, ${args.seconds} s per case and the median of ${args.rounds} rounds, guests (no cookie) taking brotli; server, load generator and the health sampler (a process of its own, one request every 10 ms) on the same machine. The flood: ${FLOOD_CONNECTIONS} connections on \`${FLOOD_PAGE}\` for ${FLOOD_SECONDS} s while \`/api/health\` is sampled.`,
      '',
      `| case | ${builds.map((build) => build.label).join(' | ')} |`,
      `| --- | ${builds.map(() => '---:').join(' | ')} |`,
      row('bare Fastify route, requests/s', (b) => b.bare.rps.toFixed(0)),
      row(
        'bare Fastify route sending as many bytes as the page, requests/s',
        (b) => `${b.barePage.rps.toFixed(0)} (${b.pageBytes} B)`,
      ),
      row(
        "`/robots.txt` (the app's lightest route), requests/s (share of bare)",
        (b) => `${b.robots.rps.toFixed(0)} (${percent(share(b.robots, b.bare))})`,
      ),
      row(
        `\`${FLOOD_PAGE}\`, pages/s (share of bare)`,
        (b) => `${b.page.rps.toFixed(0)} (${percent(share(b.page, b.bare))})`,
      ),
      row(
        `\`${FLOOD_PAGE}\`, share of the bare route sending its bytes / of \`/robots.txt\``,
        (b) => `${percent(share(b.page, b.barePage))} / ${percent(share(b.page, b.robots))}`,
      ),
      row(`\`${FLOOD_PAGE}\`, p50 / p99 ms`, (b) => `${b.page.p50} / ${b.page.p99}`),
      row('`/`, pages/s (share of bare)', (b) => `${b.home.rps.toFixed(0)} (${percent(share(b.home, b.bare))})`),
      row('`/api/health` idle, p50 / p99 ms', (b) => `${ms(b.idleHealth.p50)} / ${ms(b.idleHealth.p99)}`),
      row(
        '`/api/health` under the flood, p50 / p99 / max ms',
        (b) =>
          `${[b.floodHealth.p50, b.floodHealth.p99, b.floodHealth.max].map(ms).join(' / ')} (${b.floodHealth.count} samples)`,
      ),
      row('the flood, pages/s', (b) => b.flood.rps.toFixed(0)),
      row('failed requests', (b) =>
        String(
          b.bare.failures +
            b.robots.failures +
            b.page.failures +
            b.home.failures +
            b.flood.failures +
            b.floodHealth.failed,
        ),
      ),
      '',
      ...summary.map((line) => `- ${line}`),
    ].join('\n'),
  );
}

await main();
