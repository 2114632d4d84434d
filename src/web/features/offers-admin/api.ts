/**
 * The admin's offers (docs/product.md#api-offers): GET offer/list, POST offer/add and offer/edit (multipart), GET
 * offer/delete. Every change refreshes both the admin list and the public list (they share the 'offers' key prefix), so
 * a disabled or deleted offer leaves the public page at once.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer } from '@shared/catalogue.schemas';
import { api } from '@web/lib/api';

export const ADMIN_OFFERS_KEY = ['offers', 'admin'] as const;

export const adminOffersQuery = queryOptions({
  queryKey: ADMIN_OFFERS_KEY,
  queryFn: async ({ signal }) => (await api.get<{ data: Offer[] }>('/offer/list', { signal })).data,
});

/** What the Add/Edit Offer form sends; `id` present means edit. A null image keeps the current one. */
export interface OfferSubmission {
  id?: number;
  name: string;
  /** The Hindi name, '' for none (docs/decisions/018-hindi-at-its-own-addresses.md). */
  name_hi: string;
  sort: number;
  /** YYYY-MM-DD, or null for no expiry. */
  expiry: string | null;
  status: 0 | 1;
  image: File | null;
}

export function offerFormData(offer: OfferSubmission): FormData {
  const form = new FormData();
  if (offer.id !== undefined) form.append('id', String(offer.id));
  form.append('name', offer.name);
  form.append('name_hi', offer.name_hi);
  form.append('sort', String(offer.sort));
  form.append('expiry', offer.expiry ?? '');
  form.append('status', String(offer.status));
  if (offer.image) form.append('image', offer.image, offer.image.name);
  return form;
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: OfferSubmission) =>
      api.post<{ message: string; data: Offer }>(
        offer.id === undefined ? '/offer/add' : '/offer/edit',
        offerFormData(offer),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['offers'] }),
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.get<{ message: string }>('/offer/delete', { query: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['offers'] }),
  });
}
