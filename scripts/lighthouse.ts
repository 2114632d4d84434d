/**
 * Lighthouse (mobile) on the public pages of the built app, with Debian's Chromium and the flags of
 * docs/architecture.md#stack-notes, plus the first-load JavaScript of '/'. Writes the figures into docs/quality.md
 * (section 'lighthouse') and exits with 1 when a page misses a threshold (docs/architecture.md#fast-public-pages). Usage: npm run build && node
 * --import tsx scripts/lighthouse.ts [--runs=N] [/path ...] (another build: BUILT_SERVER, WEB_DIR and SSR_DIR, see
 * src/server/test/server-process.ts). With --runs=N each page is measured N times and each score and metric is the
 * median of its runs (the machine's load moves them, TBT most). Beside Lighthouse's TBT, each page's TBT from its main
 * thread's CPU time (scripts/main-thread-cpu.ts), read from the run's trace: the page's own work, which the machine's
 * other processes do not stretch. With --reports=DIR the JSON reports are kept there (main-thread breakdown, long
 * tasks, request chains) instead of being deleted; the traces never are. Lighthouse is run with npx (pinned version), not
 * installed with the app (docs/architecture.md#stack-notes).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServerProcess } from '@server/test/server-process';
import { pathInLanguage, pathWithoutLanguage } from '@shared/languages';
import { ROUTES, ROUTE_IDS, type RouteDefinition } from '@shared/routes';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path';
import { kB, measureFirstLoad } from './first-load-js';
import { CPU_SLOWDOWN, LONG_TASK_MS, cpuBlockingMs, type TraceEvent } from './main-thread-cpu';
import { runContext, writeQualitySection } from './quality-doc';

const LIGHTHOUSE = 'lighthouse@12.8.2';
/**
 * Every public page, in English and at its Hindi address (docs/decisions/018-hindi-at-its-own-addresses.md): the
 * route manifest's open, indexed pages (home, services, bridal, nails, offers, republic day, installation, login,
 * register), where its category pattern stands the all-services page and one category's, and a 404.
 */
const ENGLISH_PAGES = ROUTE_IDS.flatMap((id): string[] => {
  const route: RouteDefinition = ROUTES[id];
  if (route.access !== 'guest' || !route.indexed) return [];
  return route.path.includes(':') ? ['all', 'hair'].map((slug) => route.path.replace(/:\w+$/, slug)) : [route.path];
}).concat('/no-such-page');
const DEFAULT_PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((page) => pathInLanguage(page, 'hi'))];
/**
 * Performance at least 98, the other categories 100; LCP at most 1.5 s, TBT 50 ms (Lighthouse's and the one from CPU
 * time), CLS 0.01; '/' runs at most 50 kB gzip of JavaScript before its first interaction.
 */
const MINIMUM_SCORES: Record<string, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const FIRST_LOAD_BUDGET_BYTES = 50 * 1024;
const MAXIMUM_METRICS = { lcpMs: 1500, tbtMs: 50, cpuTbtMs: 50, cls: 0.01 } as const;

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1));
const reportsDir = args.find((arg) => arg.startsWith('--reports='))?.slice('--reports='.length);
const pagesGiven = args.filter((arg) => !arg.startsWith('--'));
const pages = pagesGiven.length ? pagesGiven : DEFAULT_PAGES;
const browserPath = chromiumPath();
if (!browserPath) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');

