/**
 * The page's head tags: the title and meta tags of its SEO entry put in place on the server, so a crawler without
 * JavaScript sees them (docs/decisions/005-public-site.md), and the not-found page's own title and noindex
 * (docs/decisions/006-server-rendering.md).
 */
import type { Language } from '@shared/languages';
import {
  NOINDEX_CONTENT,
  NOT_FOUND_DESCRIPTION,
  NOT_FOUND_DESCRIPTION_HI,
  NOT_FOUND_TITLE,
  NOT_FOUND_TITLE_HI,
} from '@shared/seo';
import type { SeoEntry } from '@shared/site.schemas';

const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);

const REPLACED_HEAD_TAGS = /<meta\s+name="(title|description|keywords|robots)"[^>]*>\s*/gi;

/** Puts these tags in place of the page's title and its title, description, keywords and robots meta tags. */
function withHeadTags(html: string, tags: readonly string[]): string {
  const stripped = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(REPLACED_HEAD_TAGS, '');
  return stripped.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** Replaces the page's title and its title, description and keywords meta tags with the entry's. */
export function withSeoTags(html: string, entry: SeoEntry | undefined, extraHead = ''): string {
  if (!entry) return extraHead ? html.replace(/<\/head>/i, () => `  ${extraHead}\n  </head>`) : html;
  return withHeadTags(html, [
    `<title>${escapeHtml(entry.title)}</title>`,
    `<meta name="title" content="${escapeHtml(entry.metaTitle)}">`,
    `<meta name="description" content="${escapeHtml(entry.description)}">`,
    `<meta name="keywords" content="${escapeHtml(entry.keywords.join(', '))}">`,
    ...(extraHead ? [extraHead] : []),
  ]);
}

/**
 * The not-found page's head: its own title (in the address's language), no other page's description, and kept out of
 * search results.
 */
export function withNotFoundTags(html: string, language: Language): string {
  const hindi = language === 'hi';
  return withHeadTags(html, [
    `<title>${escapeHtml(hindi ? NOT_FOUND_TITLE_HI : NOT_FOUND_TITLE)}</title>`,
    `<meta name="description" content="${escapeHtml(hindi ? NOT_FOUND_DESCRIPTION_HI : NOT_FOUND_DESCRIPTION)}">`,
    `<meta name="robots" content="${NOINDEX_CONTENT}">`,
  ]);
}
