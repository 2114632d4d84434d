import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn, stubApi, testSettings, testUser } from '@web/test/render';

describe('BackOfficeHeader', () => {
  it('leads from the phone menu to the Quick Invoice, right after Listing', async () => {
    stubApi();
    signIn(testUser({ user_type: 2, name: 'Ravi' }));
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    const names = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(names.indexOf('Listing'), names.indexOf('Listing') + 2)).toEqual(['Listing', 'Quick Invoice']);
    expect(names).not.toContain('Attandence');
    await user.click(within(drawer).getByRole('link', { name: 'Quick Invoice' }));
    expect(router.state.location.pathname).toBe('/quickInvoice');
    expect(drawer).not.toHaveAttribute('open');
  });

  it('leaves the salon’s contact buttons out of the back office', async () => {
    stubApi();
    signIn(testUser({ user_type: 1 }));
    renderApp('/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    // The settings (the contact buttons' phones and e-mail) have arrived: the header shows the salon's name (its
    // closed drawer too, which a role query leaves out).
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: testSettings.name })).toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'Contact the salon' })).not.toBeInTheDocument();
  });

  it('keeps them for visitors', async () => {
    stubApi();
    renderApp('/');
    expect(await screen.findByRole('complementary', { name: 'Contact the salon' })).toBeInTheDocument();
  });
});
