/**
 * Starts the built app (dist/) on a free port with a fresh demo database, for the measuring scripts. A build kept
 * elsewhere is measured with BUILT_SERVER (the server's main.js), WEB_DIR and SSR_DIR.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface RunningApp {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startBuiltApp(environment: Record<string, string> = {}): Promise<RunningApp> {
  const server = process.env.BUILT_SERVER || 'dist/server/main.js';
  const webDir = process.env.WEB_DIR || 'dist/web';
  if (!fs.existsSync(server) || !fs.existsSync(path.join(webDir, 'index.html'))) {
    throw new Error('The app is not built: run npm run build first.');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-measure-'));
  const child: ChildProcess = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      if (attempt > 300) throw new Error('the app did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
