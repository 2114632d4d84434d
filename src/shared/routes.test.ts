import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from './catalogue';
import { USER_TYPE } from './constants';
import { ROUTES, ROUTE_IDS, mayOpen, type Access, type RouteDefinition } from './routes';
import {
  INDEXED_PATHS,
  PAGE_PATHS,
  UNINDEXED_ROBOTS_RULES,
  isBackOfficePath,
  isFooterPath,
  pageAddressOf,
  routeAt,
} from './site-routes';
import { ADMIN_PATHS, STAFF_PATHS } from './test/route-paths';

const routes = ROUTE_IDS.map((id) => [id, ROUTES[id] as RouteDefinition] as const);
/** The open pages without a parameter, in the spec's order: all of them are indexed. */
const FIXED_OPEN_PATHS = [
  '/',
  '/services',
  '/bridal',
  '/nails',
  '/offers',
  '/republic-day',
  '/installation',
  '/login',
  '/register',
];
const pathsOf = (access: Access) => routes.filter(([, route]) => route.access === access).map(([, r]) => r.path);

describe('the route manifest', () => {
  it('has the spec’s routes, spelled as the spec spells them, each behind its guard', () => {
    expect(pathsOf('guest')).toEqual([...FIXED_OPEN_PATHS, '/curly-service/:slug', '/billing/:uid']);
    expect(pathsOf('customer')).toEqual(['/cart', '/profile', '/my-appointments']);
    expect(pathsOf('staff')).toEqual(STAFF_PATHS);
    expect(pathsOf('admin')).toEqual(ADMIN_PATHS);
  });

  it('has unique paths, and patterns of one parameter as the last segment', () => {
    const paths = routes.map(([, route]) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    for (const [id, route] of routes) {
      if (route.path.includes(':')) expect(route.path, id).toMatch(/^\/[a-z-]+\/:[a-z]+$/);
      else expect(route.path, id).toMatch(/^\/[A-Za-z-]*$/);
    }
  });

  it('names every fixed route in PAGE_PATHS by its id', () => {
    for (const [id, route] of routes) {
      if (route.path.includes(':')) expect(PAGE_PATHS, id).not.toHaveProperty(id);
      else expect(PAGE_PATHS, id).toHaveProperty(id, route.path);
    }
  });

  it('indexes open routes only, and a pattern only with the values it lists', () => {
    for (const [id, route] of routes) {
      if (route.indexed) expect(route.access, id).toBe('guest');
      if (route.indexed && route.path.includes(':')) expect(route.listed?.length, id).toBeGreaterThan(0);
    }
  });
});

describe('guards from the manifest', () => {
  const types = { guest: null, customer: USER_TYPE.customer, staff: USER_TYPE.staff, admin: USER_TYPE.admin };
  const admitted: Record<Access, (keyof typeof types)[]> = {
    guest: ['guest', 'customer', 'staff', 'admin'],
    customer: ['customer', 'staff', 'admin'],
    staff: ['staff', 'admin'],
    admin: ['admin'],
  };

  it.each(Object.entries(admitted))('a %s route admits %j and nobody else', (access, who) => {
    for (const [visitor, userType] of Object.entries(types)) {
      expect(mayOpen(access as Access, userType), visitor).toBe(who.includes(visitor as keyof typeof types));
    }
  });
});

describe('what the server derives from the manifest', () => {
  it('lists the indexed routes in the sitemap: the fixed ones, then every category', () => {
    expect(INDEXED_PATHS).toEqual([...FIXED_OPEN_PATHS, ...CATEGORY_SLUGS.map((slug) => `/curly-service/${slug}`)]);
    for (const path of INDEXED_PATHS) expect(ROUTES[routeAt(path)!.id].indexed, path).toBe(true);
  });

  it('keeps crawlers off every route not indexed, and off no indexed one', () => {
    expect(UNINDEXED_ROBOTS_RULES).toEqual([
      '/billing/',
      '/cart',
      '/profile',
      '/my-appointments',
      '/dashboard',
      '/expenses',
      '/attendance',
      '/service$',
      '/listing',
      '/salary',
      '/quickInvoice',
      '/booking-list',
      '/userList',
      '/offer-list',
      '/mark-attendence',
      '/salon-settings',
    ]);
    // Robots rules match by prefix, and '$' ends a rule at the address's end.
    const disallowed = (path: string) =>
      UNINDEXED_ROBOTS_RULES.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
    for (const path of INDEXED_PATHS) expect(disallowed(path), path).toBe(false);
    for (const [id, route] of routes) {
      if (!route.indexed) expect(disallowed(route.path.replace(/:\w+$/, 'x')), id).toBe(true);
    }
  });

  it('knows every route’s address as a page', () => {
    for (const [id, route] of routes) {
      expect(routeAt(route.path.replace(/:\w+$/, 'x')), id).toEqual(
        route.path.includes(':') ? { id, param: 'x' } : { id },
      );
    }
    expect(pageAddressOf('/billing/abc')).toEqual({ kind: 'receipt', uid: 'abc' });
    expect(routeAt('/no-such-page')).toBeNull();
  });
});

describe('the shell from the manifest', () => {
  it('shows the back-office header on the back office, the admin’s pages, the profile and receipts', () => {
    for (const path of ['/dashboard', '/Expenses/', '/mark-attendence', '/profile', '/billing/abc'])
      expect(isBackOfficePath(path), path).toBe(true);
    for (const path of ['/', '/services', '/cart', '/my-appointments', '/billing/', '/billing/a/b', '/nope'])
      expect(isBackOfficePath(path), path).toBe(false);
  });

  it('matches the footer’s paths as the router matches them (case ignored)', () => {
    expect(isFooterPath('/Login')).toBe(true);
    expect(isFooterPath('/curly-service/Hair')).toBe(true);
    expect(isFooterPath('/Register')).toBe(false);
  });
});
