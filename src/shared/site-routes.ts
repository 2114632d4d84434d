/**
 * The site's addresses as the web and the server use them, all derived from the route manifest
 * (`src/shared/routes.ts`, docs/decisions/014-route-manifest.md): which addresses are pages (the server answers 404
 * for the rest), which a crawler may index, and where the footer and the back-office header show.
 */
import { ROUTES, ROUTE_IDS, type RouteDefinition, type RouteId } from './routes';

type Routes = typeof ROUTES;
/** The routes whose last segment names a row: a category by its slug, a receipt by its order's uid. */
type PatternRouteId = { [K in RouteId]: Routes[K]['path'] extends `${string}:${string}` ? K : never }[RouteId];
type FixedRouteId = Exclude<RouteId, PatternRouteId>;

const isPattern = (path: string) => path.includes(':');
/** A pattern's folder, lower-cased: '/billing/:uid' gives '/billing/'. */
const folderOf = (pattern: string) => pattern.slice(0, pattern.indexOf(':')).toLowerCase();

/** The fixed paths of the web app's pages, open and guarded, by route id (the web's `paths` spreads them). */
export const PAGE_PATHS = Object.fromEntries(
  ROUTE_IDS.filter((id) => !isPattern(ROUTES[id].path)).map((id) => [id, ROUTES[id].path]),
) as { readonly [K in FixedRouteId]: Routes[K]['path'] };

/** The two pages whose last segment names a row: a category by its slug, a receipt by its order's uid. */
export const CATEGORY_PAGE = ROUTES.category.path;
export const RECEIPT_PAGE = ROUTES.receipt.path;

/** A route and, for a pattern, its parameter as written in the address (decoded). */
export interface RouteMatch {
  id: RouteId;
  param?: string;
}

// The router matches paths case-insensitively, so '/Login' is the login page; a slug or uid is kept as written.
const FIXED_ROUTES = new Map<string, RouteId>(
  ROUTE_IDS.filter((id) => !isPattern(ROUTES[id].path)).map((id) => [ROUTES[id].path.toLowerCase(), id]),
);
/** Each pattern by its first segment ('billing'). */
const PATTERN_ROUTES = new Map<string, RouteId>(
  ROUTE_IDS.filter((id) => isPattern(ROUTES[id].path)).map((id) => [folderOf(ROUTES[id].path).slice(1, -1), id]),
);

/**
 * The route an address names, matched as the web's router matches it: segments decoded, case ignored, trailing
 * slashes dropped, a query ignored. Null for an address with no route (the not-found page, status 404).
 */
export function routeAt(pathname: string): RouteMatch | null {
  const trimmed = withoutTrailingSlashes(pathname.split('?')[0]!) || '/';
  let segments: string[];
  try {
    segments = trimmed.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null; // a malformed escape ('%E0%A4') names no page
  }
  const fixed = FIXED_ROUTES.get(segments.join('/').toLowerCase() || '/');
  if (fixed) return { id: fixed };
  const [root, first = '', param = ''] = segments;
  if (segments.length !== 3 || root !== '' || !param) return null;
  const pattern = PATTERN_ROUTES.get(first.toLowerCase());
  return pattern ? { id: pattern, param } : null;
}

/** What an address shows: a fixed page, a category or a receipt (which may not exist), or nothing at all. */
export type PageAddress = { kind: 'page' } | { kind: 'category'; slug: string } | { kind: 'receipt'; uid: string };

/** The page an address names (see routeAt). Null for an address with no page (the not-found page, status 404). */
export function pageAddressOf(pathname: string): PageAddress | null {
  const match = routeAt(pathname);
  if (!match) return null;
  if (match.id === 'category') return { kind: 'category', slug: match.param! };
  if (match.id === 'receipt') return { kind: 'receipt', uid: match.param! };
  return { kind: 'page' };
}

/** The addresses of an indexed route: its path, or for a pattern the path of each value it lists. */
function indexedPathsOf(route: RouteDefinition): string[] {
  if (!route.indexed) return [];
  if (!isPattern(route.path)) return [route.path];
  const folder = route.path.slice(0, route.path.indexOf(':'));
  return (route.listed ?? []).map((value) => folder + encodeURIComponent(value));
}

const INDEXED_ROUTES = ROUTE_IDS.map((id) => ROUTES[id] as RouteDefinition).filter((route) => route.indexed);

/** Open pages a crawler may index (the sitemap and the SEO seed): the fixed ones, then each pattern's values. */
export const INDEXED_PATHS: readonly string[] = [
  ...INDEXED_ROUTES.filter((route) => !isPattern(route.path)).flatMap(indexedPathsOf),
  ...INDEXED_ROUTES.filter((route) => isPattern(route.path)).flatMap(indexedPathsOf),
];

/**
 * The robots.txt rules that keep crawlers off the pages not indexed: a pattern's folder ('/billing/'), a fixed path
 * as a prefix, or ending in '$' when an indexed address starts with it (robots rules match by prefix: '/service'
 * alone would also hide '/services').
 */
export const UNINDEXED_ROBOTS_RULES: readonly string[] = ROUTE_IDS.map((id) => ROUTES[id] as RouteDefinition)
  .filter((route) => !route.indexed)
  .map((route) => {
    if (isPattern(route.path)) return route.path.slice(0, route.path.indexOf(':'));
    const hidesIndexed = INDEXED_ROUTES.some((indexed) => indexed.path.startsWith(route.path));
    return hidesIndexed ? `${route.path}$` : route.path;
  });

/** Whether a crawler may index the page at this path (an indexed route; a category's page whatever its slug). */
export function isIndexedPath(pathname: string): boolean {
  const match = routeAt(pathname);
  return match !== null && (ROUTES[match.id] as RouteDefinition).indexed;
}

/** Paths with the public footer (docs/product.md#footer); shown only to guests and customers. */
export function isFooterPath(pathname: string): boolean {
  const match = routeAt(pathname);
  return match !== null && ROUTES[match.id].footer;
}

/** The not-found page (an address with no route) is a document with islands for a guest, as the public pages. */
const NOT_FOUND_ISLANDS = true;

/** Paths a guest gets as a document with islands (docs/decisions/017-public-pages-as-documents-with-islands.md). */
export function isIslandsPath(pathname: string): boolean {
  const match = routeAt(pathname);
  return match === null ? NOT_FOUND_ISLANDS : (ROUTES[match.id] as RouteDefinition).islands === true;
}

/** Paths where staff and admin get the back-office header (docs/decisions/003-web-shell.md). */
export function isBackOfficePath(pathname: string): boolean {
  const match = routeAt(pathname);
  return match !== null && ROUTES[match.id].backOffice;
}

/**
 * The path without the slashes it ends with, found by one walk back from the end: the pattern `\/+$` tried every
 * run of slashes to its end, so an address of thousands of slashes took time in the square of its length.
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return path.slice(0, end);
}
