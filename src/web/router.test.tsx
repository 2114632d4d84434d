import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE } from '@shared/seo';
import { REFUSED_GOES_TO, ROUTES, ROUTE_IDS } from '@shared/routes';
import { pageAddressOf } from '@shared/site-routes';
import { ADMIN_PATHS, STAFF_PATHS } from '@shared/test/route-paths';
import type { SeoEntry } from '@shared/site.schemas';
import { paths } from './paths';
import { AppRoutes, mayEnter } from './router';
import { renderApp, signIn, stubApi, testUser } from './test/render';

// The manifest's walks render the app once per guarded route (15): more than the default 5 s on a busy machine.
describe('route guards', { timeout: 20_000 }, () => {
  const admin = testUser({ user_type: 1 });
  const staff = testUser({ user_type: 2 });
  const customer = testUser({ user_type: 3 });

  it.each([
    ['guest', null, true],
    ['guest', customer, true],
    ['customer', null, false],
    ['customer', customer, true],
    ['staff', customer, false],
    ['staff', staff, true],
    ['staff', admin, true],
    ['admin', staff, false],
    ['admin', admin, true],
  ] as const)('%s lets %j in: %s', (access, user, expected) => {
    expect(mayEnter(access, user, user ? 'token' : null)).toBe(expected);
  });

  it('sends a guest from a signed-in page to home', async () => {
    stubApi();
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  const guarded = ROUTE_IDS.filter((id) => ROUTES[id].access !== 'guest');
  const adminOnly = ROUTE_IDS.filter((id) => ROUTES[id].access === 'admin');
  const backOffice = ROUTE_IDS.filter((id) => ROUTES[id].access === 'staff');

  it('follows the manifest: every guarded route sends a guest to home', async () => {
    expect(guarded.length).toBe(15);
    for (const id of guarded) {
      stubApi();
      const { router, unmount } = renderApp(ROUTES[id].path);
      await waitFor(() => expect(router.state.location.pathname, id).toBe(REFUSED_GOES_TO));
      unmount();
    }
  });

  it('follows the manifest: the back office sends a customer home, the admin’s pages send staff home', async () => {
    const refusals = [
      ...backOffice.map((id) => [id, customer] as const),
      ...adminOnly.map((id) => [id, staff] as const),
    ];
    expect(refusals.map(([id]) => ROUTES[id].path)).toEqual([...STAFF_PATHS, ...ADMIN_PATHS]);
    for (const [id, user] of refusals) {
      stubApi();
      signIn(user);
      const { router, unmount } = renderApp(ROUTES[id].path);
      await waitFor(() => expect(router.state.location.pathname, id).toBe(REFUSED_GOES_TO));
      unmount();
    }
  });

  it('sends a customer away from the back office', async () => {
    stubApi();
    signIn(customer);
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets staff into a back-office page', async () => {
    stubApi(({ url }) =>
      url.startsWith('/api/expense/all')
        ? { body: { data: [], amount: 0, online_amount: 0, start_date: '2026-11-01', end_date: '2026-11-22' } }
        : undefined,
    );
    signIn(staff);
    renderApp('/expenses');
    expect(await screen.findByRole('heading', { name: 'All expenses' })).toBeInTheDocument();
  });

  it('shows not-found for unknown paths', async () => {
    stubApi();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
  });
});

describe('the not-found page in the document head', () => {
  const seo: SeoEntry[] = [
    { url: '', title: 'Home | Curly Studio', metaTitle: 'Home', description: 'The salon.', keywords: ['salon'] },
  ];
  const seoApi = () => stubApi(({ url }) => (url.startsWith('/api/seo') ? { body: { data: seo } } : undefined));
  const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

  it('has its own title and noindex, and hands the page back to the SEO list when the visitor leaves', async () => {
    seoApi();
    const { router } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(NOT_FOUND_TITLE));
    expect(robots()).toBe('noindex');

    act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Home | Curly Studio'));
    expect(robots()).toBeNull();

    act(() => router.navigate('/another-missing-page'));
    await waitFor(() => expect(document.title).toBe(NOT_FOUND_TITLE));
    expect(robots()).toBe('noindex');
  });

  it('keeps them for an unknown category once the categories have come', async () => {
    stubApi(({ url }) => {
      if (url.startsWith('/api/seo')) return { body: { data: seo } };
      if (url.startsWith('/api/expense/categories')) return { body: { data: [] } };
      return undefined;
    });
    renderApp('/curly-service/no-such-slug');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(NOT_FOUND_TITLE));
    expect(robots()).toBe('noindex');
  });
});

/** Every path the route table declares, found by walking its elements (the table renders nothing to find them). */
function declaredPaths(element: ReactElement): string[] {
  const props = element.props as { path?: string; children?: ReactNode };
  return [
    ...(props.path ? [props.path] : []),
    ...Children.toArray(props.children).flatMap((child) => (isValidElement(child) ? declaredPaths(child) : [])),
  ];
}

describe('the pages the server knows', () => {
  it('are every route of the app, so the server answers 404 for no page the app has', () => {
    const declared = declaredPaths(AppRoutes()).filter((path) => path !== '*');
    expect(declared.length).toBeGreaterThan(20);
    for (const path of declared) {
      expect(pageAddressOf(path.replace(/:\w+/g, 'x')), path).not.toBeNull();
    }
    expect(pageAddressOf(paths.curlyService('hair'))).toEqual({ kind: 'category', slug: 'hair' });
    expect(pageAddressOf(paths.billing('abc'))).toEqual({ kind: 'receipt', uid: 'abc' });
  });
});
