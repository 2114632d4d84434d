/**
 * Limits counted in the database (table request_counts), so that they hold across every app process sharing it,
 * as the sign-in lock does (issue 14): sign-in and sign-up per address, password checks, guest bookings per
 * address and per phone. Each limit counts in fixed windows; a request over the limit answers 429 with the
 * limit's message and Retry-After (the seconds until its window ends).
 *
 * A route names its per-address limit in `config.addressLimit`; the hook counts it when the request arrives, before
 * its body is read. Limits on something in the body (a phone) are counted by the handler with `enforceLimit`.
 */
import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '@server/db/database';
import { tryAgainLater } from './errors';

export interface RequestLimit {
  /** Which limit this is: rows of different limits never meet. */
  bucket: string;
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
  /** What a refused request is told. */
  message: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Requests one client address may make to this route per window, across every app process. */
    addressLimit?: RequestLimit;
  }
}

/** Ended windows are deleted at most this often per process (a delete on every request would double the writes). */
const CLEANUP_EVERY_MS = 60_000;
const lastCleanup = new WeakMap<object, number>();

/** The longest subject kept (an IPv6 address is at most 45 characters; a phone 10). */
const SUBJECT_MAX = 64;

export interface CountedRequest {
  hits: number;
  /** Seconds until the window ends and the count starts again. */
  secondsLeft: number;
}

/** Counts one request of `subject` against `limit` in one statement (an upsert), and answers the window's count. */
export async function countRequest(
  db: Executor,
  limit: RequestLimit,
  subject: string,
  now: number = Date.now(),
): Promise<CountedRequest> {
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const end = start + windowMs;
  const row = await db
    .insertInto('request_counts')
    .values({
      bucket: limit.bucket,
      subject: subject.slice(0, SUBJECT_MAX),
      window_start: new Date(start).toISOString(),
      window_end: new Date(end).toISOString(),
      hits: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['bucket', 'subject', 'window_start'])
        .doUpdateSet((eb) => ({ hits: eb('request_counts.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  await forgetEndedWindows(db, now);
  return { hits: Number(row.hits), secondsLeft: (end - now) / 1000 };
}

async function forgetEndedWindows(db: Executor, now: number): Promise<void> {
  const last = lastCleanup.get(db) ?? 0;
  if (now - last < CLEANUP_EVERY_MS) return;
  lastCleanup.set(db, now);
  await db.deleteFrom('request_counts').where('window_end', '<=', new Date(now).toISOString()).execute();
}

/** Counts the request and refuses it (429, Retry-After) when it is over the limit. */
export async function enforceLimit(db: Executor, limit: RequestLimit, subject: string): Promise<void> {
  const { hits, secondsLeft } = await countRequest(db, limit, subject);
  if (hits > limit.max) throw tryAgainLater(429, limit.message, secondsLeft);
}

export function registerRequestLimits(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    const limit = request.routeOptions.config.addressLimit;
    if (limit) await enforceLimit(db, limit, request.ip);
  });
}
