/**
 * Sign-in throttling a stranger cannot turn into a lock-out (issue 30, docs/decisions/019-sign-in-throttling.md):
 * each failure keeps the client address it came from, so a phone and an address are locked as a pair; the addresses
 * a user has signed in from are kept, so the owner's own network passes the phone's slowdown. Expired sessions and
 * old failures are deleted by expiry, through an index, once a day.
 */
import type { Kysely } from 'kysely';
import { addColumnWithDefault, createIndex, notNull } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Rows written before this step have no address: they count for the phone, never for a pair.
  await addColumnWithDefault(db, 'login_failures', 'address', 'varchar(64)', '');
  await createIndex(db, 'login_failures_failed_at', 'login_failures', ['failed_at']);
  await createIndex(db, 'auth_tokens_expires_at', 'auth_tokens', ['expires_at']);

  await db.schema
    .createTable('sign_in_addresses')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The client address (at most 45 characters for IPv6, as request_counts keeps it).
    .addColumn('address', 'varchar(64)', notNull)
    // The last time the right password came from it, an ISO instant (UTC).
    .addColumn('signed_in_at', 'varchar(30)', notNull)
    .addPrimaryKeyConstraint('sign_in_addresses_key', ['user_id', 'address'])
    .execute();
  await createIndex(db, 'sign_in_addresses_signed_in_at', 'sign_in_addresses', ['signed_in_at']);
}
