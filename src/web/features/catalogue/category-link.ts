/** Links to a category page, with a search when there is one (plain code: pages use it without the tabs). */
import { paths } from '@web/paths';

export function categoryLink(slug: string, search = ''): string {
  const term = search.trim();
  return term ? `${paths.curlyService(slug)}?search=${encodeURIComponent(term)}` : paths.curlyService(slug);
}
