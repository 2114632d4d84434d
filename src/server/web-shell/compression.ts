/**
 * Pages are compressed as the browser accepts (docs/decisions/006-server-rendering.md): brotli at quality 5 or gzip,
 * quick settings for a page of a few dozen kB. A page drawn for the request is compressed for it; a kept page
 * (page-cache.ts) once per encoding, when it is kept.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type HtmlEncoding = 'br' | 'gzip';

/** The encoding to send a page in: brotli if the browser takes it, else gzip, else none. */
export function htmlEncodingFor(request: FastifyRequest): HtmlEncoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export function compressHtml(html: string | Buffer, encoding: HtmlEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(html, { level: 6 });
}

/**
 * A page is never cached without a check, and differs by the browser's cookies too (@shared/document-cookies). It
 * holds nothing of one user: a shared cache may keep it, by its cookies, as long as it checks.
 */
export function withHtmlHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding, Cookie');
}

/** Sends a page's HTML drawn for this request, compressed as the browser accepts. */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  withHtmlHeaders(reply);
  const encoding = htmlEncodingFor(request);
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(await compressHtml(html, encoding));
}
