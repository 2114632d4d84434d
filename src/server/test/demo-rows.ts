/**
 * Rows of the demo data that tests and scripts build their requests from: users' ids, and services with their prices
 * in rupees, as the API takes them.
 */
import type { Db } from '@server/db/database';
import { DEMO } from '@server/db/seed/demo-users';

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

/** The demo users' ids by role, in the order given. */
export async function demoUserIds<R extends keyof typeof DEMO>(db: Db, ...roles: R[]): Promise<Record<R, number>> {
  const ids = {} as Record<R, number>;
  for (const role of roles) ids[role] = await userIdByPhone(db, DEMO[role].phone);
  return ids;
}

/**
 * The services the booking, cart and invoice tests choose from, with their prices in rupees: Hydra Facial and Hair Spa
 * as seeded, and Gold Facial, which this switches off.
 */
export async function bookingServices(
  db: Db,
): Promise<Record<'hydra' | 'spa' | 'disabled', { id: number; price: number }>> {
  const rows = await db.selectFrom('services').select(['id', 'name', 'price_paise']).execute();
  const find = (name: string) => {
    const row = rows.find((r) => r.name === name)!;
    return { id: row.id, price: row.price_paise / 100 };
  };
  const services = { hydra: find('Hydra Facial'), spa: find('Hair Spa'), disabled: find('Gold Facial') };
  await db.updateTable('services').set({ status: 0 }).where('id', '=', services.disabled.id).execute();
  return services;
}
