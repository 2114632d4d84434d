import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Offer } from '@shared/catalogue.schemas';
import { salonToday } from '@shared/salon-time';
import { renderApp, stubApi } from '@web/test/render';

const LIVE: Offer[] = [
  { id: 1, name: 'Hydra Facial', img: 'images/offers/hydra-glow.svg', sort: 1, expiry: '0000-00-00', status: 1 },
  {
    id: 2,
    name: 'Nails',
    img: 'images/offers/nail-extensions.svg',
    sort: 2,
    expiry: salonToday('Asia/Kolkata'),
    status: 1,
  },
];

function stubOffers(offers: Offer[]) {
  stubApi(({ url }) => (url.startsWith('/api/offer/offers') ? { body: { data: offers } } : undefined));
}

describe('the offers announcement on the home page', () => {
  afterEach(() => sessionStorage.clear());

  it('announces live offers once per browser session, with Get Offers leading to /offers', async () => {
    stubOffers(LIVE);
    const user = userEvent.setup();
    const view = renderApp('/');
    expect(await screen.findByText('Special offers are live!')).toBeInTheDocument();
    expect(screen.getByText('2 offers are waiting for you. Book before they expire.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Get Offers' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/offers'));
    view.unmount();

    // A later visit to the home page in the same session stays quiet.
    stubOffers(LIVE);
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Special offers are live!')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    stubOffers(LIVE);
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByText('Special offers are live!');
    await user.click(screen.getByRole('button', { name: 'Dismiss the offers announcement' }));
    expect(screen.queryByText('Special offers are live!')).not.toBeInTheDocument();
  });

  it('says nothing without live offers, or away from the home page', async () => {
    stubOffers([]);
    const view = renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Special offers are live!')).not.toBeInTheDocument();
    view.unmount();

    stubOffers(LIVE);
    renderApp('/bridal');
    await within(await screen.findByRole('navigation', { name: 'Main' })).findByText('2 offers live');
    expect(screen.queryByText('Special offers are live!')).not.toBeInTheDocument();
  });
});
