/**
 * Rows of the demo data that write-load tests and scripts build their requests from: a user's id by phone, and the
 * first active service with its price in rupees, as the API takes it.
 */
import type { Db } from '@server/db/database';

export async function userIdByPhone(db: Db, phone: string): Promise<number> {
  return (await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
}

export async function firstActiveService(db: Db): Promise<{ id: number; price: number }> {
  const service = await db
    .selectFrom('services')
    .select(['id', 'price_paise'])
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { id: service.id, price: service.price_paise / 100 };
}
