/** The home page's counters (GET /api/home/figures, docs/product.md#home-figures). */
import { queryOptions } from '@tanstack/react-query';
import type { HomeFigures } from '@shared/home-figures';
import { api } from '@web/lib/api';

export const homeFiguresQuery = queryOptions({
  queryKey: ['site', 'home-figures'],
  queryFn: async ({ signal }) => (await api.get<{ data: HomeFigures }>('/home/figures', { signal })).data,
  staleTime: 5 * 60_000,
});
