/**
 * The browser tests' server: the built app on E2E_PORT with a fresh demo database, started by the one server-process
 * helper and stopped (its data folder removed) once every test has run.
 */
import type { FullConfig } from '@playwright/test';
import { startServerProcess } from '@server/test/server-process';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  const server = await startServerProcess({
    port: Number(new URL(baseURL).port),
    env: {
      // Journeys sign in and book as guests and as the demo customers many times from one address.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      GUEST_BOOKINGS_PER_HOUR: '1000',
      REGISTRATIONS_PER_HOUR: '1000',
      CUSTOMER_BOOKINGS_PER_HOUR: '1000',
      CUSTOMER_OPEN_REQUESTS_MAX: '1000',
    },
  });
  return async () => {
    await server.stop();
  };
}
