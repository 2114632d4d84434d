/**
 * Public pages served from a cache (docs/decisions/020-public-page-cache.md): a server-drawn open page is kept per
 * address (its language included) and per the cookies that change it for a guest (signed in or not, offers bar seen
 * or not), as HTML and compressed once per encoding, with an ETag. An entry is kept with the public content's version
 * read before it was drawn and a stamp of what else it shows (the salon's date; on the home page its figures), and
 * serves while a request reads no higher version and the same stamp: a write of public content on any process shows
 * on the next request (db/content-version.ts).
 *
 * Only addresses in their own spelling without a query are kept (web-shell.ts), and only pages drawn whole (no failed
 * call, not the not-found page), so a stranger's made-up addresses never reach the cache; it is bounded all the same,
 * in entries and in bytes, the least recently used going first.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OFFERS_SEEN_COOKIE, SIGNED_IN_COOKIE, hasCookie } from '@shared/document-cookies';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '@shared/languages';
import { ROUTES, type RouteDefinition } from '@shared/routes';
import { routeAt } from '@shared/site-routes';
import { compressHtml, htmlEncodingFor, withHtmlHeaders, type HtmlEncoding } from './compression';
import { withoutOpenerPolicy } from './server-render';

/** What a page's build answers: its status, its HTML, and whether it may be kept. */
export interface DrawnPage {
  status: number;
  html: string;
  /** A guest's document with islands (sent without Cross-Origin-Opener-Policy). */
  islands: boolean;
  /** Drawn whole, the same for every request with the same key, version and stamp. */
  keep: boolean;
}

const gunzip = promisify(zlib.gunzip);

/**
 * A page ready to send: its bytes in each encoding and their tag. The HTML itself is not kept: the few clients that
 * take no compression get the gzip bytes unpacked.
 */
export interface ReadyPage {
  status: number;
  islands: boolean;
  /** The HTML's digest: each encoding's ETag is made from it. */
  digest: string;
  bodies: Record<HtmlEncoding, Buffer>;
  bytes: number;
}

interface Entry {
  page: Promise<ReadyPage>;
  version: number;
  stamp: string;
  bytes: number;
}

export interface PageCacheBounds {
  maxEntries: number;
  maxBytes: number;
}

/**
 * Enough for every open page in both languages and each cookie state (about 25 addresses × 2 × 4, at most 60 kB
 * each in both encodings; the category of all services, the largest, is about 50 kB).
 */
export const PAGE_CACHE_BOUNDS: PageCacheBounds = { maxEntries: 256, maxBytes: 16 * 1024 * 1024 };

/**
 * The key a request's page is kept under, or null when it is not kept: an open page (one the server draws) at its
 * address as the site writes it, in either language, with no query (a query may change the page, and a stranger can
 * make up any number of them); a variant spelling ('/Services', '/services/', '/curly-service/%61ll') or an address
 * that is no page is drawn for its request alone. The cookies that change a page for a guest are part of the key.
 */
export function pageCacheKey(request: FastifyRequest): string | null {
  const address = request.url;
  if (address.includes('?')) return null;
  const pathname = pathWithoutLanguage(address);
  const match = routeAt(pathname);
  if (!match) return null;
  const route: RouteDefinition = ROUTES[match.id];
  if (!route.indexed) return null;
  const spelled = match.param === undefined ? route.path : route.path.replace(/:[^/]+$/, () => match.param!);
  if (pathInLanguage(spelled, languageOfPath(address)) !== address) return null;
  const cookies = request.headers.cookie;
  const signedIn = hasCookie(cookies, SIGNED_IN_COOKIE) ? 'signed-in' : 'guest';
  return `${address} ${signedIn}${hasCookie(cookies, OFFERS_SEEN_COOKIE) ? ' offers-seen' : ''}`;
}

async function ready(page: DrawnPage): Promise<ReadyPage> {
  const identity = Buffer.from(page.html);
  const [br, gzip] = await Promise.all([compressHtml(identity, 'br'), compressHtml(identity, 'gzip')]);
  const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return {
    status: page.status,
    islands: page.islands,
    digest,
    bodies: { br, gzip },
    bytes: br.length + gzip.length,
  };
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Pages drawn and pages served kept, since the start (the tests read them). */
  readonly counts = { drawn: 0, served: 0 };

  constructor(private readonly bounds: PageCacheBounds = PAGE_CACHE_BOUNDS) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * The page for this key, drawn by `draw` unless an entry for this version (or a later one) and this stamp is
   * kept. Parallel requests for a page not kept share one drawing. A page that may not be kept is sent to the
   * requests that waited for it and forgotten.
   */
  get(key: string, version: number, stamp: string, draw: () => Promise<DrawnPage>): Promise<ReadyPage> {
    const hit = this.entries.get(key);
    if (hit && hit.version >= version && hit.stamp === stamp) {
      // The most recently used goes last: the first in the map is the first to go.
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.counts.served += 1;
      return hit.page;
    }
    this.counts.drawn += 1;
    const drawn = draw();
    const page = drawn.then(ready);
    const entry: Entry = { page, version, stamp, bytes: 0 };
    this.remove(key);
    this.entries.set(key, entry);
    void Promise.all([drawn, page]).then(
      ([{ keep }, { bytes }]) => {
        if (this.entries.get(key) !== entry) return;
        if (!keep) return this.remove(key);
        entry.bytes = bytes;
        this.bytes += bytes;
        this.trim();
      },
      () => this.entries.get(key) === entry && this.remove(key),
    );
    return page;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.bounds.maxEntries && this.bytes <= this.bounds.maxBytes) return;
      this.remove(key);
    }
  }
}

/** Whether an If-None-Match header names this tag (weak comparison, as RFC 9110 says for If-None-Match). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a page in the encoding the browser takes; a page found (200) with its ETag (one per encoding: the bytes
 * differ), and a browser that already holds these bytes (If-None-Match) gets 304 and no body.
 */
export function sendReadyPage(request: FastifyRequest, reply: FastifyReply, page: ReadyPage) {
  const encoding = htmlEncodingFor(request);
  withHtmlHeaders(reply).status(page.status);
  if (page.islands) withoutOpenerPolicy(reply);
  if (page.status === 200) {
    const etag = `"${page.digest}${encoding ? `-${encoding}` : ''}"`;
    reply.header('ETag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  }
  if (!encoding) return gunzip(page.bodies.gzip).then((html) => reply.send(html));
  return reply.header('Content-Encoding', encoding).send(page.bodies[encoding]);
}
