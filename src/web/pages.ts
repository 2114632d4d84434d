/**
 * The app's pages, each loaded on first use, and a way to load the current page's code before the first render.
 *
 * A server-rendered page is hydrated with the page already in memory: React.lazy would suspend for a moment even
 * for a module that has arrived, and a suspended page during hydration could be thrown away and shown as the
 * loader. The server renders the same way, so its first render has the whole page too.
 *
 * The routes themselves (paths, guards, which are indexed) are the manifest's (src/shared/routes.ts); this file adds
 * the one thing the server must not load: each route's page module (docs/decisions/014-route-manifest.md), loaded
 * through its feature's entry (docs/decisions/013-feature-boundaries.md).
 */
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { matchPath } from 'react-router';
import { ROUTES, ROUTE_IDS, type RouteId } from '@shared/routes';
import { loadLoginPage, loadRegisterPage, loadProfilePage } from '@web/features/accounts';
import { loadBookingListPage } from '@web/features/appointment-review';
import { loadMyAppointmentsPage } from '@web/features/appointments';
import { loadAttendancePage, loadMarkAttendancePage } from '@web/features/attendance';
import { loadMyRoomPage } from '@web/features/cart';
import { loadServicesPage, loadCategoryServicesPage } from '@web/features/catalogue';
import { loadDashboardPage } from '@web/features/dashboard';
import { loadExpensesPage } from '@web/features/expenses';
import { loadOffersPage } from '@web/features/offers';
import { loadOfferListPage } from '@web/features/offers-admin';
import { loadSettingsPage } from '@web/features/settings-admin';
import { loadBillingPage, loadOrderListPage, loadQuickInvoicePage } from '@web/features/orders';
import { loadSalaryPage } from '@web/features/salary';
import { loadServiceListPage } from '@web/features/services-admin';
import {
  loadHomePage,
  loadBridalPage,
  loadNailsPage,
  loadRepublicDayPage,
  loadInstallationPage,
} from '@web/features/site';
import { loadUserListPage } from '@web/features/users';

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
  module: `features/${string}/pages/${Name}.tsx` | `components/${Name}.tsx`,
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
  home: page('features/site/pages/HomePage.tsx', loadHomePage),
  services: page('features/catalogue/pages/ServicesPage.tsx', loadServicesPage),
  bridal: page('features/site/pages/BridalPage.tsx', loadBridalPage),
  nails: page('features/site/pages/NailsPage.tsx', loadNailsPage),
  offers: page('features/offers/pages/OffersPage.tsx', loadOffersPage),
  republicDay: page('features/site/pages/RepublicDayPage.tsx', loadRepublicDayPage),
  installation: page('features/site/pages/InstallationPage.tsx', loadInstallationPage),
  login: page('features/accounts/pages/LoginPage.tsx', loadLoginPage),
  register: page('features/accounts/pages/RegisterPage.tsx', loadRegisterPage),
  category: page('features/catalogue/pages/CategoryServicesPage.tsx', loadCategoryServicesPage),
  receipt: page('features/orders/pages/BillingPage.tsx', loadBillingPage),
  cart: page('features/cart/pages/MyRoomPage.tsx', loadMyRoomPage),
  profile: page('features/accounts/pages/ProfilePage.tsx', loadProfilePage),
  myAppointments: page('features/appointments/pages/MyAppointmentsPage.tsx', loadMyAppointmentsPage),
  dashboard: page('features/dashboard/pages/DashboardPage.tsx', loadDashboardPage),
  expenses: page('features/expenses/pages/ExpensesPage.tsx', loadExpensesPage),
  attendance: page('features/attendance/pages/AttendancePage.tsx', loadAttendancePage),
  service: page('features/services-admin/pages/ServiceListPage.tsx', loadServiceListPage),
  listing: page('features/orders/pages/OrderListPage.tsx', loadOrderListPage),
  salary: page('features/salary/pages/SalaryPage.tsx', loadSalaryPage),
  quickInvoice: page('features/orders/pages/QuickInvoicePage.tsx', loadQuickInvoicePage),
  bookingList: page('features/appointment-review/pages/BookingListPage.tsx', loadBookingListPage),
  userList: page('features/users/pages/UserListPage.tsx', loadUserListPage),
  offerList: page('features/offers-admin/pages/OfferListPage.tsx', loadOfferListPage),
  markAttendance: page('features/attendance/pages/MarkAttendancePage.tsx', loadMarkAttendancePage),
  salonSettings: page('features/settings-admin/pages/SettingsPage.tsx', loadSettingsPage),
};

/** The page of every address no route names. */
export const NotFoundPage = page('components/NotFoundPage.tsx', () => import('./components/NotFoundPage'));

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
