/** Queries on the tables the catalogue feature owns: categories and services. */
import { sql } from 'kysely';
import type { CategoryDefinition } from '../../../shared/catalogue';
import type { DatabaseKind, Executor } from '../../db/database';
import { nowInstant } from '../../db/database';

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
}

export async function insertServices(db: Executor, services: readonly NewService[]): Promise<void> {
  if (!services.length) return;
  const now = nowInstant();
  await db
    .insertInto('services')
    .values(
      services.map((service) => ({
        name: service.name,
        price_paise: service.pricePaise,
        discount_paise: service.discountPaise,
        category_id: service.categoryIds.join(','),
        sorting: service.sorting,
        status: service.status,
        comment: service.comment,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
