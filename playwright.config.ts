/**
 * Browser tests: the real built app (npm run build) on E2E_PORT with a fresh database (e2e/global-setup.ts), driven
 * in Debian's Chromium (never a downloaded browser).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium-path';

const port = Number(process.env.E2E_PORT ?? 3210);
/** E2E_BASE_URL points the tests at a server that is already running (no server is started then). */
const externalServer = process.env.E2E_BASE_URL;
const baseURL = externalServer ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed test keeps its trace of actions, network and console. Screencast frames and DOM snapshots of every
    // test (kept or not) cost the browser more than the tests themselves: a suite of 7 minutes became one of 4.4.
    // For a failure that needs them: npx playwright test <file> --trace=retain-on-failure.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  // The app is started by the one server-process helper (src/server/test/server-process.ts), as every script does.
  globalSetup: externalServer ? undefined : './e2e/global-setup.ts',
});
