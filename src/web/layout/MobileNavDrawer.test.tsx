import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn, stubApi, testUser } from '@web/test/render';

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
  return screen.findByRole('navigation', { name: 'Site navigation' });
}

describe('the phone drawer', () => {
  it('makes Services, Bridal and Nails buttons that say whether their list is open and which list it is', async () => {
    stubApi();
    const user = userEvent.setup();
    renderApp('/');
    const nav = await openDrawer(user);

    for (const name of ['Services', 'Bridal', 'Nails']) {
      const button = within(nav).getByRole('button', { name });
      expect(button.tagName).toBe('BUTTON');
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('aria-controls');
    }

    const services = within(nav).getByRole('button', { name: 'Services' });
    // Reached by Tab like any control of the drawer.
    services.focus();
    await user.keyboard('{Enter}');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(services.getAttribute('aria-controls')!)!;
    expect(list).toHaveAttribute('role', 'group');
    expect(await within(list).findByRole('link', { name: 'Hair Care' })).toHaveAttribute('href', '/curly-service/hair');

    await user.click(services);
    await waitFor(() => expect(services).toHaveAttribute('aria-expanded', 'false'));
    expect(within(nav).getByRole('button', { name: 'Bridal' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives staff Go to Admin (to /expenses) and My Appointments on a public page', async () => {
    stubApi();
    signIn(testUser({ user_type: 2, name: 'Ravi Kumar' }));
    const user = userEvent.setup();
    renderApp('/offers');
    await openDrawer(user);
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Go to Admin' })).toHaveAttribute('href', '/expenses');
    expect(within(drawer).getByRole('link', { name: 'My Appointments' })).toHaveAttribute('href', '/my-appointments');
    expect(within(drawer).queryByRole('link', { name: 'My Room' })).not.toBeInTheDocument();
  });
});
