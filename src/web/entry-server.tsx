/**
 * Server rendering of the open pages (built by `vite build --ssr` into dist/ssr, used by the server's HTML shell).
 *
 * A page asks for its data with TanStack Query while it renders. The server renders, fetches whatever the render
 * asked for (through the server's own routes, see setApiTransport), and renders again, until nothing new is asked
 * for (a category page needs the categories before it knows which services to ask for). The answers go into the
 * page as JSON, so the browser hydrates with the same data and asks for nothing again.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, matchPath } from 'react-router';
import {
  QueryCache,
  dehydrate,
  type Query,
  type QueryClient,
  type QueryKey,
  type QueryOptions,
} from '@tanstack/react-query';
import { AppProviders } from './AppProviders';
import { setApiTransport, type ApiTransport } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { OPEN_PAGES, openPageFor } from './pages';
import { AppRoutes } from './router';
import { ISLANDS_PATH_ATTRIBUTE, SERVER_STATE_ELEMENT_ID, type ServerState } from './server-state';
import { isIslandsPath, routeAt } from '@shared/site-routes';
import { HINDI_PREFIX, languageOfPath, pathWithoutLanguage, type Language } from '@shared/languages';
import { applyLanguage, loadLanguage } from './language-packs';
import { hideAnnouncement } from '@web/features/offers';

/** Renders beyond this many mean a page keeps asking for new data: send what there is, the browser finishes. */
const MAX_RENDERS = 4;

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** A JSON script element with the path and the fetched answers (not executable, so no CSP exception). */
  stateScript: string;
  /** The page's module (as the build manifest names it), whose code the browser should fetch right away. */
  pageModule: string;
  /** A guest gets the page as a document with islands, not the app (decision 017). */
  islands: boolean;
}

/** JSON safe inside a script element: no '<' that could close it, no line separators older parsers choke on. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

type Enabled = boolean | ((query: Query) => boolean) | undefined;

/** A query cache that notes every enabled query a render builds, so the server knows what to fetch. */
function recordingQueryCache() {
  const cache = new QueryCache();
  const requested = new Map<string, QueryOptions & { queryKey: QueryKey }>();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args) as Query;
    const enabled = (args[1] as { enabled?: Enabled }).enabled;
    if ((typeof enabled === 'function' ? enabled(query) : enabled) !== false) {
      requested.set(query.queryHash, { ...(args[1] as QueryOptions), queryKey: query.queryKey });
    }
    return query;
  }) as typeof cache.build;
  return { cache, requested };
}

export function configureServerRendering(transport: ApiTransport): void {
  setApiTransport(transport);
}

/**
 * Whether the path is an open page, or no page at all (the not-found page, the same for everyone). Guarded pages
 * depend on the browser's session: the browser renders them.
 */
export function isServerRendered(pathname: string): boolean {
  return OPEN_PAGES.some(([pattern]) => matchPath(pattern, pathname)) || routeAt(pathname) === null;
}

/**
 * One render in a language. The language is the text layer's one current language, set here just before the render:
 * renderToString runs to its end at once, so requests in the other language cannot come between.
 */
function renderOnce(url: string, queryClient: QueryClient, language: Language): string {
  applyLanguage(language);
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={url} basename={language === 'hi' ? HINDI_PREFIX : undefined}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}

/** What the browser's cookies say about the page to draw (@shared/document-cookies). */
export interface RenderOptions {
  /** Someone is signed in on the browser: the app's page, not a guest's document with islands. */
  signedIn?: boolean;
  /** The browser session has seen the home page's offers bar: drawn hidden. */
  offersSeen?: boolean;
}

/** Renders an open page with its data: the same for everyone, but for what the options change. */
export async function renderPage(
  url: string,
  { signedIn = false, offersSeen = false }: RenderOptions = {},
): Promise<RenderedPage> {
  // The address, and the page it names in either language (docs/decisions/018-hindi-at-its-own-addresses.md).
  const address = new URL(url, 'http://salon.invalid').pathname;
  const language = languageOfPath(address);
  const pathname = pathWithoutLanguage(address);
  const page = openPageFor(pathname);
  await Promise.all([page.preload(), loadLanguage(language)]);
  const { cache, requested } = recordingQueryCache();
  const queryClient = createQueryClient(cache);
  const fetched = new Set<string>();
  let html = renderOnce(url, queryClient, language);
  for (let render = 1; render < MAX_RENDERS; render += 1) {
    const wanted = [...requested].filter(([hash]) => !fetched.has(hash));
    if (wanted.length === 0) break;
    await Promise.all(
      wanted.map(([hash, options]) => {
        fetched.add(hash);
        return queryClient.prefetchQuery({ ...options, retry: false });
      }),
    );
    html = renderOnce(url, queryClient, language);
  }
  const islands = !signedIn && isIslandsPath(pathname);
  // main.tsx reads the attribute without parsing the state: the islands need none of it, the app all of it. A guest's
  // document leaves the answers out (a tenth of the home page's HTML), so it arrives in fewer round trips.
  const state: ServerState = {
    path: address,
    queries: islands ? { mutations: [], queries: [] } : dehydrate(queryClient),
  };
  if (offersSeen) html = hideAnnouncement(html);
  const islandsAttribute = islands ? ` ${ISLANDS_PATH_ATTRIBUTE}="${escapeAttribute(address)}"` : '';
  return {
    html,
    stateScript: `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}"${islandsAttribute}>${scriptSafeJson(state)}</script>`,
    pageModule: page.module,
    islands,
  };
}
