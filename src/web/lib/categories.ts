/**
 * The service categories (docs/product.md#api: POST /api/expense/categories), which the catalogue, the home page and
 * the services admin all show, with the salon's fixed list for when they cannot be loaded
 * (docs/product.md#errors-public). The server checks its answers against the shared schemas before sending them, so
 * they are typed here, not parsed again.
 */
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ALL_CATEGORY, SERVICE_CATEGORIES } from '@shared/catalogue';
import type { Category } from '@shared/catalogue.schemas';
import { api } from './api';

/** Everything of the catalogue is cached under this key (a change in the services admin refreshes it all). */
export const CATALOGUE_KEY = ['catalogue'] as const;

/** Where a category's artwork lives when its own image is missing or fails to load (docs/product.md#errors-public). */
export const DEFAULT_CATEGORY_IMAGE = '/images/categories/default.svg';

export const categoriesQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'categories'],
  queryFn: async ({ signal }) =>
    (await api.post<{ data: Category[] }>('/expense/categories', undefined, { signal })).data,
  staleTime: 5 * 60_000,
});

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

/** The site-relative image path of the API ('images/categories/hair.svg') as a URL of this site. */
export function categoryImageUrl(category: Pick<Category, 'image'>): string {
  const image = category.image.trim();
  if (!image) return DEFAULT_CATEGORY_IMAGE;
  if (/^https?:\/\//i.test(image)) return image;
  return `/${image.replace(/^\/+/, '')}`;
}
