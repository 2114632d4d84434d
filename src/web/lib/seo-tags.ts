/** Writes an SEO entry into the document: the title and the meta tags index.html already carries. */
import type { SeoEntry } from '@shared/site.schemas';
import { NOINDEX_CONTENT } from '@shared/seo';

function setMeta(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** A page of the site: its entry's tags, and indexable again after a not-found page. */
export function applySeoEntry(entry: SeoEntry): void {
  document.title = entry.title;
  setMeta('title', entry.metaTitle);
  setMeta('description', entry.description);
  setMeta('keywords', entry.keywords.join(', '));
  clearNoIndex();
}

/** The not-found page: its own title, and kept out of search results (as the server's 404 answer has it). */
export function applyNotFoundTags(title: string): void {
  document.title = title;
  setMeta('robots', NOINDEX_CONTENT);
}

export function clearNoIndex(): void {
  document.head.querySelector('meta[name="robots"]')?.remove();
}
