import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '@web/test/render';

describe('BridalPage', () => {
  it('opens on the occasion of ?selected and keeps the query in step with the tabs', async () => {
    stubApi();
    const user = userEvent.setup();
    const { router } = renderApp('/bridal?selected=3');
    expect(await screen.findByRole('tab', { name: 'Reception' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Reception makeup' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Roka' }));
    await waitFor(() => expect(router.state.location.search).toBe('?selected=4'));
    expect(screen.getByRole('tab', { name: 'Roka' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Roka makeup' })).toBeInTheDocument();
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
