/**
 * Catalogue calls (docs/product.md#api-catalogue): the services of a category, searched by name
 * (categoryServicesQuery in src/web/lib/staff-and-services.ts); the categories are src/web/lib/categories.ts. The
 * server checks its answers against the shared schemas before sending them, so they are typed here, not parsed again
 * (that would put zod in every page).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { categoryServicesQuery, type ServiceFilter } from '@web/lib/staff-and-services';

/**
 * The services of one category. While a new search runs the previous answer of the same category stays on
 * screen (no flash of skeletons on every keystroke); a different category starts from the skeletons.
 */
export function useServices(filter: ServiceFilter | null) {
  const query = useQuery({
    ...categoryServicesQuery(filter ?? { categoryId: 0, search: '' }),
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
