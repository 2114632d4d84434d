import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@shared/catalogue.schemas';
import { addDays, salonToday } from '@shared/salon-time';
import { renderApp, stubApi } from '@web/test/render';

const today = salonToday('Asia/Kolkata');

const offer = (id: number, expiry: string): Offer => ({
  id,
  name: `Offer ${id}`,
  img: 'images/offers/default.svg',
  sort: id,
  expiry,
  status: 1,
});

function stubOffers(offers: Offer[]) {
  stubApi(({ url }) => (url.startsWith('/api/offer/offers') ? { body: { data: offers } } : undefined));
}

async function offersLink(): Promise<HTMLElement> {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav).getByRole('link', { name: /^Offers/ });
}

describe('the header’s Offers link', () => {
  it('glows and shows the count while offers are live', async () => {
    stubOffers([offer(1, today), offer(2, '0000-00-00'), offer(3, addDays(today, -1))]);
    renderApp('/bridal');
    const link = await offersLink();
    // The expired offer does not count.
    expect(await within(link).findByText('2 offers live')).toBeInTheDocument();
    expect(link).toHaveAttribute('data-live', 'true');
    expect(link).toHaveAccessibleName('Offers 2 offers live');
  });

  it('stays still when there are no offers', async () => {
    stubOffers([]);
    renderApp('/bridal');
    const link = await offersLink();
    // Let the offers answer arrive before looking.
    await screen.findByRole('navigation', { name: 'Main' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(link).not.toHaveAttribute('data-live');
    expect(link).toHaveAccessibleName('Offers');
  });

  it('stays still when every offer has expired or the offers cannot be loaded', async () => {
    stubOffers([offer(1, addDays(today, -3))]);
    const view = renderApp('/bridal');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await offersLink()).not.toHaveAttribute('data-live');
    view.unmount();

    stubApi(); // the offers answer 404
    renderApp('/bridal');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await offersLink()).not.toHaveAttribute('data-live');
  });
});
