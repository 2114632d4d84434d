/**
 * The web shell: every address that is no API route or file gets the built app's index.html, with the page's SEO
 * tags (and the home page's structured data) in its head, the open pages rendered by the server
 * (docs/decisions/006-server-rendering.md), compressed per request; an address that is no page answers 404 with the
 * not-found page's head. What it knows of the salon it asks the site feature's actions.
 *
 * - serve-uploads.ts: /uploads/
 * - serve-built-app.ts: the built app's files and its index.html
 * - seo-tags.ts: the head's title and meta tags
 * - server-render.ts and module-preloads.ts: the server rendering and the chunks named for preloading
 * - public-stylesheet.ts: the public pages' own stylesheet on a guest's document
 * - compression.ts: brotli or gzip
 * - page-cache.ts: the open pages kept, drawn again when the public content changes, with ETag and 304
 * - page-language.ts: the page's language by its address, the language switch and the remembered choice
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOfPath, pathWithoutLanguage, type Language } from '@shared/languages';
import { seoFor } from '@shared/seo';
import { isIndexedPath } from '@shared/site-routes';
import type { SeoEntry } from '@shared/site.schemas';
import type { AppContext } from '@server/context';
import type { PageFallback } from '@server/plugins/errors';
import { salonToday } from '@shared/salon-time';
import { readContentVersion } from '@server/db/content-version';
import { homeFiguresStamp, homeStructuredData, isAppPage, seoEntries } from '@server/features/site/site.actions';
import { sendHtml } from './compression';
import { languageRedirect, withLanguageTags } from './page-language';
import { readModulePreloads } from './module-preloads';
import { PageCache, pageCacheKey, sendReadyPage, type DrawnPage } from './page-cache';
import { readPublicStylesheet } from './public-stylesheet';
import { withNotFoundTags, withSeoTags } from './seo-tags';
import { serveBuiltApp } from './serve-built-app';
import { serveUploads } from './serve-uploads';
import { loadServerRenderer, renderDocument, withoutOpenerPolicy } from './server-render';

export async function registerWebShell(app: FastifyInstance, context: AppContext): Promise<PageFallback> {
  const { webDir, ssrDir, uploadDir } = context.config;
  await serveUploads(app, uploadDir);
  const template = await serveBuiltApp(app, webDir);
  const rendering = {
    renderer: template === null ? null : await loadServerRenderer(app, ssrDir),
    preloads: readModulePreloads(webDir),
    withPublicStylesheet: readPublicStylesheet(webDir),
  };
  const pageCache = new PageCache();
  // The salon's date, read again once a second (formatting it takes longer than serving a kept page).
  let day = { until: 0, date: '' };
  const salonDay = () => {
    const now = Date.now();
    if (now >= day.until) day = { until: now + 1_000, date: salonToday(context.config.timeZone) };
    return day.date;
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (template === null) {
      return reply.status(404).type('text/plain; charset=utf-8').send('The web app is not built: run npm run build.');
    }
    const redirect = languageRedirect(request, reply);
    if (redirect !== null) {
      return reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie').redirect(redirect, 303);
    }
    const key = rendering.renderer ? pageCacheKey(request) : null;
    if (key !== null) {
      let freshness: [number, string] | undefined;
      try {
        const stamp = pageStamp(request.url);
        const version = await readContentVersion(context.db);
        freshness = [version, typeof stamp === 'string' ? stamp : await stamp];
      } catch (error) {
        request.log.warn({ err: error }, 'Could not read the content version; drawing the page afresh');
      }
      if (freshness) {
        const page = await pageCache.get(key, ...freshness, () => drawPage(request, template));
        return sendReadyPage(request, reply, page);
      }
    }
    const page = await drawPage(request, template);
    if (page.islands) withoutOpenerPolicy(reply);
    return sendHtml(request, reply.status(page.status), page.html);
  };

  /**
   * The page as drawn for this request: its status, its head, its server rendering. It may be kept when each part
   * is what the content says (no lookup or rendering failed).
   */
  async function drawPage(request: FastifyRequest, template: string): Promise<DrawnPage> {
    // The address says the language (docs/decisions/018-hindi-at-its-own-addresses.md); the page is the same.
    const address = request.url.split('?')[0] ?? '/';
    const language = languageOfPath(address);
    const pathname = pathWithoutLanguage(address);
    let isPage = true;
    let complete = true;
    try {
      isPage = await isAppPage(context, pathname);
    } catch (error) {
      // A database hiccup must not tell search engines that a real page is gone; the browser still shows
      // not-found for an address that is none.
      request.log.warn({ err: error }, 'Could not tell whether the address is a page; serving it as one');
      complete = false;
    }
    let head = withNotFoundTags(template, language);
    if (isPage) {
      const withSeo = await pageHead(request, template, pathname, language);
      head = withSeo.html;
      complete &&= withSeo.complete;
    }
    const withLanguage = withLanguageTags(head, {
      language,
      path: pathname,
      publicUrl: context.config.publicUrl,
      indexed: isPage && isIndexedPath(pathname),
    });
    const document = await renderDocument(withLanguage, rendering, request);
    // A not-found page holds its address: kept, made-up addresses would fill the cache.
    const keep = isPage && complete && document.complete;
    return { status: isPage ? 200 : 404, html: document.html, islands: document.islands, keep };
  }

  /**
   * What a kept page shows besides the public content: the salon's date (the footer's year, the offers' days left)
   * and, on the home page, its figures, counted from the bills and kept ready for a while by their own cache.
   */
  function pageStamp(address: string): string | Promise<string> {
    const today = salonDay();
    if (pathWithoutLanguage(address) !== '/') return today;
    return homeFiguresStamp(context).then((figures) => `${today} ${figures}`);
  }

  /**
   * The template with the page's SEO tags (and the home page's structured data); a failure only leaves them out (and
   * the page is not kept).
   */
  async function pageHead(
    request: FastifyRequest,
    template: string,
    pathname: string,
    language: Language,
  ): Promise<{ html: string; complete: boolean }> {
    let entries: SeoEntry[] = [];
    let extraHead = '';
    let complete = true;
    try {
      entries = await seoEntries(context);
      if (pathname === '/') extraHead = await homeStructuredData(context);
    } catch (error) {
      request.log.warn({ err: error }, 'SEO data could not be read; serving the page without it');
      complete = false;
    }
    return { html: withSeoTags(template, seoFor(entries, pathname, language), extraHead), complete };
  }
}
