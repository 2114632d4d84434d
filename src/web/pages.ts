/**
 * The app's pages, each loaded on first use, and a way to load the current page's code before the first render.
 *
 * A server-rendered page is hydrated with the page already in memory: React.lazy would suspend for a moment even
 * for a module that has arrived, and a suspended page during hydration could be thrown away and shown as the
 * loader. The server renders the same way, so its first render has the whole page too.
 *
 * The routes themselves (paths, guards, which are indexed) are the manifest's (src/shared/routes.ts); this file adds
 * the one thing the server must not load: each route's page module (docs/decisions/014-route-manifest.md).
 */
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { matchPath } from 'react-router';
import { ROUTES, ROUTE_IDS, type RouteId } from '@shared/routes';

export type Page = (() => ReactElement) & {
  /** Loads the page's code; resolves once it can render without suspending. */
  preload: () => Promise<void>;
  /** The page's module as the build's manifest names it (relative to src/web), so the server can preload it. */
  module: string;
};

/**
 * A page module's export named as its file ('features/site/pages/HomePage.tsx' exports HomePage: a type error
 * otherwise), fetched when the page is first shown or preloaded. The import names the same module as `module`
 * (pages.test.ts holds them together: the build's manifest needs the one, the bundler the other).
 */
function page<Name extends string>(
  module: `features/${string}/pages/${Name}.tsx`,
  load: () => Promise<Record<NoInfer<Name>, ComponentType>>,
): Page {
  const name = module.slice(module.lastIndexOf('/') + 1, -'.tsx'.length) as Name;
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (exports) => {
        loaded = exports[name];
      },
      (error: unknown) => {
        loading = undefined; // a failed chunk may be fetched again (the error boundary offers a retry)
        throw error;
      },
    ));
  const LazyPage = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const PageComponent = () => createElement(loaded ?? LazyPage);
  return Object.assign(PageComponent, { preload, module });
}

/** The page of every route of the manifest, by its id: a route without its page is a type error. */
export const PAGES: Readonly<Record<RouteId, Page>> = {
  home: page('features/site/pages/HomePage.tsx', () => import('./features/site/pages/HomePage')),
  services: page('features/catalogue/pages/ServicesPage.tsx', () => import('./features/catalogue/pages/ServicesPage')),
  bridal: page('features/site/pages/BridalPage.tsx', () => import('./features/site/pages/BridalPage')),
  nails: page('features/site/pages/NailsPage.tsx', () => import('./features/site/pages/NailsPage')),
  offers: page('features/offers/pages/OffersPage.tsx', () => import('./features/offers/pages/OffersPage')),
  republicDay: page('features/site/pages/RepublicDayPage.tsx', () => import('./features/site/pages/RepublicDayPage')),
  installation: page(
    'features/site/pages/InstallationPage.tsx',
    () => import('./features/site/pages/InstallationPage'),
  ),
  login: page('features/accounts/pages/LoginPage.tsx', () => import('./features/accounts/pages/LoginPage')),
  register: page('features/accounts/pages/RegisterPage.tsx', () => import('./features/accounts/pages/RegisterPage')),
  category: page(
    'features/catalogue/pages/CategoryServicesPage.tsx',
    () => import('./features/catalogue/pages/CategoryServicesPage'),
  ),
  receipt: page('features/orders/pages/BillingPage.tsx', () => import('./features/orders/pages/BillingPage')),
  cart: page('features/cart/pages/MyRoomPage.tsx', () => import('./features/cart/pages/MyRoomPage')),
  profile: page('features/accounts/pages/ProfilePage.tsx', () => import('./features/accounts/pages/ProfilePage')),
  myAppointments: page(
    'features/appointments/pages/MyAppointmentsPage.tsx',
    () => import('./features/appointments/pages/MyAppointmentsPage'),
  ),
  dashboard: page(
    'features/dashboard/pages/DashboardPage.tsx',
    () => import('./features/dashboard/pages/DashboardPage'),
  ),
  expenses: page('features/expenses/pages/ExpensesPage.tsx', () => import('./features/expenses/pages/ExpensesPage')),
  attendance: page(
    'features/attendance/pages/AttendancePage.tsx',
    () => import('./features/attendance/pages/AttendancePage'),
  ),
  service: page(
    'features/services-admin/pages/ServiceListPage.tsx',
    () => import('./features/services-admin/pages/ServiceListPage'),
  ),
  listing: page('features/orders/pages/OrderListPage.tsx', () => import('./features/orders/pages/OrderListPage')),
  salary: page('features/salary/pages/SalaryPage.tsx', () => import('./features/salary/pages/SalaryPage')),
  quickInvoice: page(
    'features/orders/pages/QuickInvoicePage.tsx',
    () => import('./features/orders/pages/QuickInvoicePage'),
  ),
  bookingList: page(
    'features/appointment-review/pages/BookingListPage.tsx',
    () => import('./features/appointment-review/pages/BookingListPage'),
  ),
  userList: page('features/users/pages/UserListPage.tsx', () => import('./features/users/pages/UserListPage')),
  offerList: page(
    'features/offers-admin/pages/OfferListPage.tsx',
    () => import('./features/offers-admin/pages/OfferListPage'),
  ),
  markAttendance: page(
    'features/attendance/pages/MarkAttendancePage.tsx',
    () => import('./features/attendance/pages/MarkAttendancePage'),
  ),
};

/** The page of every address no route names. */
export const NotFoundPage = page(
  'features/site/pages/NotFoundPage.tsx',
  () => import('./features/site/pages/NotFoundPage'),
);

/**
 * The server-rendered pages by route pattern: the indexed ones (the guarded ones depend on the browser's session,
 * and a receipt is nobody's search result, so the browser renders those and they need no preloading).
 */
export const OPEN_PAGES: ReadonlyArray<readonly [pattern: string, page: Page]> = ROUTE_IDS.filter(
  (id) => ROUTES[id].indexed,
).map((id) => [ROUTES[id].path, PAGES[id]] as const);

/** The open page a path shows, or the not-found page. */
export function openPageFor(pathname: string): Page {
  return OPEN_PAGES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? NotFoundPage;
}
