import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mayEnter } from './router';
import { renderApp, signIn, stubApi, testUser } from './test/render';

describe('route guards', () => {
  const admin = testUser({ user_type: 1 });
  const staff = testUser({ user_type: 2 });
  const customer = testUser({ user_type: 3 });

  it.each([
    ['signed-in', null, false],
    ['signed-in', customer, true],
    ['back-office', customer, false],
    ['back-office', staff, true],
    ['back-office', admin, true],
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
