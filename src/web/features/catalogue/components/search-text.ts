/**
 * Text an island fills in (no React): its component renders the feature's text with `{{search}}` or `{{count}}` left
 * in place, from en.ts through useText, so it stays translatable, and the island puts the value in.
 */

/** What a rendered template holds where the search goes. */
export const SEARCH_SLOT = '{{search}}';
/** What a rendered template holds where the count goes. */
export const COUNT_SLOT = '{{count}}';

export function fillIn(template: string | undefined, slot: string, value: string): string {
  return (template ?? '').split(slot).join(value);
}

/** A category page's address with a search (categoryLink's form), from the address without one. */
export function withSearch(address: string, term: string): string {
  const path = address.split('?')[0] ?? address;
  return term ? `${path}?search=${encodeURIComponent(term)}` : path;
}
