/**
 * The set-up nearly every API test file shares: one test app for all of the file's tests, started before them with
 * some demo users signed in, and closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { signIn, type DemoRole } from './sign-in';
import { startTestApp, type TestApp } from './test-app';

export interface AppPerFile<R extends DemoRole> {
  /** The file's test app; its fields are there once the file's first beforeAll has run. */
  t: TestApp;
  /** The tokens of the demo users signed in, by role. */
  tokens: Record<R, string>;
}

/**
 * Starts a test app before the file's tests (with these environment variables, see startTestApp), signs these demo
 * users in one after another, and closes the app after the tests. Called at the top of a file, before its own hooks,
 * so that they run once the app is up.
 */
export function testAppForFile<R extends DemoRole>(
  roles: readonly R[] = [],
  environment: Record<string, string> = {},
): AppPerFile<R> {
  // Filled in place, so that the file can hold on to both from the start.
  const t = {} as TestApp;
  const tokens = {} as Record<R, string>;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(environment));
    Object.assign(tokens, await signIn(t, ...roles));
  });
  afterAll(async () => {
    if (t.close) await t.close();
  });
  return { t, tokens };
}
