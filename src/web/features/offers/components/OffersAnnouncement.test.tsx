import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Offer } from '@shared/catalogue.schemas';
import { salonToday } from '@shared/salon-time';
import { islandLoaders } from '@web/island-registry';
import { createQueryClient } from '@web/lib/query-client';
import { renderServerMarkup, startIslandsOn } from '@web/test/documents';
import { renderApp, stubApi } from '@web/test/render';
import { announcementIsland } from './announcement.island';
import { OffersAnnouncement } from './OffersAnnouncement';
import { offersQuery } from '../api';

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

/** The bar, while it shows. */
const bar = () => screen.queryByRole('region', { name: 'Special offers are live!' });

/** The bar as the server sends it, with the offers the server fetched. */
async function serverBar() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(offersQuery.queryKey, LIVE);
  return renderServerMarkup(<OffersAnnouncement />, '/', queryClient);
}

// Each test renders the whole app with its lazy routes: give a busy machine time.
describe('the offers announcement on the home page', { timeout: 20_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it('announces live offers once per browser session, with Get Offers leading to /offers', async () => {
    stubOffers(LIVE);
    const user = userEvent.setup();
    const view = renderApp('/');
    expect(await screen.findByText('Special offers are live!')).toBeVisible();
    expect(screen.getByText('2 offers are waiting for you. Book before they expire.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Get Offers' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/offers'));
    view.unmount();

    // A later visit to the home page in the same session stays quiet.
    stubOffers(LIVE);
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    // The bar is drawn (hidden) once the offers have loaded.
    expect(await screen.findByText('Special offers are live!')).not.toBeVisible();
    expect(bar()).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    stubOffers(LIVE);
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByText('Special offers are live!');
    await user.click(screen.getByRole('button', { name: 'Dismiss the offers announcement' }));
    expect(bar()).not.toBeInTheDocument();
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

  it('on the server’s markup without React: shows once a session, and Dismiss hides it', async () => {
    const user = userEvent.setup();
    const first = await serverBar();
    expect(bar()).toBeVisible();
    await startIslandsOn(first, islandLoaders);
    expect(bar()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss the offers announcement' }));
    expect(bar()).not.toBeInTheDocument();
    first.remove();

    // The next page of the session: the server sends the bar again, the island hides it.
    const next = await serverBar();
    expect(bar()).toBeVisible();
    await startIslandsOn(next, islandLoaders);
    expect(bar()).not.toBeInTheDocument();
  });

  it('stays on a bar the visitor is looking at when its island attaches again (React’s strict mode)', async () => {
    const container = await serverBar();
    const root = container.querySelector<HTMLElement>('[data-island="offers-announcement"]')!;
    announcementIsland(root)();
    announcementIsland(root);
    expect(bar()).toBeVisible();
  });
});
