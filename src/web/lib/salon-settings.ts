/** The salon's settings and SEO list (GET /api/settings, GET /api/seo). */
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@web/i18n';
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

/**
 * The settings as the page shows them: on a Hindi page, with the Hindi words the salon has written in place of the
 * English ones (docs/decisions/018-hindi-at-its-own-addresses.md).
 */
export function useSalonSettings(): { settings: SalonSettings | undefined; isLoading: boolean } {
  const { data, isLoading } = useQuery(settingsQuery);
  const language = useLanguage();
  const settings = useMemo(() => {
    if (!data || language !== 'hi' || !data.hi) return data;
    const written = Object.entries(data.hi).filter(([, words]) => typeof words === 'string' && words.trim() !== '');
    return { ...data, ...Object.fromEntries(written) };
  }, [data, language]);
  return { settings, isLoading };
}

/** The salon's time zone, for "today" and the greeting, before and after the settings arrive. */
export function useSalonTimeZone(): string {
  const { settings } = useSalonSettings();
  return settings?.timeZone || DEFAULT_SALON_TIMEZONE;
}
