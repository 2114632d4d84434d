/**
 * Server rendering of the open pages: loads the bundle `vite build --ssr` wrote (src/web/entry-server.tsx) and
 * lets its API calls go straight into this server's routes with app.inject, so a rendered page holds exactly the
 * answers the browser would have fetched. Without the bundle (tests of the API alone, `vite` in development),
 * pages are rendered in the browser as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { OFFERS_SEEN_COOKIE, SIGNED_IN_COOKIE, hasCookie } from '@shared/document-cookies';
import { pathWithoutLanguage } from '@shared/languages';
import type { ModulePreloads } from './module-preloads';
import type { WithPublicStylesheet } from './public-stylesheet';

/** What src/web/entry-server.tsx exports (the server does not import web code, so the shape is stated here). */
export interface ServerRenderer {
  configureServerRendering(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  isServerRendered(pathname: string): boolean;
  renderPage(
    url: string,
    options: { signedIn: boolean; offersSeen: boolean },
  ): Promise<{ html: string; stateScript: string; pageModule: string; islands: boolean }>;
}

export const SSR_ENTRY_FILE = 'entry-server.js';

/**
 * The renderings' calls that failed so far: an answer that says nothing about the content (a 5xx, a 429, a call
 * that threw) makes a page that shows a failure, which is served but never kept (page-cache.ts). A rendering during
 * which the count rose is taken as failed, even when the call was another rendering's: failures are rare, and such
 * a page is only drawn again (cheaper than tracking each call's rendering through every promise).
 */
let failedCalls = 0;

function noteFailedCall(): void {
  failedCalls += 1;
}

function headersOf(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

export async function loadServerRenderer(app: FastifyInstance, ssrDir: string): Promise<ServerRenderer | null> {
  const entry = path.join(ssrDir, SSR_ENTRY_FILE);
  if (!fs.existsSync(entry)) return null;
  let renderer: ServerRenderer;
  try {
    renderer = (await import(pathToFileURL(entry).href)) as ServerRenderer;
  } catch (error) {
    // A bundle that cannot load (its packages out of reach, say) must not keep the site down: browsers render.
    app.log.error(
      { err: error, entry },
      'The server-rendering bundle could not be loaded; pages render in the browser',
    );
    return null;
  }
  renderer.configureServerRendering(async (url, init) => {
    const answer = await app
      .inject({
        method: (init.method ?? 'GET') as HTTPMethods,
        url,
        headers: headersOf(init),
        payload: typeof init.body === 'string' ? init.body : undefined,
      })
      .catch((error: unknown) => {
        noteFailedCall();
        throw error;
      });
    if (answer.statusCode >= 500 || answer.statusCode === 429) noteFailedCall();
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? answer.body : null, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
  return renderer;
}

const EMPTY_ROOT = '<div id="root"></div>';

const inHead = (html: string, tags: string) => (tags ? html.replace('</head>', () => `  ${tags}\n  </head>`) : html);

/**
 * On a server-rendered page the HTML is the content: its scripts only make it interactive, so they are fetched
 * at low priority and the page's text, styles and pictures come first.
 */
function withLowPriorityScripts(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/** The document for a request, and what the web shell needs to know to send it and to keep it. */
export interface RenderedDocument {
  html: string;
  /** A guest's document with islands: sent without Cross-Origin-Opener-Policy (see withPageRendering). */
  islands: boolean;
  /**
   * Drawn by the server with every answer it asked for: the same for every request with the same address, cookies
   * and content, so it may be kept. A rendering that failed (the shell instead) or met a failed call is not.
   */
  complete: boolean;
}

/**
 * An open page rendered by the server inside #root, with its data and its code named for preloading; any other
 * page (or a rendering that failed) as the empty shell the browser renders, with the app's code named.
 */
export async function renderDocument(
  html: string,
  {
    renderer,
    preloads,
    withPublicStylesheet,
  }: { renderer: ServerRenderer | null; preloads: ModulePreloads; withPublicStylesheet: WithPublicStylesheet },
  request: FastifyRequest,
): Promise<RenderedDocument> {
  // The page is the same in either language: the renderer reads the language from the address itself.
  const pathname = pathWithoutLanguage(request.url.split('?')[0] ?? '/');
  if (renderer && html.includes(EMPTY_ROOT) && renderer.isServerRendered(pathname)) {
    const failedBefore = failedCalls;
    try {
      // The browser's cookies (@shared/document-cookies): a signed-in visitor gets the app's page, not a guest's.
      const cookies = request.headers.cookie;
      const page = await renderer.renderPage(request.url, {
        signedIn: hasCookie(cookies, SIGNED_IN_COOKIE),
        offersSeen: hasCookie(cookies, OFFERS_SEEN_COOKIE),
      });
      const rendered = html.replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${page.stateScript}`);
      const complete = failedCalls === failedBefore;
      if (!page.islands) {
        const document = withLowPriorityScripts(inHead(rendered, preloads.tagsFor(page.pageModule)));
        return { html: document, islands: false, complete };
      }
      // A guest's document with islands gets the public pages' own stylesheet and names no module for preloading:
      // its entry fetches the islands' starter after the first paint, so the page's text, styles and pictures have
      // the connection to themselves until then (decision 017).
      return { html: withLowPriorityScripts(withPublicStylesheet(rendered)), islands: true, complete };
    } catch (error) {
      request.log.error({ err: error }, 'Server rendering failed; the browser renders the page');
      return { html: inHead(html, preloads.tagsFor()), islands: false, complete: false };
    }
  }
  return { html: inHead(html, preloads.tagsFor()), islands: false, complete: true };
}

/**
 * The document's HTML (renderDocument). A guest's document with islands goes without Cross-Origin-Opener-Policy (when
 * `reply` is given): a page with that header opens in a browser process of its own, started afresh on each visit
 * (Lighthouse measured twice the blocking time on '/' with it, and Chrome on Android gives a site that sends it a
 * process of its own); the page holds no session, and the app's pages, which do, keep the header
 * (docs/architecture.md#fast-public-pages).
 */
export async function withPageRendering(
  html: string,
  rendering: { renderer: ServerRenderer | null; preloads: ModulePreloads; withPublicStylesheet: WithPublicStylesheet },
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<string> {
  const document = await renderDocument(html, rendering, request);
  if (document.islands) withoutOpenerPolicy(reply);
  return document.html;
}

/** See withPageRendering. */
export function withoutOpenerPolicy(reply: FastifyReply | undefined): void {
  reply?.raw.removeHeader('Cross-Origin-Opener-Policy');
}
