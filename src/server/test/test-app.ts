/**
 * The one test helper: the real app on a real port, on SQLite or (TEST_DB=postgres) on PostgreSQL in a schema of
 * its own, with the demo data seeded. Tests talk HTTP to it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import type { AppContext } from '@server/context';
import type { ApiErrorBody } from '@shared/api-error';
import { isMessageCode } from '@shared/messages';

/** The demo logins, from the seed's own list. */
export { DEMO } from '@server/db/seed/demo-users';

export interface CallOptions {
  json?: unknown;
  form?: FormData;
  token?: string | null;
  headers?: Record<string, string>;
  raw?: { body: string | Buffer; contentType: string };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface TestApp {
  url: string;
  app: FastifyInstance;
  context: AppContext;
  config: Config;
  /** The PostgreSQL schema this app works in (undefined on SQLite). */
  schema: string | undefined;
  call<T = Record<string, unknown>>(method: string, route: string, options?: CallOptions): Promise<Answer<T>>;
  /** Signs in and answers the token. */
  login(who: { phone: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * Every refusal the tests meet carries the code of its message, and the message is in the catalogue
 * (docs/architecture.md#text): a new message written outside it fails the test that first meets it.
 */
function expectCatalogued(method: string, route: string, body: unknown): void {
  if (typeof body !== 'object' || body === null || !('message' in body)) return;
  const { message, code, codes } = body as ApiErrorBody;
  const unknown = [code, ...Object.values(codes ?? {}).flat()].filter((found) => !found || !isMessageCode(found));
  if (unknown.length > 0) {
    throw new Error(
      `${method} ${route} answered a message with no code in src/shared/messages.ts: ${JSON.stringify(body)}`,
    );
  }
  if (code !== 'request.refused' && !message) throw new Error(`${method} ${route} answered an empty message`);
}

export const usesPostgres = () => process.env.TEST_DB === 'postgres';

export interface StartOptions {
  /** On PostgreSQL: work in this existing schema (another test app's) instead of a new one; it is not dropped. */
  schema?: string;
  /** Where the app's logs go (set LOG_LEVEL too), for the tests that read them. */
  logStream?: NodeJS.WritableStream;
  /** The port to listen on; by default one the system picks. */
  port?: number;
}

export async function startTestApp(
  environment: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-test-'));
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '12',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    GUEST_BOOKINGS_PER_HOUR: '1000',
    REGISTRATIONS_PER_HOUR: '1000',
    CUSTOMER_BOOKINGS_PER_HOUR: '1000',
    CUSTOMER_OPEN_REQUESTS_MAX: '1000',
    WEB_DIR: path.join(dir, 'web'),
    ...environment,
  });
  let schema: string | undefined;
  let ownsSchema = false;
  if (usesPostgres()) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    if (options.schema) {
      schema = options.schema;
    } else {
      schema = `t_${randomBytes(6).toString('hex')}`;
      ownsSchema = true;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
    }
    config.database = { kind: 'postgres', url, schema };
  }
  const dropSchema = async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  };
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    built = await buildApp(config, options.logStream ? { logStream: options.logStream } : {});
  } catch (error) {
    // A failed start leaves no empty schema behind.
    if (schema && ownsSchema) await dropSchema();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const { app, context } = built;
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  async function call<T>(method: string, route: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    } else if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      body = typeof options.raw.body === 'string' ? options.raw.body : new Uint8Array(options.raw.body);
    }
    const response = await fetch(url + route, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (response.status >= 400) expectCatalogued(method, route, parsed);
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  }

  return {
    url,
    app,
    context,
    config,
    schema,
    call,
    async login(who) {
      const answer = await call<{ token: string }>('POST', '/api/login', {
        json: { phone: who.phone, password: who.password },
      });
      if (answer.status !== 200) throw new Error(`login ${who.phone} failed: ${answer.status} ${answer.text}`);
      return answer.body.token;
    },
    async close() {
      await app.close();
      if (schema && ownsSchema) await dropSchema();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits, when needed, until a fixed window of the request limits (plugins/request-limits.ts) has at least `marginMs`
 * left, so that a test's requests all fall into one window and its counts are exact.
 */
export async function awayFromWindowEdge(windowSeconds: number, marginMs = 10_000): Promise<void> {
  const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** A multipart form from plain fields and optional files. */
export function formOf(
  fields: Record<string, string | number>,
  files: Record<string, { content: Buffer; name: string; type?: string }> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const [key, file] of Object.entries(files)) {
    form.append(
      key,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}
