/** The real entry point: structured logs with a request id and no secrets; SIGTERM finishes in-flight requests. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { usesPostgres } from './test/test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** The real entry point as a child process on a free port; `output` gathers what it prints. */
async function startServer(settings: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = {
    child,
    url: `http://127.0.0.1:${port}`,
    output: '',
    // 'close' comes after the output is read to its end.
    exited: new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code))),
  };
  child.stdout.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  return server;
}

// The entry point is the same on both engines; it runs once, on SQLite.
describe.skipIf(usesPostgres())('the server process', () => {
  it('logs JSON lines with a request id and never a password or token, and drains requests on SIGTERM', async () => {
    const server = await startServer({ DATA_DIR: dataDir, PASSWORD_HASH_COST: '17', LOG_LEVEL: 'info' });
    const { child, url, exited } = server;
    try {
      await waitForHealth(url);
      expect(server.output).toContain('9999900001 / Admin@123');

      // A sign-in costs about half a second of hashing at the production cost: still running when SIGTERM comes.
      const inFlight = fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '9999900011', password: 'Customer@123' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 60));
      child.kill('SIGTERM');
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
      expect(logs).not.toContain('Customer@123');
      expect(logs).not.toContain(token);
      expect(logs).not.toContain('scrypt$');
      expect(logs).toContain('shutting down');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);

  it('refuses to start with NODE_ENV=production while the demo users would be seeded, saying why, exit code 1', async () => {
    const productionDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-production-'));
    try {
      const server = await startServer({
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        DATA_DIR: productionDir,
        LOG_LEVEL: 'warn',
      });
      const code = await server.exited;
      const { output } = server;
      expect(code).toBe(1);
      expect(output).toContain('Refusing to start in production (NODE_ENV=production)');
      expect(output).toContain('SEED_DEMO=true would create the demo users');
      // A refusal is a message for the operator, not a stack trace.
      expect(output).not.toMatch(/\n\s+at /);
      expect(output).not.toContain('9999900001 / Admin@123');
    } finally {
      fs.rmSync(productionDir, { recursive: true, force: true });
    }
  }, 60_000);
});
