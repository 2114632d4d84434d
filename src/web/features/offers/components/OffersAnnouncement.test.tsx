import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Offer } from '@shared/catalogue.schemas';
import { salonToday } from '@shared/salon-time';
import { OFFERS_SEEN_COOKIE } from '@shared/document-cookies';
import { islandLoaders } from '@web/island-registry';
import { clearDocumentCookie, hasDocumentCookie } from '@web/lib/document-cookies';
import { ISLANDS_PATH_ATTRIBUTE, SERVER_STATE_ELEMENT_ID } from '@web/server-state';
import { createQueryClient } from '@web/lib/query-client';
import { renderServerMarkup, startIslandsOn } from '@web/test/documents';
import { renderApp, stubApi } from '@web/test/render';
import { announcementIsland, hideAnnouncement } from './announcement.island';
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

/** The page as the server sends a guest's document with islands (decision 017). */
function markAsGuestDocument() {
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = SERVER_STATE_ELEMENT_ID;
  state.setAttribute(ISLANDS_PATH_ATTRIBUTE, window.location.pathname);
  document.body.append(state);
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
  afterEach(() => {
    clearDocumentCookie(OFFERS_SEEN_COOKIE);
    document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove();
  });

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

  it('on a guest’s document: shows, notes the session as the visitor leaves, and the server then draws it hidden', async () => {
    markAsGuestDocument();
    const first = await serverBar();
    expect(bar()).toBeVisible();
    await startIslandsOn(first, islandLoaders);
    expect(bar()).toBeVisible();
    // The page's start writes nothing; leaving the page notes the bar as seen.
    expect(hasDocumentCookie(OFFERS_SEEN_COOKIE)).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(hasDocumentCookie(OFFERS_SEEN_COOKIE)).toBe(true);
    const html = first.innerHTML;
    first.remove();

    // The next page of the session: the server draws the bar hidden, and the island leaves it so.
    const next = document.createElement('div');
    next.innerHTML = hideAnnouncement(html);
    document.body.append(next);
    expect(bar()).not.toBeInTheDocument();
    await startIslandsOn(next, islandLoaders);
    expect(bar()).not.toBeInTheDocument();
    next.remove();
  });

  it('on a guest’s document: Dismiss hides the bar and notes the session', async () => {
    markAsGuestDocument();
    const user = userEvent.setup();
    await startIslandsOn(await serverBar(), islandLoaders);
    await user.click(screen.getByRole('button', { name: 'Dismiss the offers announcement' }));
    expect(bar()).not.toBeInTheDocument();
    expect(hasDocumentCookie(OFFERS_SEEN_COOKIE)).toBe(true);
  });

  it('stays on a bar the visitor is looking at when its island attaches again (React’s strict mode)', async () => {
    const container = await serverBar();
    const root = container.querySelector<HTMLElement>('[data-island="offers-announcement"]')!;
    announcementIsland(root)();
    announcementIsland(root);
    expect(bar()).toBeVisible();
  });
});
