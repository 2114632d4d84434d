/**
 * The router, derived from the route manifest (src/shared/routes.ts; docs/decisions/014-route-manifest.md): each
 * route with its page (src/web/pages.ts) behind the guard of its access. A refused visitor goes to REFUSED_GOES_TO
 * ('/').
 *
 * Declarative routes (BrowserRouter) rather than a data router: the app loads its data with TanStack Query, and
 * the data router's machinery would add about 17 kB gzip to every first page load.
 */
import { Navigate, Outlet, Route, Routes } from 'react-router';
import type { User } from '@shared/accounts.schemas';
import { REFUSED_GOES_TO, ROUTES, ROUTE_IDS, mayOpen, type Access } from '@shared/routes';
import { AppLayout } from './layout/AppLayout';
import { useSession } from './lib/session';
import { NotFoundPage, PAGES } from './pages';

/** The guarded accesses, each one group of routes behind one guard. */
const GUARDED: readonly Exclude<Access, 'guest'>[] = ['customer', 'staff', 'admin'];

export function mayEnter(access: Access, user: User | null, token: string | null): boolean {
  return mayOpen(access, user && token ? user.user_type : null);
}

function RequireAccess({ access }: { access: Access }) {
  const { user, token } = useSession();
  return mayEnter(access, user, token) ? <Outlet /> : <Navigate to={REFUSED_GOES_TO} replace />;
}

/** The routes of one access, each showing its page ('/' is the layout's index route). */
function routesOf(access: Access) {
  return ROUTE_IDS.filter((id) => ROUTES[id].access === access).map((id) => {
    const Page = PAGES[id];
    const { path } = ROUTES[id];
    return path === '/' ? (
      <Route key={id} index element={<Page />} />
    ) : (
      <Route key={id} path={path} element={<Page />} />
    );
  });
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<AppLayout />}>
        {routesOf('guest')}
        {GUARDED.map((access) => (
          <Route key={access} element={<RequireAccess access={access} />}>
            {routesOf(access)}
          </Route>
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
