/**
 * Sets the page title and meta tags on every route change from the API's SEO list, matched on the last URL
 * segment. A failure to load the list is only logged. While a not-found page shows (an unknown
 * address, category or receipt), its own title and a noindex robots tag win over the list, in step with the
 * server's 404 answer.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useText } from '@web/i18n';
import { seoFor } from '@shared/seo';
import { seoQuery } from './salon-settings';
import { applyNotFoundTags, applySeoEntry, clearNoIndex } from './seo-tags';
import { commonText } from '@web/components/en';

/**
 * How many not-found pages are mounted, and who re-applies the tags when that changes. Module state rather than
 * React state: the tags live in document.head, so a change needs no render of the layout.
 */
let notFoundShown = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Marks the page as not found while the calling component is mounted and `isNotFound` holds. */
export function useNotFoundTags(isNotFound = true): void {
  useEffect(() => {
    if (!isNotFound) return;
    notFoundShown += 1;
    notify();
    return () => {
      notFoundShown -= 1;
      notify();
    };
  }, [isNotFound]);
}

export function useSeoTags(pathname: string): void {
  const { t, language } = useText(commonText);
  const { data: entries, error } = useQuery(seoQuery);
  const notFoundTitle = t('notFound.pageTitle');

  useEffect(() => {
    if (error) console.warn('Could not load the SEO list.', error);
  }, [error]);

  useEffect(() => {
    const apply = () => {
      if (notFoundShown > 0) return applyNotFoundTags(notFoundTitle);
      clearNoIndex();
      const entry = entries && seoFor(entries, pathname, language);
      if (entry) applySeoEntry(entry);
    };
    apply();
    listeners.add(apply);
    return () => void listeners.delete(apply);
  }, [entries, pathname, notFoundTitle, language]);
}
