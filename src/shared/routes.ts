/**
 * The route manifest: every page of the web app, written once, with who may open it and how the site treats it
 * (docs/decisions/014-route-manifest.md). The web's router, its page list and its paths, and the server's page
 * status, sitemap and robots.txt are all derived from it (`src/shared/site-routes.ts`, `src/web/router.tsx`,
 * `src/web/pages.ts`). Pure data and functions: no React and no module loaders, so the server reads it too.
 *
 * Spellings follow the spec, '/mark-attendence' and '/quickInvoice' included (docs/decisions/014-route-manifest.md,
 * Decision).
 */
import { CATEGORY_SLUGS } from './catalogue';
import { isAdmin, isBackOffice } from './roles';

/**
 * Who may open a route: anyone (guest); any signed-in user (customer); staff and admin, types 2 and 1 (staff); the
 * admin only, type 1 (admin). Anyone else is sent to REFUSED_GOES_TO.
 */
export type Access = 'guest' | 'customer' | 'staff' | 'admin';

export interface RouteDefinition {
  /** The pattern as the router takes it: a fixed path, or one parameter as the last segment ('/billing/:uid'). */
  readonly path: string;
  readonly access: Access;
  /**
   * A crawler may index it: listed in sitemap.xml, not disallowed in robots.txt, and rendered on the server (a page
   * nobody finds through a search engine gains nothing from it). Its SEO entry is keyed by its last segment.
   */
  readonly indexed: boolean;
  /** For an indexed pattern: the parameter's values the sitemap lists (the categories of the catalogue). */
  readonly listed?: readonly string[];
  /** The public footer shows on it, to guests and customers (docs/decisions/003-web-shell.md). */
  readonly footer: boolean;
  /** Staff and admin get the back-office header on it rather than the public one (docs/decisions/003-web-shell.md). */
  readonly backOffice: boolean;
  /**
   * A guest gets it as a document with islands instead of the app: every interactive part of the page is an island
   * (docs/decisions/017-public-pages-as-documents-with-islands.md). Signed-in visitors get the app.
   */
  readonly islands?: boolean;
}

/** Where the router sends a visitor a route refuses: home (docs/decisions/014-route-manifest.md, Decision). */
export const REFUSED_GOES_TO = '/';

/**
 * Every route, by id. The web keys the page modules by the same ids (`src/web/pages.ts`), so a route without its
 * page is a type error there.
 */
export const ROUTES = {
  // Open pages
  home: { path: '/', access: 'guest', indexed: true, footer: true, backOffice: false, islands: true },
  services: { path: '/services', access: 'guest', indexed: true, footer: true, backOffice: false, islands: true },
  bridal: { path: '/bridal', access: 'guest', indexed: true, footer: true, backOffice: false, islands: true },
  nails: { path: '/nails', access: 'guest', indexed: true, footer: true, backOffice: false, islands: true },
  offers: { path: '/offers', access: 'guest', indexed: true, footer: true, backOffice: false, islands: true },
  republicDay: {
    path: '/republic-day',
    access: 'guest',
    indexed: true,
    footer: true,
    backOffice: false,
    islands: true,
  },
  installation: {
    path: '/installation',
    access: 'guest',
    indexed: true,
    footer: true,
    backOffice: false,
    islands: true,
  },
  login: { path: '/login', access: 'guest', indexed: true, footer: true, backOffice: false, islands: true },
  register: { path: '/register', access: 'guest', indexed: true, footer: false, backOffice: false, islands: true },
  category: {
    path: '/curly-service/:slug',
    access: 'guest',
    indexed: true,
    listed: CATEGORY_SLUGS,
    footer: true,
    backOffice: false,
    islands: true,
  },
  // A receipt is open (its uid is the key) but nobody's search result; staff print it from the back office.
  receipt: { path: '/billing/:uid', access: 'guest', indexed: false, footer: false, backOffice: true },
  // Any signed-in user
  cart: { path: '/cart', access: 'customer', indexed: false, footer: true, backOffice: false },
  // The back office's own Profile link (its account menu) leads here too.
  profile: { path: '/profile', access: 'customer', indexed: false, footer: true, backOffice: true },
  myAppointments: { path: '/my-appointments', access: 'customer', indexed: false, footer: true, backOffice: false },
  // Back office: types 1 and 2
  dashboard: { path: '/dashboard', access: 'staff', indexed: false, footer: false, backOffice: true },
  expenses: { path: '/expenses', access: 'staff', indexed: false, footer: false, backOffice: true },
  attendance: { path: '/attendance', access: 'staff', indexed: false, footer: false, backOffice: true },
  service: { path: '/service', access: 'staff', indexed: false, footer: false, backOffice: true },
  listing: { path: '/listing', access: 'staff', indexed: false, footer: false, backOffice: true },
  salary: { path: '/salary', access: 'staff', indexed: false, footer: false, backOffice: true },
  quickInvoice: { path: '/quickInvoice', access: 'staff', indexed: false, footer: false, backOffice: true },
  // Admin only: type 1
  bookingList: { path: '/booking-list', access: 'admin', indexed: false, footer: false, backOffice: true },
  userList: { path: '/userList', access: 'admin', indexed: false, footer: false, backOffice: true },
  offerList: { path: '/offer-list', access: 'admin', indexed: false, footer: false, backOffice: true },
  markAttendance: { path: '/mark-attendence', access: 'admin', indexed: false, footer: false, backOffice: true },
  // Beyond the spec: the admin's salon settings (docs/product.md#salon-settings).
  salonSettings: { path: '/salon-settings', access: 'admin', indexed: false, footer: false, backOffice: true },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;

/** The ids in the manifest's order. */
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/**
 * Whether a visitor may open a route of this access: `userType` is null for a guest (no user or no token). Staff
 * routes admit the back office (staff and the admin), admin routes the admin (src/shared/roles.ts).
 */
export function mayOpen(access: Access, userType: number | null): boolean {
  if (access === 'guest') return true;
  if (userType === null) return false;
  const someone = { user_type: userType };
  return access === 'customer' || (access === 'staff' ? isBackOffice(someone) : isAdmin(someone));
}
