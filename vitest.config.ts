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

export default defineConfig({
  test: {
    // Vitest keeps one core free by default, which is one worker on a 2-core machine; the API tests mostly wait on
    // HTTP and the database, and every file has its own database, so two run side by side.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        // Pure rules, and the repository's own checks (scripts/docs-citations.test.ts).
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
        },
      },
      apiProject('api-sqlite', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
