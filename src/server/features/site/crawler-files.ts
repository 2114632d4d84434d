/** robots.txt and sitemap.xml for the public routes. */
import { INDEXED_PATHS, UNINDEXED_ROBOTS_RULES } from '@shared/site-routes';

/** The API and the pages not indexed (signed-in and back-office pages, receipts) are of no use to a crawler. */
const PRIVATE_PATHS = ['/api/', ...UNINDEXED_ROBOTS_RULES];

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

export function sitemapXml(publicUrl: string, lastModified: string): string {
  const urls = INDEXED_PATHS.map(
    (path) =>
      `  <url><loc>${escapeXml(publicUrl + path)}</loc><lastmod>${lastModified}</lastmod>` +
      `<priority>${path === '/' ? '1.0' : '0.7'}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
