import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { islandLoaders } from '@web/island-registry';
import { renderServerMarkup, startIslandsOn } from '@web/test/documents';
import { renderApp, stubApi } from '@web/test/render';
import { BridalPage } from './BridalPage';

const OCCASIONS = ['Engagement', 'Bridal', 'Party', 'Reception', 'Roka', 'Shoot makeup'];

/** The one tab selected and the one panel showing, that tab's. */
function expectSelected(name: string) {
  for (const occasion of OCCASIONS) {
    const tab = screen.getByRole('tab', { name: occasion });
    expect(tab).toHaveAttribute('aria-selected', String(occasion === name));
    expect(tab).toHaveAttribute('tabindex', occasion === name ? '0' : '-1');
  }
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAccessibleName(name);
  expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent(`${name} makeup`);
}

/** The occasions move with a click, and with the arrow keys, Home and End on the tabs; the address follows. */
async function expectTabsAndAddress() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Roka' }));
  expectSelected('Roka');
  expect(window.location.search).toBe('?selected=4');
  expect(screen.getByRole('tab', { name: 'Roka' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expectSelected('Shoot makeup');
  expect(screen.getByRole('tab', { name: 'Shoot makeup' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expectSelected('Engagement');
  await user.keyboard('{ArrowLeft}');
  expectSelected('Shoot makeup');
  await user.keyboard('{Home}');
  expectSelected('Engagement');
  await user.keyboard('{End}');
  expectSelected('Shoot makeup');
  expect(window.location.search).toBe('?selected=5');
  // Tab leaves the tab list from the selected tab, for the panel's Book Now.
  await user.tab();
  expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Book Now' })).toHaveFocus();
}

afterEach(() => window.history.replaceState(null, '', '/'));

// Each test renders the whole app with its lazy routes: give a busy machine time.
describe('BridalPage', { timeout: 20_000 }, () => {
  it('opens on the occasion of ?selected and keeps the query in step with the tabs', async () => {
    stubApi();
    window.history.replaceState(null, '', '/bridal?selected=3');
    renderApp('/bridal?selected=3');
    await screen.findByRole('tab', { name: 'Reception' });
    expectSelected('Reception');
    await expectTabsAndAddress();
  });

  it('sends every occasion in the server’s markup, the one of ?selected showing, and switches them without React', async () => {
    stubApi();
    window.history.replaceState(null, '', '/bridal?selected=3');
    const container = await renderServerMarkup(<BridalPage />, '/bridal?selected=3');
    expectSelected('Reception');
    for (const occasion of OCCASIONS) {
      const heading = within(container).getByRole('heading', { name: `${occasion} makeup`, level: 3, hidden: true });
      if (occasion === 'Reception') expect(heading).toBeVisible();
      else expect(heading).not.toBeVisible();
    }
    await startIslandsOn(container, islandLoaders);
    await expectTabsAndAddress();
  });

  it('opens on the bridal look without a valid ?selected', async () => {
    stubApi();
    renderApp('/bridal?selected=9');
    expect(await screen.findByRole('tab', { name: 'Bridal' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the image grid and two five-day plans whose Book buttons lead to bridal makeup', async () => {
    stubApi();
    renderApp('/bridal');
    expect(await screen.findByRole('heading', { name: 'Looks we love' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mehndi-ready hands' })).toHaveAttribute('src', '/images/bridal/mehndi.svg');

    for (const name of ['Glow Pre-Bridal', 'Royal Pre-Bridal']) {
      const plan = screen.getByRole('heading', { name, level: 3 }).closest('article')!;
      for (const day of [1, 2, 3, 4, 5])
        expect(within(plan).getByText(new RegExp(`^Day ${day} · `))).toBeInTheDocument();
      expect(within(plan).getByRole('link', { name: `Book ${name}` })).toHaveAttribute(
        'href',
        '/curly-service/bridal-makeup',
      );
    }
    const glow = screen.getByRole('heading', { name: 'Glow Pre-Bridal' }).closest('article')!;
    expect(within(glow).getByText('₹5,999')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Book Now' })[0]).toHaveAttribute(
      'href',
      '/curly-service/bridal-makeup',
    );
  });
});
