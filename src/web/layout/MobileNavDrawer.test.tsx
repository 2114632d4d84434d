import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@web/AppProviders';
import { createQueryClient } from '@web/lib/query-client';
import { settingsQuery } from '@web/lib/salon-settings';
import { ATTACHED_ATTRIBUTE, startIslands } from '@web/lib/start-islands';
import { openAt, signIn, testSettings, testUser } from '@web/test/render';
import { layoutIslands } from './islands';
import { PublicHeader } from './PublicHeader';

const burger = () => screen.getByRole('button', { name: 'Open navigation' });
const drawerDialog = () => document.getElementById(burger().getAttribute('aria-controls')!) as HTMLDialogElement;

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
  return screen.findByRole('navigation', { name: 'Site navigation' });
}

describe('the phone drawer in the app', () => {
  it('is a dialog in the page, closed until the burger opens it; the burger says so', async () => {
    const { user } = openAt(<PublicHeader />, '/');
    const button = await screen.findByRole('button', { name: 'Open navigation' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const dialog = drawerDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(false);
    // Its links are in the markup (and so in the server's HTML) before it opens.
    expect(within(dialog).getByRole('link', { name: 'Hair Care', hidden: true })).toHaveAttribute(
      'href',
      '/curly-service/hair',
    );
    expect(screen.queryByRole('navigation', { name: 'Site navigation' })).not.toBeInTheDocument();

    const nav = await openDrawer(user);
    expect(dialog.open).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: testSettings.name })).toBe(dialog);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current');
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/register');
  });

  it('makes Services, Bridal and Nails buttons that say whether their list is open and which list it is', async () => {
    const { user } = openAt(<PublicHeader />, '/');
    const nav = await openDrawer(user);

    for (const name of ['Services', 'Bridal', 'Nails']) {
      const button = within(nav).getByRole('button', { name });
      expect(button.tagName).toBe('BUTTON');
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();
    }

    const services = within(nav).getByRole('button', { name: 'Services' });
    // Reached by Tab like any control of the drawer.
    services.focus();
    await user.keyboard('{Enter}');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(services.getAttribute('aria-controls')!)!;
    expect(list).toHaveAttribute('role', 'group');
    expect(list).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Hair Care' })).toHaveAttribute('href', '/curly-service/hair');
    expect(drawerDialog().open).toBe(true);

    await user.keyboard(' ');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    await user.click(within(nav).getByRole('button', { name: 'Bridal' }));
    expect(within(nav).getByRole('button', { name: 'Bridal' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Roka' })).toHaveAttribute('href', '/bridal?selected=4#occasions');
  });

  it('closes on its close button, on Escape and on a click on its backdrop, giving the focus back to the burger', async () => {
    const { user } = openAt(<PublicHeader />, '/');
    const dialog = () => screen.queryByRole('dialog');

    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveFocus();

    await openDrawer(user);
    within(dialog()!).getByRole('button', { name: 'Services' }).focus();
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    expect(burger()).toHaveFocus();

    // A click on the dialog element itself, outside its panel, is a click on the backdrop.
    await openDrawer(user);
    await user.click(drawerDialog());
    expect(dialog()).not.toBeInTheDocument();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');

    // A press that starts in the panel and ends outside it is no click on the backdrop.
    await openDrawer(user);
    fireEvent.pointerDown(within(dialog()!).getByRole('link', { name: 'Home' }));
    fireEvent.click(drawerDialog());
    expect(dialog()).toBeInTheDocument();
    await user.click(burger());
    expect(dialog()).not.toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    const { user, router } = openAt(<PublicHeader />, '/');
    const nav = await openDrawer(user);
    await user.click(within(nav).getByRole('link', { name: 'Offers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');

    // The current page's entry is the one marked, on the page it leads to.
    const offers = within(await openDrawer(user)).getByRole('link', { name: /^Offers/ });
    expect(offers).toHaveAttribute('aria-current', 'page');
  });

  it('gives staff Go to Admin (to /expenses) and My Appointments on a public page', async () => {
    signIn(testUser({ user_type: 2, name: 'Ravi Kumar' }));
    const { user } = openAt(<PublicHeader />, '/offers');
    await openDrawer(user);
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Go to Admin' })).toHaveAttribute('href', '/expenses');
    expect(within(drawer).getByRole('link', { name: 'My Appointments' })).toHaveAttribute('href', '/my-appointments');
    expect(within(drawer).queryByRole('link', { name: 'My Room' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('closes and opens Change Password from the account block', async () => {
    signIn(testUser({ user_type: 3, name: 'Priya Verma' }));
    const { user } = openAt(<PublicHeader />, '/');
    await openDrawer(user);
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByText(/, Priya Verma$/)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'My Room' })).toHaveAttribute('href', '/cart');
    await user.click(within(drawer).getByRole('button', { name: 'Change Password' }));
    expect(drawerDialog().open).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('closes and logs out from the account block', async () => {
    signIn(testUser({ user_type: 3 }));
    const { user } = openAt(<PublicHeader />, '/profile', ({ url }) =>
      url === '/api/logout' ? { body: { message: 'Logged out' } } : undefined,
    );
    await openDrawer(user);
    const dialog = drawerDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(dialog.open).toBe(false);
    await waitFor(() => expect(localStorage.getItem('auth')).toBeNull());
  });
});

describe('the phone drawer on the server’s HTML, without React', () => {
  /** The header as the server sends it: markup only, no React in the page. */
  function serverHeader() {
    const queryClient = createQueryClient();
    queryClient.setQueryData(settingsQuery.queryKey, testSettings);
    const container = document.createElement('div');
    return import('react-dom/server.browser').then(({ renderToString }) => {
      container.innerHTML = renderToString(
        <AppProviders queryClient={queryClient}>
          <MemoryRouter initialEntries={['/offers']}>
            <PublicHeader />
          </MemoryRouter>
        </AppProviders>,
      );
      document.body.append(container);
      return container;
    });
  }

  it('opens on the first tap, whose click waits for the island, and works from then on', async () => {
    const page = await serverHeader();
    vi.stubGlobal('requestIdleCallback', () => 0);
    startIslands({ drawer: layoutIslands.drawer }, page);
    const root = page.querySelector<HTMLElement>('[data-island="drawer"]')!;
    const dialog = root.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    expect(within(dialog).getByRole('link', { name: /^Offers/, hidden: true })).toHaveAttribute('aria-current', 'page');

    const user = userEvent.setup();
    await user.click(burger());
    await waitFor(() => expect(dialog.open).toBe(true));
    expect(root).toHaveAttribute(ATTACHED_ATTRIBUTE);
    expect(burger()).toHaveAttribute('aria-expanded', 'true');

    const nails = within(dialog).getByRole('button', { name: 'Nails' });
    await user.click(nails);
    expect(nails).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Nail Art' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(dialog.open).toBe(false);
    expect(burger()).toHaveFocus();

    await user.click(burger());
    // A link is a document's link: it is followed as it is, and the drawer closes on the way.
    let wasFollowed = false;
    const follow = (event: MouseEvent) => {
      wasFollowed = !event.defaultPrevented;
      event.preventDefault(); // jsdom does not load documents
    };
    document.addEventListener('click', follow);
    await user.click(within(dialog).getByRole('link', { name: 'Login' }));
    document.removeEventListener('click', follow);
    expect(wasFollowed).toBe(true);
    expect(dialog.open).toBe(false);
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    page.remove();
  });
});
