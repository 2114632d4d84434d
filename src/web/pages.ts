/**
 * The app's pages, each loaded on first use, and a way to load the current page's code before the first render.
 * Each feature's entry names its page loaders (docs/decisions/013-feature-boundaries.md); the module paths here are
 * what the build's manifest calls those pages.
 *
 * A server-rendered page is hydrated with the page already in memory: React.lazy would suspend for a moment even
 * for a module that has arrived, and a suspended page during hydration could be thrown away and shown as the
 * loader. The server renders the same way, so its first render has the whole page too.
 */
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { matchPath } from 'react-router';
import { CATEGORY_PAGE } from '@shared/site-routes';
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
import { loadQuickInvoicePage, loadOrderListPage, loadBillingPage } from '@web/features/orders';
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
import { paths } from './paths';

export type Page = (() => ReactElement) & {
  /** Loads the page's code; resolves once it can render without suspending. */
  preload: () => Promise<void>;
  /** The page's module as the build's manifest names it (relative to src/web), so the server can preload it. */
  module: string;
};

/** A page module's named export, fetched when the page is first shown or preloaded. */
function page<K extends string>(module: string, load: () => Promise<Record<K, ComponentType>>, name: K): Page {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
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

export const HomePage = page('features/site/pages/HomePage.tsx', loadHomePage, 'HomePage');
export const LoginPage = page('features/accounts/pages/LoginPage.tsx', loadLoginPage, 'LoginPage');
export const RegisterPage = page('features/accounts/pages/RegisterPage.tsx', loadRegisterPage, 'RegisterPage');
export const ProfilePage = page('features/accounts/pages/ProfilePage.tsx', loadProfilePage, 'ProfilePage');
export const ServicesPage = page('features/catalogue/pages/ServicesPage.tsx', loadServicesPage, 'ServicesPage');
export const CategoryServicesPage = page(
  'features/catalogue/pages/CategoryServicesPage.tsx',
  loadCategoryServicesPage,
  'CategoryServicesPage',
);
export const BridalPage = page('features/site/pages/BridalPage.tsx', loadBridalPage, 'BridalPage');
export const NailsPage = page('features/site/pages/NailsPage.tsx', loadNailsPage, 'NailsPage');
export const RepublicDayPage = page('features/site/pages/RepublicDayPage.tsx', loadRepublicDayPage, 'RepublicDayPage');
export const InstallationPage = page(
  'features/site/pages/InstallationPage.tsx',
  loadInstallationPage,
  'InstallationPage',
);
export const OffersPage = page('features/offers/pages/OffersPage.tsx', loadOffersPage, 'OffersPage');
export const MyRoomPage = page('features/cart/pages/MyRoomPage.tsx', loadMyRoomPage, 'MyRoomPage');
export const MyAppointmentsPage = page(
  'features/appointments/pages/MyAppointmentsPage.tsx',
  loadMyAppointmentsPage,
  'MyAppointmentsPage',
);
export const BookingListPage = page(
  'features/appointment-review/pages/BookingListPage.tsx',
  loadBookingListPage,
  'BookingListPage',
);
export const OfferListPage = page('features/offers-admin/pages/OfferListPage.tsx', loadOfferListPage, 'OfferListPage');
export const ServiceListPage = page(
  'features/services-admin/pages/ServiceListPage.tsx',
  loadServiceListPage,
  'ServiceListPage',
);
export const UserListPage = page('features/users/pages/UserListPage.tsx', loadUserListPage, 'UserListPage');
export const AttendancePage = page(
  'features/attendance/pages/AttendancePage.tsx',
  loadAttendancePage,
  'AttendancePage',
);
export const MarkAttendancePage = page(
  'features/attendance/pages/MarkAttendancePage.tsx',
  loadMarkAttendancePage,
  'MarkAttendancePage',
);
export const QuickInvoicePage = page(
  'features/orders/pages/QuickInvoicePage.tsx',
  loadQuickInvoicePage,
  'QuickInvoicePage',
);
export const OrderListPage = page('features/orders/pages/OrderListPage.tsx', loadOrderListPage, 'OrderListPage');
export const SalaryPage = page('features/salary/pages/SalaryPage.tsx', loadSalaryPage, 'SalaryPage');
export const DashboardPage = page('features/dashboard/pages/DashboardPage.tsx', loadDashboardPage, 'DashboardPage');
export const ExpensesPage = page('features/expenses/pages/ExpensesPage.tsx', loadExpensesPage, 'ExpensesPage');
export const BillingPage = page('features/orders/pages/BillingPage.tsx', loadBillingPage, 'BillingPage');
export const NotFoundPage = page(
  'components/NotFoundPage.tsx',
  () => import('./components/NotFoundPage'),
  'NotFoundPage',
);

/** The open pages by route pattern (the guarded ones are never server-rendered, so they need no preloading). */
export const OPEN_PAGES: ReadonlyArray<readonly [pattern: string, page: Page]> = [
  [paths.home, HomePage],
  [paths.login, LoginPage],
  [paths.register, RegisterPage],
  [paths.services, ServicesPage],
  [CATEGORY_PAGE, CategoryServicesPage],
  [paths.bridal, BridalPage],
  [paths.nails, NailsPage],
  [paths.republicDay, RepublicDayPage],
  [paths.installation, InstallationPage],
  [paths.offers, OffersPage],
];

/** The open page a path shows, or the not-found page. */
export function openPageFor(pathname: string): Page {
  return OPEN_PAGES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? NotFoundPage;
}
