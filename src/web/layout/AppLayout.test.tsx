import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signIn, stubApi, testUser } from '@web/test/render';

describe('AppLayout', () => {
  it('shows guests the public header and the footer with contact details from the settings', async () => {
    stubApi();
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(within(footer).getByRole('link', { name: 'hello@curly.example' })).toHaveAttribute(
      'href',
      'mailto:hello@curly.example',
    );
    const year = new Date().getFullYear();
    expect(within(footer).getByText(`© ${year} Curly Studio. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /My Room/ })).not.toBeInTheDocument();
  });

  it('gives staff the back-office navigation on back-office pages, never the footer', async () => {
    stubApi();
    signIn(testUser({ user_type: 2, name: 'Ravi' }));
    renderApp('/attendance');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Attandence' })).toHaveAttribute('href', '/attendance');
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    ['staff', 2],
    ['the admin', 1],
  ])(
    'gives %s the public header on public pages, its menu with Go to Admin (to /expenses) and My Appointments',
    async (_who, userType) => {
      stubApi();
      signIn(testUser({ user_type: userType, name: 'Ravi Kumar', phone: '9999900002' }));
      const user = userEvent.setup();
      const { router } = renderApp('/');
      // The home page itself (its heading starts with the salon's name), under the public navigation.
      expect(await screen.findByRole('heading', { name: /^Curly Studio/, level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Account menu' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText(/^Good (Morning|Afternoon|Evening), Ravi Kumar$/)).toBeInTheDocument();
      expect(within(menu).getByText('9999900002')).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
      expect(within(menu).getByRole('menuitem', { name: 'My Appointments' })).toHaveAttribute(
        'href',
        '/my-appointments',
      );
      expect(within(menu).getByRole('menuitem', { name: 'Change Password' })).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
      await user.click(within(menu).getByRole('menuitem', { name: 'Go to Admin' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/expenses'));
      expect(await screen.findByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    },
  );

  it.each(['/services', '/offers', '/bridal', '/nails', '/my-appointments', '/curly-service/hair'])(
    'gives staff the public header on %s',
    async (path) => {
      stubApi();
      signIn(testUser({ user_type: 2 }));
      renderApp(path);
      expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    },
  );

  it('gives the admin the admin-only links', async () => {
    stubApi();
    signIn(testUser({ user_type: 1 }));
    renderApp('/userList');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Appointments' })).toHaveAttribute('href', '/booking-list');
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/userList');
    expect(within(nav).getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offer-list');
  });

  it('shows a customer the cart count and a greeting in the account menu', async () => {
    stubApi();
    const cart = '[{"id":1},{"id":2},{"id":3}]';
    signIn(testUser({ cart: { data: cart } }), 'test-token', cart);
    const user = userEvent.setup();
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'My Room, 3 items' })).toHaveAttribute('href', '/cart');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(
      within(await screen.findByRole('menu')).getByText(/^Good (Morning|Afternoon|Evening), Priya Sharma$/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'My Appointments' })).toHaveAttribute(
      'href',
      '/my-appointments',
    );
    expect(screen.queryByRole('menuitem', { name: 'Go to Admin' })).not.toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('opens the account menu from the keyboard and gives the focus back on Escape', async () => {
    stubApi();
    signIn();
    const user = userEvent.setup();
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    act(() => button.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
  });

  it('hides the footer on pages outside the public list', async () => {
    stubApi();
    renderApp('/register');
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('logs out: clears the session and goes home even when the call fails', async () => {
    stubApi(({ url }) =>
      url === '/api/logout' ? { status: 500, body: { message: 'oops', error: 'oops' } } : undefined,
    );
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('auth')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
