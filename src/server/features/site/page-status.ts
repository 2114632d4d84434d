/**
 * Whether an address is a page of the web app, so the HTML shell answers it with 200 or with an honest 404: a
 * "soft 404" (the app's not-found page with status 200) is indexed by search engines as a real page.
 */
import { pageAddressOf } from '@shared/site-routes';
import type { Executor } from '@server/db/database';
import { findCategoryIdBySlug } from '@server/features/catalogue/catalogue.repository';
import { ORDER_UID_SHAPE } from '@server/features/orders/orders.actions';
import { findOrderIdByUid } from '@server/features/orders/orders.repository';

/** Slugs are lower-case words joined by hyphens, and the column holds 100 characters. */
const CATEGORY_SLUG_SHAPE = /^[a-z0-9-]{1,100}$/;

/**
 * True for a fixed page, a category that exists and a receipt whose order exists. A slug or uid that no row can
 * have is refused before any query, so a long or odd address costs nothing; the others cost one lookup on a
 * unique index.
 */
export async function isAppPage(db: Executor, pathname: string): Promise<boolean> {
  const address = pageAddressOf(pathname);
  if (!address) return false;
  if (address.kind === 'page') return true;
  if (address.kind === 'category') {
    return CATEGORY_SLUG_SHAPE.test(address.slug) && (await findCategoryIdBySlug(db, address.slug)) !== undefined;
  }
  return ORDER_UID_SHAPE.test(address.uid) && (await findOrderIdByUid(db, address.uid)) !== undefined;
}
