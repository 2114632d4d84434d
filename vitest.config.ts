import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Runners: pure rules (node), web components (jsdom), and the API tests against the real server over HTTP,
 * once on SQLite and once more on PostgreSQL when TEST_DATABASE_URL is set (docs/architecture.md#tests).
 */
/** @web/, @shared/ and @server/ from tsconfig.json's paths (docs/architecture.md#imports), in every project. */
const resolve = { tsconfigPaths: true };

const apiProject = (name: string, database: string) => ({
  resolve,
  test: {
    name,
    include: ['src/server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** The real faults of resilience/ (npm run resilience sets RESILIENCE). */
const resilienceProject = {
  resolve,
  test: {
    name: 'resilience',
    include: ['resilience/**/*.test.ts'],
    environment: 'node',
    // Each scenario runs its fault under load in a beforeAll: up to half a minute, more on a busy machine.
    hookTimeout: 180_000,
  },
};

export default defineConfig({
  test: {
    // Vitest keeps one core free by default, which is one worker on a 2-core machine; the API tests mostly wait on
    // HTTP and the database, and every file has its own database, so two run side by side.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: { name: 'unit', include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          css: false,
          // A page's first render loads its modules: several seconds when both cores are busy (5 s was too close).
          testTimeout: 20_000,
        },
      },
      apiProject('api-sqlite', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      // Real faults under load (a stopped PostgreSQL, SIGTERM, kill -9, a full disk): about a minute of two busy
      // cores, a tmpfs mounted as root, and docs/quality.md rewritten, so not part of every run: npm run resilience.
      ...(process.env.RESILIENCE ? [resilienceProject] : []),
    ],
  },
});
