/**
 * The one way to run the app as a process of its own: the built server (dist/, or another build) or the sources
 * through tsx, on a free port (or the one given) with a data folder of its own, ready once GET /api/health answers
 * 200, stopped by its process id. The measuring scripts, the browser tests' server (e2e/global-setup.ts), the
 * resilience tests and the tests of the real entry point (main.test.ts) all start it here; tests that need the app
 * in their own process use startTestApp (test-app.ts) instead.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the processes run there, whichever folder the caller runs in. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerProcessOptions {
  /**
   * 'built' (the default): the built server, dist/server/main.js (or BUILT_SERVER, or `script`), serving the built
   * pages (WEB_DIR and SSR_DIR pass through from the environment). 'source': src/server/main.ts through tsx, no build
   * needed, and no pages unless `env` names a WEB_DIR.
   */
  from?: 'built' | 'source';
  /** The built server's main.js, instead of BUILT_SERVER or dist/server/main.js. */
  script?: string;
  /** Node's arguments for another program to run in the app's place (a bare Fastify route, a child with IPC). */
  command?: readonly string[];
  /** The port to listen on; by default a free one. A port something already answers on is refused. */
  port?: number;
  /** DATA_DIR; by default a new temporary folder, which stop() removes. A folder given is left as it is. */
  dataDir?: string;
  /**
   * Settings on top of this process's environment and the defaults: HOST 127.0.0.1, PORT, DATA_DIR, DATABASE_URL
   * empty (SQLite under DATA_DIR) and LOG_LEVEL warn. A setting given as undefined is left out.
   */
  env?: Record<string, string | undefined>;
  /**
   * Where the process's output goes: 'stderr' (the default) shows its stderr and drops its stdout; 'capture' keeps
   * both in `output`; { file } writes both to that file.
   */
  output?: 'stderr' | 'capture' | { file: string };
  /** An IPC channel to the process (child.send and its 'message' events). */
  ipc?: boolean;
  /** The path that answers 200 once the process is ready; null answers at once, without waiting. */
  healthPath?: string | null;
  /** How long the process may take to become ready. */
  timeoutMs?: number;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** What the process has printed so far (output 'capture'; empty otherwise). */
  readonly output: string;
  /** Its exit code (null when a signal ended it), once it has ended and its output has been read. */
  exited: Promise<number | null>;
  /** Sends SIGTERM to its pid and waits until it has ended; removes the data folder it was given by default. */
  stop(): Promise<number | null>;
  /** Sends a signal to its pid (SIGKILL: a crash) without waiting. */
  signal(signal: NodeJS.Signals): void;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Processes still running, with how to remove their data folder: ended when this process exits, so a script that
 * throws leaves no server and no folder behind.
 */
const running = new Map<ChildProcess, () => void>();
process.once('exit', () => {
  for (const [child, removeDataDir] of running) {
    try {
      if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
      removeDataDir();
    } catch {
      // already gone
    }
  }
});

function nodeArguments(options: ServerProcessOptions, environment: NodeJS.ProcessEnv): string[] {
  if (options.command) return [...options.command];
  if (options.from === 'source') return ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')];
  const script = path.resolve(ROOT, options.script ?? (process.env.BUILT_SERVER || 'dist/server/main.js'));
  const webDir = path.resolve(ROOT, environment.WEB_DIR || 'dist/web');
  if (!fs.existsSync(script) || !fs.existsSync(path.join(webDir, 'index.html'))) {
    throw new Error(`The app is not built (no ${script} or ${webDir}/index.html): run npm run build first.`);
  }
  return [script];
}

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  if (options.port !== undefined && (await isListening(port))) {
    throw new Error(`Something already listens on port ${port}: stop it or choose another port.`);
  }
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'salon-server-'));
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // From the sources no pages are served (the shared dist/ may be half-built by another command).
    ...(options.from === 'source'
      ? { WEB_DIR: path.join(dataDir, 'no-web'), SSR_DIR: path.join(dataDir, 'no-ssr') }
      : {}),
    ...options.env,
  };
  const removeDataDir = () => {
    if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let args: string[];
  try {
    args = nodeArguments(options, environment);
  } catch (error) {
    removeDataDir();
    throw error;
  }

  const output = options.output ?? 'stderr';
  const logFile = typeof output === 'object' ? fs.openSync(output.file, 'w') : undefined;
  const stdio: StdioOptions = [
    'ignore',
    logFile ?? (output === 'capture' ? 'pipe' : 'ignore'),
    logFile ?? (output === 'capture' ? 'pipe' : 'inherit'),
    ...(options.ipc ? (['ipc'] as const) : []),
  ];
  const child = spawn(process.execPath, args, { cwd: ROOT, env: environment, stdio });
  if (logFile !== undefined) fs.closeSync(logFile);
  running.set(child, removeDataDir);
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  let hasEnded = false;
  // 'close' comes after 'exit', once the output has been read to its end.
  const exited = new Promise<number | null>((resolve) => {
    child.once('close', (code) => {
      hasEnded = true;
      running.delete(child);
      resolve(code);
    });
    child.once('error', () => {
      hasEnded = true;
      running.delete(child);
      resolve(null);
    });
  });
  const pid = child.pid!;
  const url = `http://127.0.0.1:${port}`;
  let stopped: Promise<number | null> | undefined;
  const server: ServerProcess = {
    url,
    port,
    pid,
    dataDir,
    child,
    get output() {
      return printed;
    },
    exited,
    signal(signal) {
      if (hasEnded) return;
      try {
        process.kill(pid, signal);
      } catch {
        // it ended just now
      }
    },
    stop() {
      stopped ??= (async () => {
        server.signal('SIGTERM');
        const code = await exited;
        removeDataDir();
        return code;
      })();
      return stopped;
    },
  };

  if (options.healthPath === null) return server;
  const healthUrl = url + (options.healthPath ?? '/api/health');
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (hasEnded) {
      const log = typeof output === 'object' ? ` (its log: ${output.file})` : printed ? `:\n${printed}` : '';
      removeDataDir();
      throw new Error(`The server exited with code ${await exited} before it was ready${log}`);
    }
    try {
      if ((await fetch(healthUrl, { signal: AbortSignal.timeout(5_000) })).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.signal('SIGKILL');
      await exited;
      removeDataDir();
      throw new Error(`${healthUrl} did not answer within ${options.timeoutMs ?? 60_000} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A session on a running server (the scripts' sign-in): its token and user, or an error naming the refusal. */
export async function signInOverHttp(
  url: string,
  who: { phone: string; password: string },
): Promise<{ token: string; user: { id: number } }> {
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: who.phone, password: who.password }),
  });
  const body = (await answer.json()) as { token?: string; user?: { id: number }; message?: string };
  if (!answer.ok || !body.token || !body.user) {
    throw new Error(`Signing in as ${who.phone} failed: ${answer.status} ${body.message ?? ''}`);
  }
  return { token: body.token, user: body.user };
}
