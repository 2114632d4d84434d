/**
 * Request counts for the limits that must hold across app processes sharing one database (issue 14): sign-in and
 * sign-up per address, password checks, guest bookings per address and per phone. One row per limit, subject and
 * fixed window, counted up in place; rows whose window has ended are deleted now and then.
 */
import type { Kysely } from 'kysely';
import { notNull } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_counts')
    // Which limit: 'auth-address', 'guest-booking-phone', ...
    .addColumn('bucket', 'varchar(40)', notNull)
    // Who is counted: an address or a phone.
    .addColumn('subject', 'varchar(64)', notNull)
    // The window's start and end, as ISO instants (UTC).
    .addColumn('window_start', 'varchar(30)', notNull)
    .addColumn('window_end', 'varchar(30)', notNull)
    .addColumn('hits', 'integer', notNull)
    .addPrimaryKeyConstraint('request_counts_key', ['bucket', 'subject', 'window_start'])
    .execute();
  await db.schema.createIndex('request_counts_window_end').on('request_counts').column('window_end').execute();
}
