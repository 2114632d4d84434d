/**
 * Browser tests: the real built app (npm run build) on a free port with a fresh database, driven in Debian's
 * Chromium (never a downloaded browser).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium-path';

const port = Number(process.env.E2E_PORT ?? 3210);
/** E2E_BASE_URL points the tests at a server that is already running (no server is started then). */
const externalServer = process.env.E2E_BASE_URL;
const baseURL = externalServer ?? `http://127.0.0.1:${port}`;
// The config is read by the runner and by each worker: only the runner's copy starts the server.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

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
  webServer: externalServer
    ? undefined
    : {
        command: 'node dist/server/main.js',
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          LOG_LEVEL: 'warn',
          // Journeys sign in and book as guests many times from one address.
          AUTH_RATE_LIMIT_PER_MINUTE: '1000',
          GUEST_BOOKINGS_PER_HOUR: '1000',
        },
      },
});
