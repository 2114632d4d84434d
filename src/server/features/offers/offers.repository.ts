/** Queries on the table the offers feature owns. */
import type { Executor } from '../../db/database';
import { nowInstant } from '../../db/database';

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
