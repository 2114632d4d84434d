/** Queries on the table the offers feature owns. */
import type { Executor } from '@server/db/database';
import { nowInstant } from '@server/db/database';

export function listEnabledOffers(db: Executor) {
  return db.selectFrom('offers').selectAll().where('status', '=', 1).orderBy('sort').orderBy('id').execute();
}

export interface NewOffer {
  name: string;
  img: string;
  sort: number;
  expiry: string | null;
  status: 0 | 1;
}

export async function insertOffers(db: Executor, offers: readonly NewOffer[]): Promise<void> {
  if (!offers.length) return;
  const now = nowInstant();
  await db
    .insertInto('offers')
    .values(offers.map((offer) => ({ ...offer, created_at: now, updated_at: now })))
    .execute();
}

/** Every offer, enabled or not, for the admin's list. */
export function listAllOffers(db: Executor) {
  return db.selectFrom('offers').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findEnabledOffer(db: Executor, id: number) {
  return db.selectFrom('offers').selectAll().where('id', '=', id).where('status', '=', 1).executeTakeFirst();
}

export function findOfferById(db: Executor, id: number) {
  return db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertOffer(db: Executor, offer: NewOffer): Promise<number> {
  const now = nowInstant();
  const row = await db
    .insertInto('offers')
    .values({ ...offer, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOffer(db: Executor, id: number, patch: Partial<NewOffer>): Promise<void> {
  await db
    .updateTable('offers')
    .set({ ...patch, updated_at: nowInstant() })
    .where('id', '=', id)
    .execute();
}

/** Answers whether a row was deleted. */
export async function deleteOffer(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('offers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
