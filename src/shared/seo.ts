/**
 * Matching SEO entries to pages (docs/product.md#page-titles). Free of zod, so the first page load does not carry it.
 */
import type { Language } from './languages';
import type { SeoEntry } from './site.schemas';

/** The SEO entry for a path is the one whose url is the path's last segment ('' for the home page). */
export function lastSegment(pathname: string): string {
  const segments = pathname.split('?')[0]!.split('/').filter(Boolean);
  return segments.length ? decodeURIComponent(segments[segments.length - 1]!) : '';
}

/**
 * The entry of a page (its path without the language part), in its language: a Hindi page takes its entry's Hindi
 * words where it has them (docs/decisions/018-hindi-at-its-own-addresses.md).
 */
export function seoFor(
  entries: readonly SeoEntry[],
  pathname: string,
  language: Language = 'en',
): SeoEntry | undefined {
  const segment = lastSegment(pathname);
  const entry =
    entries.find((candidate) => candidate.url === segment) ?? entries.find((candidate) => candidate.url === '');
  return language === 'hi' && entry?.hi ? { ...entry, ...entry.hi } : entry;
}

/**
 * The not-found page's own title (not the home page's), in the HTML the server sends with status 404 and in the
 * browser once the page shows; with it goes a robots tag that keeps the address out of search results.
 */
export const NOT_FOUND_TITLE = 'Page not found | Curly Studio Chandigarh';
/** Its description, in the head as on the page: what a visitor who lands on it from a link should know. */
export const NOT_FOUND_DESCRIPTION =
  "We looked everywhere, even behind the mirrors, but this page isn't here. It may have moved, or the link may be mistyped.";
/** The same title and description on a Hindi address (/hi/...), where the page shows them in Hindi. */
export const NOT_FOUND_TITLE_HI = 'पेज नहीं मिला | Curly Studio चंडीगढ़';
export const NOT_FOUND_DESCRIPTION_HI =
  'हमने हर जगह देखा, आईनों के पीछे भी, पर यह पेज यहाँ नहीं है। हो सकता है यह कहीं और चला गया हो, या लिंक ग़लत लिखा हो।';
export const NOINDEX_CONTENT = 'noindex';