type Report = {
  categories: Record<string, { score: number | null; title: string; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string; displayValue?: string; numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
};

interface PageResult {
  path: string;
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  /** TBT from the main thread's CPU time (NaN when the trace could not be read). */
  cpuTbtMs: number;
  cls: number;
  /** Lighthouse's benchmark of the machine's CPU during the run (higher is quicker). */
  benchmarkIndex: number;
  /** Audits that cost points, '[category] title (value)', heaviest first. */
  failing: string[];
}

/** What one run gives: the report, and the TBT from CPU time read from its trace. */
interface Run {
  report: Report;
  cpuTbtMs: number;
}

function runLighthouse(url: string, output: string): Run | null {
  const run = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      // The not-found page answers 404, as it should; Lighthouse measures it all the same.
      '--ignore-status-code',
      // The trace, beside the report, for the TBT from CPU time.
      '--save-assets',
    ],
    { env: { ...process.env, CHROME_PATH: browserPath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0 || !fs.existsSync(output)) return null;
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
  const base = output.replace(/\.json$/, '');
  const tracePath = `${base}-0.trace.json`;
  let cpuTbtMs = Number.NaN;
  if (fs.existsSync(tracePath)) {
    const trace = JSON.parse(fs.readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
    cpuTbtMs = cpuBlockingMs(trace.traceEvents) ?? Number.NaN;
  }
  for (const asset of [tracePath, `${base}-0.devtoolslog.json`]) fs.rmSync(asset, { force: true });
  return { report, cpuTbtMs };
}

/**
 * What the not-found page fails by design, left out of its scores: it answers 404, keeps itself out of search results,
 * and the browser logs its 404 answer as an error.
 */
const NOT_FOUND_PATH = '/no-such-page';
const NOT_FOUND_BY_DESIGN = new Set(['http-status-code', 'is-crawlable', 'errors-in-console']);

/** A category's score from its audits (Lighthouse's weighted mean), without the audits left out. */
function categoryScore(report: Report, id: string, leftOut: Set<string>): number {
  const category = report.categories[id];
  if (!category) return 0;
  if (leftOut.size === 0) return Math.round((category.score ?? 0) * 100);
  let weighted = 0;
  let weights = 0;
  for (const ref of category.auditRefs) {
    const score = report.audits[ref.id]?.score;
    if (ref.weight === 0 || leftOut.has(ref.id) || score === null || score === undefined) continue;
    weighted += ref.weight * score;
    weights += ref.weight;
  }
  return weights === 0 ? 100 : Math.round((weighted / weights) * 100);
}

function summarize(pagePath: string, { report, cpuTbtMs }: Run): PageResult {
  const leftOut = pathWithoutLanguage(pagePath) === NOT_FOUND_PATH ? NOT_FOUND_BY_DESIGN : new Set<string>();
  const scores = Object.fromEntries(Object.keys(MINIMUM_SCORES).map((id) => [id, categoryScore(report, id, leftOut)]));
  const failing: string[] = [];
  for (const category of Object.values(report.categories)) {
    const refs = category.auditRefs
      .filter((ref) => ref.weight > 0 && !leftOut.has(ref.id) && (report.audits[ref.id]?.score ?? 1) < 0.9)
      .sort((a, b) => b.weight - a.weight);
    for (const ref of refs) {
      const audit = report.audits[ref.id]!;
      failing.push(`[${category.title}] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    path: pagePath,
    scores,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cpuTbtMs,
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    failing,
  };
}

/** The thresholds a page misses, in words; empty when it meets them all. */
function misses(result: PageResult): string[] {
  const scores = Object.entries(MINIMUM_SCORES)
    .filter(([id, minimum]) => (result.scores[id] ?? 0) < minimum)
    .map(([id, minimum]) => `${result.path}: ${id} ${result.scores[id]} < ${minimum}`);
  const metrics = (Object.keys(MAXIMUM_METRICS) as (keyof typeof MAXIMUM_METRICS)[])
    .filter((metric) => !(result[metric] <= MAXIMUM_METRICS[metric]))
    .map((metric) => `${result.path}: ${metric} ${result[metric]} > ${MAXIMUM_METRICS[metric]}`);
  return [...scores, ...metrics];
}

/** The middle value (the lower middle of an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * A page's runs in one: each score and metric the median of its own across the runs (a run's TBT moves most with the
 * machine's load), and the audits that cost points from the run of median performance.
 */
function medianOf(measured: readonly PageResult[]): PageResult {
  const byPerformance = [...measured].sort((a, b) => a.scores.performance! - b.scores.performance!);
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  return {
    ...middle,
    scores: Object.fromEntries(
      Object.keys(middle.scores).map((id) => [id, median(measured.map((run) => run.scores[id] ?? 0))]),
    ),
    lcpMs: median(measured.map((run) => run.lcpMs)),
    tbtMs: median(measured.map((run) => run.tbtMs)),
    cpuTbtMs: median(measured.map((run) => run.cpuTbtMs)),
    cls: median(measured.map((run) => run.cls)),
    benchmarkIndex: median(measured.map((run) => run.benchmarkIndex)),
  };
}

const app = await startServerProcess();
if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
const outDir = reportsDir ? path.resolve(reportsDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'salon-lighthouse-'));
const results: PageResult[] = [];
const problems: string[] = [];
let firstLoadBytes: number | undefined;
try {
  const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
  try {
    firstLoadBytes = (await measureFirstLoad(browser, `${app.url}/`)).gzip;
  } finally {
    await browser.close();
  }
  for (const pagePath of pages) {
    const measured: PageResult[] = [];
    for (let index = 0; index < runs; index += 1) {
      const output = path.join(outDir, `${pagePath.replace(/\W+/g, '_') || 'home'}-${index}.json`);
      // Lighthouse now and then loses the trace of a load (NO_NAVSTART): that run is made again, once.
      const run = runLighthouse(app.url + pagePath, output) ?? runLighthouse(app.url + pagePath, output);
      if (run) measured.push(summarize(pagePath, run));
    }
    if (!measured.length) {
      problems.push(`${pagePath}: lighthouse failed`);
      continue;
    }
    const result = medianOf(measured);
    results.push(result);
    problems.push(...misses(result));
  }
} finally {
  await app.stop();
  if (!reportsDir) fs.rmSync(outDir, { recursive: true, force: true });
}
if (firstLoadBytes !== undefined && firstLoadBytes > FIRST_LOAD_BUDGET_BYTES) {
  problems.push(`/: first-load JavaScript ${kB(firstLoadBytes)} kB gzip > ${kB(FIRST_LOAD_BUDGET_BYTES)} kB`);
}

const table = [
  '| page | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | TBT, CPU time (ms) | CLS |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (result) =>
      `| ${result.path} | ${result.scores.performance} | ${result.scores.accessibility} | ${result.scores['best-practices']} | ${result.scores.seo} | ${Math.round(result.lcpMs)} | ${Math.round(result.tbtMs)} | ${Math.round(result.cpuTbtMs)} | ${result.cls.toFixed(3)} |`,
  ),
];
const failingAudits = results.flatMap((result) => result.failing.map((audit) => `- ${result.path}: ${audit}`));
writeQualitySection(
  'lighthouse',
  [
    '## Lighthouse, mobile (scripts/lighthouse.ts)',
    '',
    `${runContext('SQLite demo data')} Lighthouse ${LIGHTHOUSE.split('@')[1]}, ${runs === 1 ? 'one run per page' : `median of ${runs} runs per page`}.`,
    '',
    `The not-found page (${NOT_FOUND_PATH} and ${pathInLanguage(NOT_FOUND_PATH, 'hi')}) is scored without what it fails by design: its 404 status, its noindex tag and the browser's log of its 404 answer (${[...NOT_FOUND_BY_DESIGN].join(', ')}).`,
    '',
    `Thresholds: performance ≥ ${MINIMUM_SCORES.performance}, accessibility, best practices and SEO 100; LCP ≤ ${MAXIMUM_METRICS.lcpMs} ms, TBT ≤ ${MAXIMUM_METRICS.tbtMs} ms (Lighthouse's, and the one from CPU time), CLS ≤ ${MAXIMUM_METRICS.cls}; JavaScript of / before its first interaction ≤ ${kB(FIRST_LOAD_BUDGET_BYTES)} kB gzip.`,
    '',
    `Lighthouse's TBT times the page's main-thread tasks by the clock. "TBT, CPU time" applies its rule (each task after the first contentful paint slowed ${CPU_SLOWDOWN}×, what passes ${LONG_TASK_MS} ms) to the CPU time the main thread spent in each task (scripts/main-thread-cpu.ts): the page's own work, which the other processes of a shared machine do not stretch. Lighthouse's benchmark of this machine's CPU during the runs (median): ${Math.round(median(results.map((result) => result.benchmarkIndex)))}; it counts under 1000 as a slower CPU than it expects.`,
    '',
    ...table,
    '',
    `First-load JavaScript of /: ${firstLoadBytes === undefined ? 'not measured' : `${kB(firstLoadBytes)} kB gzip`} (every script Chromium fetches until the network is idle, as scripts/bundle-size.ts counts it).`,
    '',
    failingAudits.length ? 'Audits that cost points:' : 'No audit cost points.',
    ...failingAudits,
    '',
    problems.length ? `Missed: ${problems.join('; ')}.` : 'Every threshold holds.',
  ].join('\n'),
);

for (const result of results) {
  console.log(
    `${result.path}: performance ${result.scores.performance}, accessibility ${result.scores.accessibility}, best practices ${result.scores['best-practices']}, SEO ${result.scores.seo}; LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms (CPU time ${Math.round(result.cpuTbtMs)} ms), CLS ${result.cls.toFixed(3)}`,
  );
  for (const audit of result.failing) console.log(`    - ${audit}`);
}
if (firstLoadBytes !== undefined) console.log(`/: first-load JavaScript ${kB(firstLoadBytes)} kB gzip`);
if (problems.length) {
  console.error(`Thresholds missed:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
