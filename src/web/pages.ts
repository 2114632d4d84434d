/**
 * The app's pages, each loaded on first use, and a way to load the current page's code before the first render.
 *
 * A server-rendered page is hydrated with the page already in memory: React.lazy would suspend for a moment even
 * for a module that has arrived, and a suspended page during hydration could be thrown away and shown as the
 * loader. The server renders the same way, so its first render has the whole page too.
 */
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { matchPath } from 'react-router';
import { CATEGORY_PAGE } from '@shared/site-routes';
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

export const HomePage = page(
  'features/site/pages/HomePage.tsx',
  () => import('./features/site/pages/HomePage'),
  'HomePage',
);
export const LoginPage = page(
  'features/accounts/pages/LoginPage.tsx',
  () => import('./features/accounts/pages/LoginPage'),
  'LoginPage',
);
export const RegisterPage = page(
  'features/accounts/pages/RegisterPage.tsx',
  () => import('./features/accounts/pages/RegisterPage'),
  'RegisterPage',
);
export const ProfilePage = page(
  'features/accounts/pages/ProfilePage.tsx',
  () => import('./features/accounts/pages/ProfilePage'),
  'ProfilePage',
);
export const ServicesPage = page(
  'features/catalogue/pages/ServicesPage.tsx',
  () => import('./features/catalogue/pages/ServicesPage'),
  'ServicesPage',
);
export const CategoryServicesPage = page(
  'features/catalogue/pages/CategoryServicesPage.tsx',
  () => import('./features/catalogue/pages/CategoryServicesPage'),
  'CategoryServicesPage',
);
export const BridalPage = page(
  'features/site/pages/BridalPage.tsx',
  () => import('./features/site/pages/BridalPage'),
  'BridalPage',
);
export const NailsPage = page(
  'features/site/pages/NailsPage.tsx',
  () => import('./features/site/pages/NailsPage'),
  'NailsPage',
);
export const RepublicDayPage = page(
  'features/site/pages/RepublicDayPage.tsx',
  () => import('./features/site/pages/RepublicDayPage'),
  'RepublicDayPage',
);
export const InstallationPage = page(
  'features/site/pages/InstallationPage.tsx',
  () => import('./features/site/pages/InstallationPage'),
  'InstallationPage',
);
export const OffersPage = page(
  'features/offers/pages/OffersPage.tsx',
  () => import('./features/offers/pages/OffersPage'),
  'OffersPage',
);
export const MyRoomPage = page(
  'features/cart/pages/MyRoomPage.tsx',
  () => import('./features/cart/pages/MyRoomPage'),
  'MyRoomPage',
);
export const MyAppointmentsPage = page(
  'features/appointments/pages/MyAppointmentsPage.tsx',
  () => import('./features/appointments/pages/MyAppointmentsPage'),
  'MyAppointmentsPage',
);
export const BookingListPage = page(
  'features/appointment-review/pages/BookingListPage.tsx',
  () => import('./features/appointment-review/pages/BookingListPage'),
  'BookingListPage',
);
export const OfferListPage = page(
  'features/offers-admin/pages/OfferListPage.tsx',
  () => import('./features/offers-admin/pages/OfferListPage'),
  'OfferListPage',
);
export const ServiceListPage = page(
  'features/services-admin/pages/ServiceListPage.tsx',
  () => import('./features/services-admin/pages/ServiceListPage'),
  'ServiceListPage',
);
export const UserListPage = page(
  'features/users/pages/UserListPage.tsx',
  () => import('./features/users/pages/UserListPage'),
  'UserListPage',
);
export const AttendancePage = page(
  'features/attendance/pages/AttendancePage.tsx',
  () => import('./features/attendance/pages/AttendancePage'),
  'AttendancePage',
);
export const MarkAttendancePage = page(
  'features/attendance/pages/MarkAttendancePage.tsx',
  () => import('./features/attendance/pages/MarkAttendancePage'),
  'MarkAttendancePage',
);
export const QuickInvoicePage = page(
  'features/orders/pages/QuickInvoicePage.tsx',
  () => import('./features/orders/pages/QuickInvoicePage'),
  'QuickInvoicePage',
);
export const OrderListPage = page(
  'features/orders/pages/OrderListPage.tsx',
  () => import('./features/orders/pages/OrderListPage'),
  'OrderListPage',
);
export const SalaryPage = page(
  'features/salary/pages/SalaryPage.tsx',
  () => import('./features/salary/pages/SalaryPage'),
  'SalaryPage',
);
export const DashboardPage = page(
  'features/dashboard/pages/DashboardPage.tsx',
  () => import('./features/dashboard/pages/DashboardPage'),
  'DashboardPage',
);
export const ExpensesPage = page(
  'features/expenses/pages/ExpensesPage.tsx',
  () => import('./features/expenses/pages/ExpensesPage'),
  'ExpensesPage',
);
export const BillingPage = page(
  'features/orders/pages/BillingPage.tsx',
  () => import('./features/orders/pages/BillingPage'),
  'BillingPage',
);
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
