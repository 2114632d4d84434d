/**
 * `npm test`: typecheck, lint, unit + API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), a build,
 * then the browser tests in Chromium. Ends with one line `N passed, N failed` summed over every runner.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './chromium-path';

const outputDir = path.resolve('.test-output');
fs.rmSync(outputDir, { recursive: true, force: true });
fs.mkdirSync(outputDir, { recursive: true });

let passed = 0;
let failed = 0;
/** What failed, named again just before the last line: CI shows a run's tail only. */
const failures: string[] = [];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) console.log(`--- ${label} failed (exit ${result.status ?? result.signal})`);
  return ok;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A check that is not a test runner (typecheck, lint, build) counts as one test. */
function check(label: string, command: string, args: string[]): boolean {
  const ok = run(label, command, args);
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
  return ok;
}

/** Runs a check that is not a test runner with its output held back, so checks can run side by side. */
function checkQuietly(label: string, command: string, args: string[]): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      console.log(`\n=== ${label} ===\n${output.trimEnd()}`);
      if (code === 0) passed += 1;
      else {
        console.log(`--- ${label} failed (exit ${code})`);
        failed += 1;
        failures.push(label);
      }
      resolve();
    });
  });
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; line?: number; tests?: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
}

/** The browser tests that failed on every try, as `file:line › title`. */
function unexpectedTests(suites: readonly PlaywrightSuite[], file = ''): string[] {
  return suites.flatMap((suite) => {
    const where = suite.file ?? file;
    const own = (suite.specs ?? [])
      .filter((spec) => (spec.tests ?? []).some((test) => test.status === 'unexpected'))
      .map((spec) => `${where}:${spec.line ?? ''} › ${spec.title}`);
    return [...own, ...unexpectedTests(suite.suites ?? [], where)];
  });
}

const npx = 'npx';
// Each of these uses one core: side by side they take as long as the slowest.
await Promise.all([
  checkQuietly('typecheck', npx, ['tsc', '--noEmit', '-p', '.']),
  checkQuietly('lint', npx, ['eslint', '.', '--max-warnings', '0']),
  checkQuietly('format', npx, ['prettier', '--check', '.']),
]);

if (!process.env.TEST_DATABASE_URL) console.log('\n(TEST_DATABASE_URL is not set: the API tests run on SQLite only.)');
const vitestJson = path.join(outputDir, 'vitest.json');
const vitestOk = run('unit and API tests (vitest)', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: { name: string; assertionResults?: { fullName: string; status: string }[] }[];
}
const vitest = readJson<VitestReport>(vitestJson);
passed += vitest?.numPassedTests ?? 0;
failed += vitest?.numFailedTests ?? 0;
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status === 'failed') failures.push(`${path.relative('.', file.name)} › ${test.fullName}`);
  }
}
if (!vitestOk && !vitest?.numFailedTests) {
  failed += 1;
  failures.push('unit and API tests (vitest)');
}

const browser = chromiumPath();
if (!browser) {
  console.log(
    "\nChromium was not found for the browser tests. Install Debian's package (as root): apt-get update && apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  failed += 1;
} else if (check('build', 'npm', ['run', '-s', 'build'])) {
  const playwrightJson = path.join(outputDir, 'playwright.json');
  const e2eOk = run('browser tests (playwright, chromium)', npx, ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    CHROMIUM_PATH: browser,
  });
  const e2e = readJson<PlaywrightReport>(playwrightJson);
  passed += (e2e?.stats.expected ?? 0) + (e2e?.stats.flaky ?? 0);
  failed += e2e?.stats.unexpected ?? 0;
  failures.push(...unexpectedTests(e2e?.suites ?? []));
  if (!e2eOk && !e2e?.stats.unexpected) {
    failed += 1;
    failures.push('browser tests (playwright)');
  }
}

if (failures.length) console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
