/** The real entry point: structured logs with a request id and no secrets; SIGTERM finishes in-flight requests. */
import { describe, expect, it } from 'vitest';
import { DEMO } from './db/seed/demo-users';
import { startServerProcess } from './test/server-process';
import { usesPostgres } from './test/test-app';

const banner = (who: { phone: string; password: string }) => `${who.phone} / ${who.password}`;

// The entry point is the same on both engines; it runs once, on SQLite.
describe.skipIf(usesPostgres())('the server process', () => {
  it('logs JSON lines with a request id and never a password or token, and drains requests on SIGTERM', async () => {
    // The real entry point from the sources, everything it prints kept.
    const server = await startServerProcess({
      from: 'source',
      output: 'capture',
      env: { PASSWORD_HASH_COST: '17', LOG_LEVEL: 'info' },
    });
    const { url, exited } = server;
    try {
      expect(server.output).toContain(banner(DEMO.admin));

      // A sign-in costs about half a second of hashing at the production cost: still running when SIGTERM comes.
      const inFlight = fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: DEMO.customer.phone, password: DEMO.customer.password }),
      });
      await new Promise((resolve) => setTimeout(resolve, 60));
      server.signal('SIGTERM');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      const { token } = (await answer.json()) as { token: string };
      expect(await exited).toBe(0);

      const lines = server.output.split('\n').filter((line) => line.startsWith('{'));
      const requestLines = lines
        .map((line) => JSON.parse(line) as { reqId?: string; msg: string })
        .filter((line) => line.reqId);
      expect(requestLines.some((line) => line.msg === 'request completed')).toBe(true);
      // The start banner lists the demo logins on purpose; the logs themselves never hold a secret.
      const logs = lines.join('\n');
      expect(logs).not.toContain(DEMO.customer.password);
      expect(logs).not.toContain(token);
      expect(logs).not.toContain('scrypt$');
      expect(logs).toContain('shutting down');
    } finally {
      server.signal('SIGKILL');
      await server.stop();
    }
  }, 60_000);

  it('refuses to start with NODE_ENV=production while the demo users would be seeded, saying why, exit code 1', async () => {
    // It never becomes ready: no waiting for /api/health, only for its exit.
    const server = await startServerProcess({
      from: 'source',
      output: 'capture',
      healthPath: null,
      env: { NODE_ENV: 'production', SEED_DEMO: 'true' },
    });
    try {
      const code = await server.exited;
      const { output } = server;
      expect(code).toBe(1);
      expect(output).toContain('Refusing to start in production (NODE_ENV=production)');
      expect(output).toContain('SEED_DEMO=true would create the demo users');
      // A refusal is a message for the operator, not a stack trace.
      expect(output).not.toMatch(/\n\s+at /);
      expect(output).not.toContain(banner(DEMO.admin));
    } finally {
      await server.stop();
    }
  }, 60_000);
});
