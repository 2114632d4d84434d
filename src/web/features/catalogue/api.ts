/**
 * Catalogue calls (docs/product.md#api-catalogue): the services of a category, searched by name
 * (categoryServicesQuery in src/web/lib/staff-and-services.ts); the categories are src/web/lib/categories.ts. The
 * server checks its answers against the shared schemas before sending them, so they are typed here, not parsed again
 * (that would put zod in every page).
 */
import { useQuery } from '@tanstack/react-query';
import { categoryServicesQuery } from '@web/lib/staff-and-services';

/**
 * The services of one category as a category page first shows them: every service of the category (the page holds
 * all their cards, so the search island can widen the list again without asking) and, with a search in the address,
 * the ones that match it, in the server's order. Later searches are the island's (service-search.island.ts).
 */
export function useCategoryServices(categoryId: number | null, search: string) {
  const term = search.trim();
  const all = useQuery({
    ...categoryServicesQuery({ categoryId: categoryId ?? 0, search: '' }),
    enabled: categoryId !== null,
  });
  const matching = useQuery({
    ...categoryServicesQuery({ categoryId: categoryId ?? 0, search: term }),
    enabled: categoryId !== null && term !== '',
  });
  const matched = term ? matching.data : all.data;
  return {
    services: all.data,
    matched,
    isLoading: categoryId === null || all.isPending || (term !== '' && matching.isPending),
    error: all.error ?? matching.error,
  };
}
