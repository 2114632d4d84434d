/** Queries on the tables the catalogue feature owns: categories and services. */
import { sql, type Insertable } from 'kysely';
import type { CategoryDefinition } from '@shared/catalogue';
import type { DatabaseKind, Executor } from '@server/db/database';
import { nowInstant } from '@server/db/database';
import { insertRows, stamped, updateStamped } from '@server/db/stamped-rows';
import type { ServicesTable } from '@server/db/tables';

/** Categories keep their given ids (the catch-all is id 14 in the spec). */
export async function insertCategories(
  db: Executor,
  kind: DatabaseKind,
  categories: readonly CategoryDefinition[],
): Promise<void> {
  await db
    .insertInto('categories')
    .values(
      categories.map((category, index) => ({
        id: category.id,
        name: category.name,
        slug: category.slug,
        image: `images/categories/${category.slug}.svg`,
        sorting: index + 1,
      })),
    )
    .execute();
  if (kind === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`.execute(db);
  }
}

export interface NewService {
  name: string;
  pricePaise: number;
  discountPaise: number;
  categoryIds: readonly number[];
  sorting: number;
  status: 0 | 1;
  comment: string;
  /** The Hindi name and description ('' or none: the English is shown). */
  nameHi?: string;
  commentHi?: string;
}

/** The row a new service is stored as: the inserts' here, and the large data set's (scripts/seed-large.ts). */
export function serviceRow(service: NewService, at: string = nowInstant()): Insertable<ServicesTable> {
  return stamped(serviceColumns(service), at);
}

export async function insertServices(db: Executor, services: readonly NewService[]): Promise<void> {
  await insertRows(db, 'services', services, serviceRow);
}

export function listCategories(db: Executor) {
  return db.selectFrom('categories').select(['id', 'name', 'slug', 'image']).orderBy('sorting').orderBy('id').execute();
}

/** A category's id by its slug (a unique column: one index lookup), for the HTML shell's 404 of an unknown slug. */
export function findCategoryIdBySlug(db: Executor, slug: string) {
  return db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirst();
}

export interface ServiceFilter {
  search?: string;
  /** A category id; the catch-all category means every service. */
  categoryId?: number;
  includeDisabled?: boolean;
}

/** `_` and `%` typed by a visitor are letters, not wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function listServices(db: Executor, filter: ServiceFilter, allCategoryId: number) {
  let query = db.selectFrom('services').selectAll();
  if (!filter.includeDisabled) query = query.where('status', '=', 1);
  if (filter.search) {
    const pattern = `%${likeEscaped(filter.search.toLowerCase())}%`;
    query = query.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`);
  }
  if (filter.categoryId !== undefined && filter.categoryId !== allCategoryId) {
    // category_id holds comma-separated ids: match one whole id among them.
    query = query.where(sql<boolean>`(',' || category_id || ',') like ${`%,${filter.categoryId},%`}`);
  }
  return query.orderBy('sorting').orderBy('id').execute();
}

export function findEnabledServices(db: Executor, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('services')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('status', '=', 1)
    .execute();
}

/** Cheapest and dearest enabled service, in paise (for the home page's price range). */
/** Enabled services by name, ignoring case (the public modal sends names). */
export function findEnabledServicesByName(db: Executor, names: readonly string[]) {
  if (!names.length) return Promise.resolve([]);
  return db
    .selectFrom('services')
    .selectAll()
    .where(
      sql<string>`lower(name)`,
      'in',
      names.map((name) => name.toLowerCase()),
    )
    .where('status', '=', 1)
    .execute();
}

export async function enabledPriceRange(db: Executor): Promise<{ lowest: number; highest: number } | undefined> {
  const row = await db
    .selectFrom('services')
    .select((eb) => [eb.fn.min<number>('price_paise').as('lowest'), eb.fn.max<number>('price_paise').as('highest')])
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!row || row.lowest === null || row.highest === null) return undefined;
  return { lowest: Number(row.lowest), highest: Number(row.highest) };
}

function serviceColumns(service: NewService) {
  return {
    name: service.name,
    price_paise: service.pricePaise,
    discount_paise: service.discountPaise,
    category_id: service.categoryIds.join(','),
    sorting: service.sorting,
    status: service.status,
    comment: service.comment,
    name_hi: service.nameHi ?? '',
    comment_hi: service.commentHi ?? '',
  };
}

export function findServiceById(db: Executor, id: number) {
  return db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The highest sorting of any service (0 when there are none): a new service goes after it
 * (docs/product.md#service-status-and-sorting).
 */
export async function lastServiceSorting(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('services')
    .select((eb) => eb.fn.max<number>('sorting').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export async function insertService(db: Executor, service: NewService): Promise<number> {
  const row = await db.insertInto('services').values(serviceRow(service)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateService(db: Executor, id: number, service: NewService): Promise<void> {
  await updateStamped(db, 'services', id, serviceColumns(service));
}

/** Which of these ids exist in the table. */
async function existingIds(db: Executor, table: 'categories' | 'services', ids: readonly number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Which of these category ids exist. */
export function existingCategoryIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  return existingIds(db, 'categories', ids);
}

/**
 * Sets the sorting of each listed service in one statement; answers how many services it changed (fewer than
 * listed when an id does not exist: the caller's transaction then undoes the rest).
 */
export async function updateServiceSortings(
  db: Executor,
  items: readonly { id: number; sorting: number }[],
): Promise<number> {
  if (!items.length) return 0;
  const result = await db
    .updateTable('services')
    .set((eb) => {
      let sorting = eb.case().when('id', '=', items[0]!.id).then(items[0]!.sorting);
      for (const item of items.slice(1)) sorting = sorting.when('id', '=', item.id).then(item.sorting);
      return { sorting: sorting.else(eb.ref('sorting')).end(), updated_at: nowInstant() };
    })
    .where(
      'id',
      'in',
      items.map((item) => item.id),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Which of these service ids exist. */
export function existingServiceIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  return existingIds(db, 'services', ids);
}
