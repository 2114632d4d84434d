/** Public pages of the site (docs/product.md#routes, #route-guards). */
import { CATEGORY_SLUGS } from './catalogue';

/**
 * The fixed paths of the web app's pages, open and guarded (the web's `paths` spreads them), so the server knows
 * which addresses are pages and answers 404 for the rest. Spellings follow the spec.
 */
export const PAGE_PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  services: '/services',
  bridal: '/bridal',
  nails: '/nails',
  offers: '/offers',
  republicDay: '/republic-day',
  installation: '/installation',
  cart: '/cart',
  profile: '/profile',
  myAppointments: '/my-appointments',
  // Back office (types 1 and 2)
  dashboard: '/dashboard',
  expenses: '/expenses',
  attendance: '/attendance',
  service: '/service',
  listing: '/listing',
  salary: '/salary',
  quickInvoice: '/quickInvoice',
  // Admin only
  bookingList: '/booking-list',
  userList: '/userList',
  offerList: '/offer-list',
  markAttendance: '/mark-attendence',
} as const;

/** The two pages whose last segment names a row: a category by its slug, a receipt by its order's uid. */
export const CATEGORY_PAGE = '/curly-service/:slug';
export const RECEIPT_PAGE = '/billing/:uid';

/** What an address shows: a fixed page, a category or a receipt (which may not exist), or nothing at all. */
export type PageAddress = { kind: 'page' } | { kind: 'category'; slug: string } | { kind: 'receipt'; uid: string };

// The router matches paths case-insensitively, so '/Login' is the login page; a slug or uid is kept as written.
const FIXED_PATHS = new Set<string>(Object.values(PAGE_PATHS).map((path) => path.toLowerCase()));
/** The segment before the parameter: '/billing/:uid' gives 'billing'. */
const firstSegment = (pattern: string) => pattern.split('/')[1]!.toLowerCase();

/**
 * The page an address names, matched as the web's router matches it: segments decoded, case ignored, trailing
 * slashes dropped. Null for an address with no page (the not-found page, status 404).
 */
export function pageAddressOf(pathname: string): PageAddress | null {
  const trimmed = pathname.split('?')[0]!.replace(/\/+$/, '') || '/';
  let segments: string[];
  try {
    segments = trimmed.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null; // a malformed escape ('%E0%A4') names no page
  }
  if (FIXED_PATHS.has(segments.join('/').toLowerCase() || '/')) return { kind: 'page' };
  const [root, first = '', param = ''] = segments;
  if (segments.length !== 3 || root !== '' || !param) return null;
  if (first.toLowerCase() === firstSegment(CATEGORY_PAGE)) return { kind: 'category', slug: param };
  if (first.toLowerCase() === firstSegment(RECEIPT_PAGE)) return { kind: 'receipt', uid: param };
  return null;
}

/** Open pages a crawler may index (the sitemap, robots.txt and the SEO seed). */
export const INDEXED_PATHS: readonly string[] = [
  '/',
  '/services',
  '/bridal',
  '/nails',
  '/offers',
  '/republic-day',
  '/installation',
  '/login',
  '/register',
  ...CATEGORY_SLUGS.map((slug) => `/curly-service/${slug}`),
];

/** Paths with the public footer (docs/product.md#footer); shown only to guests and customers. */
export function isFooterPath(pathname: string): boolean {
  const fixed = [
    '/',
    '/cart',
    '/my-appointments',
    '/bridal',
    '/services',
    '/offers',
    '/republic-day',
    '/installation',
    '/nails',
    '/profile',
    '/login',
  ];
  const path = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
  return fixed.includes(path) || /^\/curly-service\/[^/]+$/.test(path);
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
