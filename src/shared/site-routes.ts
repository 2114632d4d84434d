/** Public pages of the site (document 1 §2; document 2 §2 Guarded route table). */
import { CATEGORY_SLUGS } from './catalogue';

/** Open pages a crawler may index (the sitemap, robots.txt and the SEO seed). */
export const INDEXED_PATHS: readonly string[] = [
  '/',
  '/services',
  '/bridal',
  '/nails',
  '/offers',
  '/republic-day',
  '/installation',
  '/login',
  '/register',
  ...CATEGORY_SLUGS.map((slug) => `/curly-service/${slug}`),
];

/** Paths with the public footer (document 1 §2 Footer); shown only to guests and customers. */
export function isFooterPath(pathname: string): boolean {
  const fixed = [
    '/',
    '/cart',
    '/my-appointments',
    '/bridal',
    '/services',
    '/offers',
    '/republic-day',
    '/installation',
    '/nails',
    '/profile',
    '/login',
  ];
  const path = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
  return fixed.includes(path) || /^\/curly-service\/[^/]+$/.test(path);
}

/**
 * The path without the slashes it ends with, found by one walk back from the end: the pattern `\/+$` tried every
 * run of slashes to its end, so an address of thousands of slashes took time in the square of its length.
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return path.slice(0, end);
}
