/** Appointments booked by the salon's staff name a staff member (docs/product.md#booking-modal). */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('appointments')
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}
