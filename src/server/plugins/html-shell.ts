/**
 * Serves the built web app. Every page request gets index.html with the title and meta tags of its SEO entry
 * already in place, so a crawler without JavaScript sees them (docs/product.md#page-titles).
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOINDEX_CONTENT, NOT_FOUND_TITLE, seoFor } from '@shared/seo';
import type { SeoEntry } from '@shared/site.schemas';
import type { Db } from '@server/db/database';
import { enabledPriceRange } from '@server/features/catalogue/catalogue.repository';
import { isAppPage } from '@server/features/site/page-status';
import { listSeoEntries, readSalonSettings } from '@server/features/site/site.repository';
import { beautySalonJsonLd } from '@server/features/site/structured-data';
import type { PageFallback } from './errors';
import { readModulePreloads } from './module-preloads';
import { loadServerRenderer, withPageRendering } from './server-render';

const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);

const REPLACED_HEAD_TAGS = /<meta\s+name="(title|description|keywords|robots)"[^>]*>\s*/gi;

/** Puts these tags in place of the page's title and its title, description, keywords and robots meta tags. */
function withHeadTags(html: string, tags: readonly string[]): string {
  const stripped = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(REPLACED_HEAD_TAGS, '');
  return stripped.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** Replaces the page's title and its title, description and keywords meta tags with the entry's. */
export function withSeoTags(html: string, entry: SeoEntry | undefined, extraHead = ''): string {
  if (!entry) return extraHead ? html.replace(/<\/head>/i, () => `  ${extraHead}\n  </head>`) : html;
  return withHeadTags(html, [
    `<title>${escapeHtml(entry.title)}</title>`,
    `<meta name="title" content="${escapeHtml(entry.metaTitle)}">`,
    `<meta name="description" content="${escapeHtml(entry.description)}">`,
    `<meta name="keywords" content="${escapeHtml(entry.keywords.join(', '))}">`,
    ...(extraHead ? [extraHead] : []),
  ]);
}

/** The not-found page's head: its own title, no other page's description, and kept out of search results. */
export function withNotFoundTags(html: string): string {
  return withHeadTags(html, [
    `<title>${escapeHtml(NOT_FOUND_TITLE)}</title>`,
    `<meta name="robots" content="${NOINDEX_CONTENT}">`,
  ]);
}

/**
 * Vite puts a content hash in every asset name: those never change. The service worker must be checked on every
 * visit (browsers cap it at a day anyway); pictures and icons change rarely.
 */
function cachePolicy(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (filePath.endsWith(`${path.sep}sw.js`)) return 'no-cache';
  if (/\.(svg|png|webp|jpg|ico)$/.test(filePath)) return 'public, max-age=604800';
  return 'public, max-age=3600';
}

/** The home page also carries the salon as structured data; a failure only leaves it out. */
async function homeStructuredData(db: Db, publicUrl: string): Promise<string> {
  const [settings, range] = await Promise.all([readSalonSettings(db), enabledPriceRange(db)]);
  const prices = range ? { lowest: range.lowest / 100, highest: range.highest / 100 } : undefined;
  return beautySalonJsonLd(settings, prices, publicUrl);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Pages are built per request, so they are compressed per request (quick settings: a page is a few dozen kB). */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(await gzip(html, { level: 6 }));
  return reply.send(html);
}

interface ShellOptions {
  webDir: string;
  ssrDir: string;
  uploadDir: string;
  publicUrl: string;
}

export async function registerHtmlShell(
  app: FastifyInstance,
  db: Db,
  { webDir, ssrDir, uploadDir, publicUrl }: ShellOptions,
): Promise<PageFallback> {
  fs.mkdirSync(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });

  const indexFile = path.join(webDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      // The build writes .br and .gz copies of every text asset (scripts/compress-assets.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', cachePolicy(filePath));
      },
    });
  }
  const template = hasWebApp ? fs.readFileSync(indexFile, 'utf8') : '';
  const rendering = {
    renderer: hasWebApp ? await loadServerRenderer(app, ssrDir) : null,
    preloads: readModulePreloads(webDir),
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasWebApp) {
      return reply.status(404).type('text/plain; charset=utf-8').send('The web app is not built: run npm run build.');
    }
    const pathname = request.url.split('?')[0] ?? '/';
    let isPage = true;
    try {
      isPage = await isAppPage(db, pathname);
    } catch (error) {
      // A database hiccup must not tell search engines that a real page is gone; the browser still shows
      // not-found for an address that is none.
      request.log.warn({ err: error }, 'Could not tell whether the address is a page; serving it as one');
    }
    const head = isPage ? await pageHead(request, pathname) : withNotFoundTags(template);
    const html = await withPageRendering(head, rendering, request);
    return sendHtml(request, reply.status(isPage ? 200 : 404), html);
  };

  /** The template with the page's SEO tags (and the home page's structured data); a failure only leaves them out. */
  async function pageHead(request: FastifyRequest, pathname: string): Promise<string> {
    let entries: SeoEntry[] = [];
    let extraHead = '';
    try {
      entries = await listSeoEntries(db);
      if (pathname === '/') extraHead = await homeStructuredData(db, publicUrl);
    } catch (error) {
      request.log.warn({ err: error }, 'SEO data could not be read; serving the page without it');
    }
    return withSeoTags(template, seoFor(entries, pathname), extraHead);
  }
}
