import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, stubApi } from '@web/test/render';
import { DesktopNav } from './DesktopNav';
import type { NavEntry } from './nav-entries';

const entries: NavEntry[] = [
  { key: 'home', label: 'Home', to: '/', end: true },
  {
    key: 'nails',
    label: 'Nails',
    children: [
      { key: 'nail-art', label: 'Nail Art', to: '/nails#nail-art' },
      { key: 'nail-extension', label: 'Nail Extension', to: '/nails#nail-extension' },
    ],
  },
];

function renderNav() {
  stubApi();
  renderAt(<DesktopNav entries={entries} label="Main" visibleFrom="md" />);
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Nails' });
}

describe('DesktopNav dropdowns', () => {
  it('start closed: the menu is in the page, hidden, until its button opens it', () => {
    const button = renderNav();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('menu', { hidden: true })).toHaveAttribute('hidden');
    expect(screen.getByRole('menuitem', { name: 'Nail Art', hidden: true })).toHaveAttribute('href', '/nails#nail-art');
  });

  it('close on a click elsewhere, and on a second click of the button', async () => {
    const user = userEvent.setup();
    const button = renderNav();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeVisible();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('open on ArrowUp into its last item, and move round with the arrow keys', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Nail Extension' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Nail Art' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Nail Extension' })).toHaveFocus();
  });

  it('open on a click', async () => {
    const user = userEvent.setup();
    await user.click(renderNav());
    expect(await screen.findByRole('menuitem', { name: 'Nail Art' })).toHaveAttribute('href', '/nails#nail-art');
    expect(screen.getByRole('button', { name: 'Nails' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('open on hover', async () => {
    const user = userEvent.setup();
    await user.hover(renderNav());
    expect(await screen.findByRole('menuitem', { name: 'Nail Extension' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('close when the keyboard focus moves on past it', async () => {
    const user = userEvent.setup();
    const button = renderNav();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeVisible();
    await user.tab();
    expect(button).not.toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('open with Enter from the keyboard, keep arrow-key navigation, and give the focus back on Escape', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.tab(); // Home
    await user.tab(); // Nails: its menu's code starts coming
    expect(screen.getByRole('button', { name: 'Nails' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Nail Art' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nails' })).toHaveFocus());
  });

  it('open on Enter, a click without a pointer', async () => {
    fireEvent.click(renderNav(), { detail: 0 });
    expect(await screen.findByRole('menuitem', { name: 'Nail Art' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nails' })).toHaveAttribute('aria-expanded', 'true');
  });
});
