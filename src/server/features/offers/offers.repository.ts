/** Queries on the table the offers feature owns. */
import type { Executor } from '@server/db/database';
import { insertStamped, insertStampedRows, updateStamped } from '@server/db/stamped-rows';

export function listEnabledOffers(db: Executor) {
  return db.selectFrom('offers').selectAll().where('status', '=', 1).orderBy('sort').orderBy('id').execute();
}

export interface NewOffer {
  name: string;
  /** The Hindi name ('' or none: the English is shown). */
  name_hi?: string;
  img: string;
  sort: number;
  expiry: string | null;
  status: 0 | 1;
}

export async function insertOffers(db: Executor, offers: readonly NewOffer[]): Promise<void> {
  await insertStampedRows(db, 'offers', offers);
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

export function insertOffer(db: Executor, offer: NewOffer): Promise<number> {
  return insertStamped(db, 'offers', offer);
}

export async function updateOffer(db: Executor, id: number, patch: Partial<NewOffer>): Promise<void> {
  await updateStamped(db, 'offers', id, patch);
}

/** Answers whether a row was deleted. */
export async function deleteOffer(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('offers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
