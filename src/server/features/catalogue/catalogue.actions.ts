/**
 * The catalogue's public reads: categories, services by search and category, the booking list.
 * The public shapes (one category, or all) are served from the ready-answer cache (catalogue.cache.ts); a search or
 * the back office's list with disabled services is read each time.
 */
import { ALL_CATEGORY_ID } from '@shared/constants';
import {
  categoryListAnswerSchema,
  serviceListAnswerSchema,
  type Service,
  type ServiceQuery,
} from '@shared/catalogue.schemas';
import { isBackOffice } from '@shared/roles';
import type { AppContext } from '@server/context';
import type { UserRow } from '@server/db/tables';
import type { ReadyAnswer } from '@server/plugins/ready-answers';
import { catalogueCache } from './catalogue.cache';
import { toServiceAnswer } from './catalogue.mapper';
import { enabledPriceRange, findCategoryIdBySlug, listCategories, listServices } from './catalogue.repository';

/** The categories in menu order, ready to send (checked against their schema when built). */
export function categoriesAnswer({ db }: AppContext): Promise<ReadyAnswer> {
  return catalogueCache.get(db, 'categories', async () =>
    categoryListAnswerSchema.parse({ data: await listCategories(db) }),
  );
}

/** The enabled services of a category (ALL_CATEGORY_ID: all of them), ready to send. */
export function enabledServicesAnswer({ db }: AppContext, categoryId: number = ALL_CATEGORY_ID): Promise<ReadyAnswer> {
  return catalogueCache.get(db, `services:${categoryId}`, async () =>
    serviceListAnswerSchema.parse({
      data: (await listServices(db, { categoryId }, ALL_CATEGORY_ID)).map(toServiceAnswer),
    }),
  );
}

/**
 * Services by name search and category. Enabled ones only, unless staff or the admin ask with staff=1. The public
 * shapes come ready; the others as a list.
 */
export async function findServices(
  context: AppContext,
  caller: UserRow | null,
  { search, cat_id, staff }: ServiceQuery,
): Promise<{ ready: ReadyAnswer } | { data: Service[] }> {
  const includeDisabled = isBackOffice(caller) && staff === true;
  if (!search && !includeDisabled) return { ready: await enabledServicesAnswer(context, cat_id ?? ALL_CATEGORY_ID) };
  const rows = await listServices(context.db, { search, categoryId: cat_id, includeDisabled }, ALL_CATEGORY_ID);
  return { data: rows.map(toServiceAnswer) };
}

/** Slugs are lower-case words joined by hyphens, and the column holds 100 characters. */
const CATEGORY_SLUG_SHAPE = /^[a-z0-9-]{1,100}$/;

/** Whether a category has this slug; a slug that no category can have costs no query. */
export async function categoryExists({ db }: AppContext, slug: string): Promise<boolean> {
  return CATEGORY_SLUG_SHAPE.test(slug) && (await findCategoryIdBySlug(db, slug)) !== undefined;
}

/** The lowest and highest price of the enabled services, in paise (the home page's structured data). */
export function enabledPrices({ db }: AppContext) {
  return enabledPriceRange(db);
}
