/** The salon's settings and SEO list (GET /api/settings, GET /api/seo). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalonSettings, SeoEntry } from '@shared/site.schemas';
import { DEFAULT_SALON_TIMEZONE } from '@shared/salon-time';
import { api } from './api';

const FIVE_MINUTES = 5 * 60_000;

export const settingsQuery = queryOptions({
  queryKey: ['site', 'settings'],
  queryFn: async ({ signal }) => (await api.get<{ data: SalonSettings }>('/settings', { signal })).data,
  staleTime: FIVE_MINUTES,
});

export const seoQuery = queryOptions({
  queryKey: ['site', 'seo'],
  queryFn: async ({ signal }) => (await api.get<{ data: SeoEntry[] }>('/seo', { signal })).data,
  staleTime: FIVE_MINUTES,
  retry: false,
});

export function useSalonSettings(): { settings: SalonSettings | undefined; isLoading: boolean } {
  const { data, isLoading } = useQuery(settingsQuery);
  return { settings: data, isLoading };
}

/** The salon's time zone, for "today" and the greeting, before and after the settings arrive. */
export function useSalonTimeZone(): string {
  const { settings } = useSalonSettings();
  return settings?.timeZone || DEFAULT_SALON_TIMEZONE;
}
