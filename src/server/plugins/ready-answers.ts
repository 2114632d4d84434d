/**
 * Public answers kept as ready JSON bytes per query shape (a category id, all services, the offers), so the
 * busiest public lists cost no query but the content version's and no serialising. Built on the first request after
 * a change, once as they are and once gzipped: a browser that accepts gzip gets about a fifth of the bytes,
 * compressed only once.
 *
 * The cache is per process and per database handle. A cache of public content (`'content-version'`: the catalogue's
 * lists, the offers) keeps each entry with the public content's version read before it was built
 * (db/content-version.ts) and serves it while a request reads no higher version: every write of public content raises
 * it in its own transaction, whichever process or script makes it, so the change shows on every process's next
 * request. A cache of anything else (the home figures, counted from bills) serves each entry for a lifetime, a few
 * seconds by default; `forget` clears this process's entries at once.
 */
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@server/db/database';
import { readContentVersion } from '@server/db/content-version';

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
  /** The content version read before the build (0 for a cache with a lifetime). */
  version: number;
}

async function prepare(answer: unknown): Promise<ReadyAnswer> {
  const json = Buffer.from(JSON.stringify(answer));
  return { json, gzipped: await gzipAsync(json) };
}

export class ReadyAnswers {
  private readonly byDatabase = new WeakMap<object, Map<string, Entry>>();

  /**
   * `'content-version'`: entries serve while the public content's version stays (answers built from public content
   * only). A number: each entry serves that long (data that is no public content, which may lag a little).
   */
  constructor(private readonly freshness: number | 'content-version' = LIFETIME_MS) {}

  private entriesOf(db: object): Map<string, Entry> {
    let entries = this.byDatabase.get(db);
    if (!entries) this.byDatabase.set(db, (entries = new Map()));
    return entries;
  }

  /** `build()`'s answer for this key, ready to send; parallel first requests share one build. */
  async get(db: Db, key: string, build: () => Promise<unknown>): Promise<ReadyAnswer> {
    const version = this.freshness === 'content-version' ? await readContentVersion(db) : 0;
    const entries = this.entriesOf(db);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && this.isFresh(hit, version, now)) return hit.answer;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const answer = build().then(prepare);
    const entry = { answer, storedAt: now, version };
    entries.set(key, entry);
    // A failed build is not kept: the next request tries again.
    answer.catch(() => entries.get(key) === entry && entries.delete(key));
    return answer;
  }

  /**
   * An entry built after reading this version or a later one holds content at least that new (the version rises in
   * the transaction of each write, so content read after reading a number is never older than it).
   */
  private isFresh(entry: Entry, version: number, now: number): boolean {
    return this.freshness === 'content-version' ? entry.version >= version : now - entry.storedAt < this.freshness;
  }

  /**
   * Clears this process's entries at once (a cache with a lifetime: another process's stay until they expire). A
   * build still running began before the call and may answer the requests already waiting on it, but it is no longer
   * in the cache, so no later request gets it.
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
