/**
 * robots.txt and sitemap.xml for the public routes, each at its English and its Hindi address
 * (docs/decisions/018-hindi-at-its-own-addresses.md).
 */
import { HINDI_PREFIX, LANGUAGE_TAGS, pathInLanguage } from '@shared/languages';
import { INDEXED_PATHS, UNINDEXED_ROBOTS_RULES } from '@shared/site-routes';

/** The API and the pages not indexed (signed-in and back-office pages, receipts) are of no use to a crawler. */
const PRIVATE_PATHS = [
  '/api/',
  ...UNINDEXED_ROBOTS_RULES,
  ...UNINDEXED_ROBOTS_RULES.map((rule) => HINDI_PREFIX + rule),
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Every indexed page in both languages, each naming its other language's address (and the English as x-default). */
export function sitemapXml(publicUrl: string, lastModified: string): string {
  const address = (path: string) => escapeXml(publicUrl + path);
  const urls = INDEXED_PATHS.flatMap((path) => {
    const english = pathInLanguage(path, 'en');
    const hindi = pathInLanguage(path, 'hi');
    const alternates =
      `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS.en.html}" href="${address(english)}"/>` +
      `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS.hi.html}" href="${address(hindi)}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(english)}"/>`;
    const priority = path === '/' ? '1.0' : '0.7';
    return [english, hindi].map(
      (loc) =>
        `  <url><loc>${address(loc)}</loc><lastmod>${lastModified}</lastmod>` +
        `<priority>${priority}</priority>${alternates}</url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}
