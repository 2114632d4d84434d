/**
 * Every route of the web app, its page (loaded lazily) and its guard, in one place (document 1 §2 Route guards;
 * document 2 §2 Guarded route table). A failed guard goes to '/'. Pages of later issues are the not-found page for
 * now, inside their guard: a guest is sent home, an allowed user sees not-found.
 */
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import type { User } from '../shared/accounts.schemas';
import { USER_TYPE } from '../shared/constants';
import { PageLoader } from './components/PageLoader';
import { RouteErrorPage } from './components/RouteErrorPage';
import { AppLayout } from './layout/AppLayout';
import { useSession } from './lib/session';
import { paths } from './paths';

/** Who may enter a guarded route. */
export type Access = 'signed-in' | 'back-office' | 'admin';

const ALLOWED_TYPES: Record<Exclude<Access, 'signed-in'>, readonly number[]> = {
  'back-office': [USER_TYPE.admin, USER_TYPE.staff],
  admin: [USER_TYPE.admin],
};

export function mayEnter(access: Access, user: User | null, token: string | null): boolean {
  if (!user || !token) return false;
  return access === 'signed-in' || ALLOWED_TYPES[access].includes(user.user_type);
}

function RequireAccess({ access }: { access: Access }) {
  const { user, token } = useSession();
  return mayEnter(access, user, token) ? <Outlet /> : <Navigate to={paths.home} replace />;
}

const notFoundPage = async () => ({ Component: (await import('./features/site/pages/NotFoundPage')).NotFoundPage });

/** Routes whose pages come with later issues: guarded now, not found inside the guard. */
const laterPages = (list: readonly string[]): RouteObject[] => list.map((path) => ({ path, lazy: notFoundPage }));

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./features/site/pages/HomePage')).HomePage }),
      },
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('./features/accounts/pages/LoginPage')).LoginPage }),
      },
      {
        path: paths.register,
        lazy: async () => ({ Component: (await import('./features/accounts/pages/RegisterPage')).RegisterPage }),
      },
      {
        path: paths.services,
        lazy: async () => ({ Component: (await import('./features/catalogue/pages/ServicesPage')).ServicesPage }),
      },
      {
        path: '/curly-service/:slug',
        lazy: async () => ({
          Component: (await import('./features/catalogue/pages/CategoryServicesPage')).CategoryServicesPage,
        }),
      },
      {
        path: paths.bridal,
        lazy: async () => ({ Component: (await import('./features/site/pages/BridalPage')).BridalPage }),
      },
      {
        path: paths.nails,
        lazy: async () => ({ Component: (await import('./features/site/pages/NailsPage')).NailsPage }),
      },
      {
        path: paths.republicDay,
        lazy: async () => ({ Component: (await import('./features/site/pages/RepublicDayPage')).RepublicDayPage }),
      },
      {
        path: paths.installation,
        lazy: async () => ({ Component: (await import('./features/site/pages/InstallationPage')).InstallationPage }),
      },
      {
        path: paths.offers,
        lazy: async () => ({ Component: (await import('./features/offers/pages/OffersPage')).OffersPage }),
      },
      {
        element: <RequireAccess access="signed-in" />,
        children: [
          {
            path: paths.profile,
            lazy: async () => ({ Component: (await import('./features/accounts/pages/ProfilePage')).ProfilePage }),
          },
          ...laterPages([paths.cart, paths.myAppointments]),
        ],
      },
      {
        element: <RequireAccess access="back-office" />,
        children: laterPages([
          paths.quickInvoice,
          paths.expenses,
          paths.service,
          paths.listing,
          paths.salary,
          paths.dashboard,
          paths.attendance,
        ]),
      },
      {
        element: <RequireAccess access="admin" />,
        children: laterPages([paths.userList, paths.bookingList, paths.offerList, paths.markAttendance]),
      },
      { path: '*', lazy: notFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
