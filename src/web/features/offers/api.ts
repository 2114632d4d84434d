/**
 * Public offers (docs/product.md#offers-page, #api-offers). One query shared by the offers page, the
 * header's Offers link and the home page's announcement, so the list is fetched once per visit.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '@shared/catalogue.schemas';
import { offerExpiry } from '@shared/offer-expiry';
import { salonToday } from '@shared/salon-time';
import { api } from '@web/lib/api';
import { useSalonTimeZone } from '@web/lib/salon-settings';

export const offersQuery = queryOptions({
  queryKey: ['offers', 'public'],
  queryFn: async ({ signal }) => (await api.get<{ data: Offer[] }>('/offer/offers', { signal })).data,
  staleTime: 5 * 60_000,
});

export function useOffers() {
  return useQuery(offersQuery);
}

/** Offers a visitor can still take up: the expired ones stay on the page (marked) but do not count as live. */
export function liveOffers(offers: readonly Offer[], today: string): Offer[] {
  return offers.filter((offer) => offerExpiry(offer.expiry, today).kind !== 'expired');
}

/** How many offers are live today in the salon's time zone (0 while loading or when the call fails). */
export function useLiveOfferCount(): number {
  const { data } = useOffers();
  const timeZone = useSalonTimeZone();
  return data ? liveOffers(data, salonToday(timeZone)).length : 0;
}
