/**
 * A user's language, kept on the account so that it follows them to another device
 * (docs/decisions/018-hindi-at-its-own-addresses.md): 'en' or 'hi', or null for an account that has not chosen one
 * (it keeps the language of the pages it signs in on).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'varchar(2)').execute();
}
