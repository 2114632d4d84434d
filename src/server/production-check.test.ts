/**
 * Production mode (issue 14): with NODE_ENV=production the app refuses to start while a password from the README or
 * a default would sign in, and starts once none would. On both databases.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type TestApp } from './test/test-app';

const opened: TestApp[] = [];
afterAll(async () => {
  for (const app of opened.reverse()) await app.close();
});

/** The settings and schema of another app, to start a second one on its database. */
const sameDatabase = (app: TestApp): Record<string, string> =>
  app.config.database.kind === 'sqlite' ? { DATABASE_URL: app.config.database.file } : {};

describe('NODE_ENV=production', () => {
  it('refuses an empty database with SEED_DEMO=true, or without a real ADMIN_PASSWORD, naming what to set', async () => {
    await expect(startTestApp({ NODE_ENV: 'production', SEED_DEMO: 'true' })).rejects.toThrow(
      /Refusing to start in production[\s\S]*SEED_DEMO=true would create the demo users/,
    );
    await expect(startTestApp({ NODE_ENV: 'production' })).rejects.toThrow(/ADMIN_PASSWORD is not set/);
    await expect(startTestApp({ NODE_ENV: 'production', ADMIN_PASSWORD: DEMO.staff.password })).rejects.toThrow(
      /ADMIN_PASSWORD is not set or is a demo password/,
    );
    await expect(startTestApp({ NODE_ENV: 'production', ADMIN_PASSWORD: 'password123' })).rejects.toThrow(
      /ADMIN_PASSWORD is one of the most common passwords/,
    );
  });

  it('starts with a real admin password: only that admin, no demo user, and no default password signs in', async () => {
    const app = await startTestApp({
      NODE_ENV: 'production',
      ADMIN_PHONE: '9876500000',
      ADMIN_PASSWORD: 'Tulsi#Garden27',
    });
    opened.push(app);
    expect(await app.login({ phone: '9876500000', password: 'Tulsi#Garden27' })).toBeTruthy();
    for (const demo of Object.values(DEMO)) {
      expect((await app.call('POST', '/api/login', { json: demo })).status).toBe(401);
    }
    const users = await app.context.db.selectFrom('users').select(['phone', 'user_type']).execute();
    expect(users).toEqual([{ phone: '9876500000', user_type: 1 }]);
  });

  it('refuses a database that still has demo users with their demo passwords, and starts once they are changed', async () => {
    const demo = await startTestApp();
    opened.push(demo);
    const production = { ...sameDatabase(demo), NODE_ENV: 'production', ADMIN_PASSWORD: 'Tulsi#Garden27' };
    const refusal = startTestApp(production, { schema: demo.schema });
    await expect(refusal).rejects.toThrow(`The demo user ${DEMO.admin.phone} still has its demo password`);
    await expect(refusal).rejects.toThrow(`The demo user ${DEMO.customer2.phone} still has its demo password`);

    // Every demo user gets a password of its own (the admin's reset): nothing known is left.
    const adminToken = await demo.login(DEMO.admin);
    const rows = await demo.context.db.selectFrom('users').select(['id', 'phone']).execute();
    for (const row of rows) {
      const answer = await demo.call('POST', '/api/user/update_password', {
        token: adminToken,
        json: { id: row.id, new_password: `Own#Secret-${row.phone}` },
      });
      expect(answer.status, answer.text).toBe(200);
    }
    const started = await startTestApp(production, { schema: demo.schema });
    opened.push(started);
    expect((await started.call('GET', '/api/health')).status).toBe(200);
  });

  it('refuses an admin (not a demo user) whose password is the default Admin@123', async () => {
    const first = await startTestApp({ SEED_DEMO: 'false', ADMIN_PHONE: '9876500001' });
    opened.push(first);
    await expect(
      startTestApp({ ...sameDatabase(first), NODE_ENV: 'production' }, { schema: first.schema }),
    ).rejects.toThrow(/The admin 9876500001 has the default password Admin@123/);
  });
});
