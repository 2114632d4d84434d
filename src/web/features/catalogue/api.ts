/**
 * Catalogue calls (docs/product.md#api-catalogue): the categories (POST /api/expense/categories) and the services of a
 * category, searched by name (POST /api/expense/services?search=&cat_id=). The server checks its answers against the
 * shared schemas before sending them, so they are typed here, not parsed again (that would put zod in every page).
 */
import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ALL_CATEGORY, SERVICE_CATEGORIES } from '@shared/catalogue';
import type { Category, Service } from '@shared/catalogue.schemas';
import { api } from '@web/lib/api';

const CATALOGUE_KEY = ['catalogue'] as const;
const FIVE_MINUTES = 5 * 60_000;

/** Where a category's artwork lives when its own image is missing or fails to load (docs/product.md#errors-public). */
export const DEFAULT_CATEGORY_IMAGE = '/images/categories/default.svg';

export const categoriesQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'categories'],
  queryFn: async ({ signal }) =>
    (await api.post<{ data: Category[] }>('/expense/categories', undefined, { signal })).data,
  staleTime: FIVE_MINUTES,
});

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

/** The salon's fixed categories (src/shared/catalogue.ts), for when the list cannot be loaded. */
export const FALLBACK_CATEGORIES: readonly Category[] = [...SERVICE_CATEGORIES, ALL_CATEGORY].map((category) => ({
  ...category,
  image: `images/categories/${category.slug}.svg`,
}));

/**
 * The categories. A failure to load them is only logged (docs/product.md#errors-public); the pages then use the salon's
 * fixed list, so browsing still works.
 */
export function useCategories(): { categories: readonly Category[] | undefined; isLoading: boolean } {
  const { data, error, isPending } = useQuery(categoriesQuery);
  useEffect(() => {
    if (error) console.warn('Could not load the service categories.', error);
  }, [error]);
  return { categories: data ?? (error ? FALLBACK_CATEGORIES : undefined), isLoading: isPending && !error };
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

/** The site-relative image path of the API ('images/categories/hair.svg') as a URL of this site. */
export function categoryImageUrl(category: Pick<Category, 'image'>): string {
  const image = category.image.trim();
  if (!image) return DEFAULT_CATEGORY_IMAGE;
  if (/^https?:\/\//i.test(image)) return image;
  return `/${image.replace(/^\/+/, '')}`;
}
