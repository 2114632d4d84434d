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
 * - compression.ts: brotli or gzip per request
 * - page-language.ts: the page's language by its address, the language switch and the remembered choice
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOfPath, pathWithoutLanguage, type Language } from '@shared/languages';
import { seoFor } from '@shared/seo';
import { isIndexedPath } from '@shared/site-routes';
import type { SeoEntry } from '@shared/site.schemas';
import type { AppContext } from '@server/context';
import type { PageFallback } from '@server/plugins/errors';
import { homeStructuredData, isAppPage, seoEntries } from '@server/features/site/site.actions';
import { sendHtml } from './compression';
import { languageRedirect, withLanguageTags } from './page-language';
import { readModulePreloads } from './module-preloads';
import { readPublicStylesheet } from './public-stylesheet';
import { withNotFoundTags, withSeoTags } from './seo-tags';
import { serveBuiltApp } from './serve-built-app';
import { serveUploads } from './serve-uploads';
import { loadServerRenderer, withPageRendering } from './server-render';

export async function registerWebShell(app: FastifyInstance, context: AppContext): Promise<PageFallback> {
  const { webDir, ssrDir, uploadDir } = context.config;
  await serveUploads(app, uploadDir);
  const template = await serveBuiltApp(app, webDir);
  const rendering = {
    renderer: template === null ? null : await loadServerRenderer(app, ssrDir),
    preloads: readModulePreloads(webDir),
    withPublicStylesheet: readPublicStylesheet(webDir),
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (template === null) {
      return reply.status(404).type('text/plain; charset=utf-8').send('The web app is not built: run npm run build.');
    }
    const redirect = languageRedirect(request, reply);
    if (redirect !== null) {
      return reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie').redirect(redirect, 303);
    }
    // The address says the language (docs/decisions/018-hindi-at-its-own-addresses.md); the page is the same.
    const address = request.url.split('?')[0] ?? '/';
    const language = languageOfPath(address);
    const pathname = pathWithoutLanguage(address);
    let isPage = true;
    try {
      isPage = await isAppPage(context, pathname);
    } catch (error) {
      // A database hiccup must not tell search engines that a real page is gone; the browser still shows
      // not-found for an address that is none.
      request.log.warn({ err: error }, 'Could not tell whether the address is a page; serving it as one');
    }
    const head = withLanguageTags(
      isPage ? await pageHead(request, template, pathname, language) : withNotFoundTags(template, language),
      {
        language,
        path: pathname,
        publicUrl: context.config.publicUrl,
        indexed: isPage && isIndexedPath(pathname),
      },
    );
    const html = await withPageRendering(head, rendering, request, reply);
    return sendHtml(request, reply.status(isPage ? 200 : 404), html);
  };

  /** The template with the page's SEO tags (and the home page's structured data); a failure only leaves them out. */
  async function pageHead(
    request: FastifyRequest,
    template: string,
    pathname: string,
    language: Language,
  ): Promise<string> {
    let entries: SeoEntry[] = [];
    let extraHead = '';
    try {
      entries = await seoEntries(context);
      if (pathname === '/') extraHead = await homeStructuredData(context);
    } catch (error) {
      request.log.warn({ err: error }, 'SEO data could not be read; serving the page without it');
    }
    return withSeoTags(template, seoFor(entries, pathname, language), extraHead);
  }
}
