/** Writes an SEO entry into the document: the title and the meta tags index.html already carries. */
import type { SeoEntry } from '../../../shared/site.schemas';

function setMeta(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export function applySeoEntry(entry: SeoEntry): void {
  document.title = entry.title;
  setMeta('title', entry.metaTitle);
  setMeta('description', entry.description);
  setMeta('keywords', entry.keywords.join(', '));
}
