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
  it('start as a plain button, with the menu’s code fetched on first use', () => {
    const button = renderNav();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
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

  it('open on an activation that comes before the menu’s code (Enter is a click without a pointer)', async () => {
    fireEvent.click(renderNav(), { detail: 0 });
    expect(await screen.findByRole('menuitem', { name: 'Nail Art' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nails' })).toHaveAttribute('aria-expanded', 'true');
  });
});
