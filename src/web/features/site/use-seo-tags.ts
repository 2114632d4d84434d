/**
 * Sets the page title and meta tags on every route change from the API's SEO list, matched on the last URL
 * segment (document 1 §2). A failure to load the list is only logged.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { seoFor } from '../../../shared/seo';
import { seoQuery } from './api';
import { applySeoEntry } from './seo-tags';

export function useSeoTags(pathname: string): void {
  const { data: entries, error } = useQuery(seoQuery);

  useEffect(() => {
    if (error) console.warn('Could not load the SEO list.', error);
  }, [error]);

  useEffect(() => {
    if (!entries) return;
    const entry = seoFor(entries, pathname);
    if (entry) applySeoEntry(entry);
  }, [entries, pathname]);
}
