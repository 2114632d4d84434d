/**
 * Catalogue calls (docs/product.md#api-catalogue): the services of a category, searched by name (POST
 * /api/expense/services?search=&cat_id=); the categories are src/web/lib/categories.ts. The server checks its
 * answers against the shared schemas before sending them, so they are typed here, not parsed again (that would put
 * zod in every page).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '@shared/catalogue.schemas';
import { api } from '@web/lib/api';
import { CATALOGUE_KEY } from '@web/lib/categories';

export interface ServiceFilter {
  categoryId: number;
  /** Part of a service name; blank lists the whole category. */
  search: string;
}

export function servicesQuery({ categoryId, search }: ServiceFilter) {
  const term = search.trim();
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, 'services', categoryId, term],
    queryFn: async ({ signal }) =>
      (
        await api.post<{ data: Service[] }>('/expense/services', undefined, {
          signal,
          query: { search: term, cat_id: categoryId },
        })
      ).data,
  });
}

/**
 * The services of one category. While a new search runs the previous answer of the same category stays on
 * screen (no flash of skeletons on every keystroke); a different category starts from the skeletons.
 */
export function useServices(filter: ServiceFilter | null) {
  const query = useQuery({
    ...servicesQuery(filter ?? { categoryId: 0, search: '' }),
    enabled: filter !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === filter?.categoryId ? keepPreviousData(previous) : undefined,
  });
  return {
    services: query.data,
    isLoading: filter === null || query.isPending,
    isSearching: query.isPlaceholderData && query.isFetching,
    error: query.error,
    refetch: query.refetch,
  };
}
