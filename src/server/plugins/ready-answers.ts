/**
 * Public answers kept as ready JSON bytes per query shape (a category id, all services, the offers), so the
 * busiest public lists cost no query and no serialising. Built on the first request after a change, once as they
 * are and once gzipped: a browser that accepts gzip gets about a fifth of the bytes, compressed only once.
 *
 * The cache is per process and per database handle. This process's own writes clear it at once (`forget`, called
 * after the write's transaction commits). The app runs one server process per database, but a script or a second
 * process may still write: entries also expire after a few seconds, so such a change shows within that time.
 */
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const LIFETIME_MS = 5_000;
/** Unknown category ids each get an entry: past this many the cache starts again rather than grow. */
const MAX_ENTRIES = 64;

export interface ReadyAnswer {
  json: Buffer;
  gzipped: Buffer;
}

interface Entry {
  answer: Promise<ReadyAnswer>;
  storedAt: number;
}

async function prepare(answer: unknown): Promise<ReadyAnswer> {
  const json = Buffer.from(JSON.stringify(answer));
  return { json, gzipped: await gzipAsync(json) };
}

export class ReadyAnswers {
  private readonly byDatabase = new WeakMap<object, Map<string, Entry>>();

  /** `lifetimeMs`: how long an entry serves before it is built again (longer for figures that may lag a little). */
  constructor(private readonly lifetimeMs = LIFETIME_MS) {}

  private entriesOf(db: object): Map<string, Entry> {
    let entries = this.byDatabase.get(db);
    if (!entries) this.byDatabase.set(db, (entries = new Map()));
    return entries;
  }

  /** `build()`'s answer for this key, ready to send; parallel first requests share one build. */
  get(db: object, key: string, build: () => Promise<unknown>): Promise<ReadyAnswer> {
    const entries = this.entriesOf(db);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.storedAt < this.lifetimeMs) return hit.answer;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const answer = build().then(prepare);
    const entry = { answer, storedAt: now };
    entries.set(key, entry);
    // A failed build is not kept: the next request tries again.
    answer.catch(() => entries.get(key) === entry && entries.delete(key));
    return answer;
  }

  /**
   * Call after a committed write. A build still running began before it and may answer the requests already
   * waiting on it, but it is no longer in the cache, so no later request gets it.
   */
  forget(db: object): void {
    this.entriesOf(db).clear();
  }
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/** Sends a ready answer as it is (it was checked against its schema when built), gzipped when the client takes it. */
export function sendReady(request: FastifyRequest, reply: FastifyReply, answer: ReadyAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(answer.gzipped as never);
  return reply.send(answer.json as never);
}
