/**
 * Indexes the large data set asked for next (issue 8, scripts/bench-api.ts): the admin's user search by any part of a
 * name, phone or e-mail, and the dashboard's month of order lines and payments.
 *
 * The search needs a trigram index ('%term%' cannot use a b-tree): on SQLite an FTS5 table with the trigram
 * tokenizer, kept in step with users by triggers; on PostgreSQL pg_trgm's GIN indexes, when the extension can be
 * made (it is a trusted extension, but a locked-down role may still be refused: the search then reads the table).
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { createIndex } from './schema-helpers';

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  // The dashboard sums a month of order lines and payments: with every column it reads in the index, the sums
  // come from the index alone. Each replaces an index on its first column.
  const dayTotals = [
    { name: 'order_services_day_totals', table: 'order_services', replaces: 'order_services_by_day' },
    { name: 'order_payments_day_totals', table: 'order_payments', replaces: 'order_payments_day' },
  ] as const;
  const columns = {
    order_services: ['bill_day', 'service_id', 'qty', 'total_paise'],
    order_payments: ['paid_on', 'order_id', 'cash_paise', 'online_paise'],
  };
  for (const { name, table, replaces } of dayTotals) {
    await createIndex(db, name, table, columns[table]);
    await db.schema.dropIndex(replaces).execute();
  }

  if (kind === 'postgres') await addTrigramIndexes(db);
  else await addSearchTable(db);
}

/** users_search: name, phone and e-mail of each user (rowid = users.id), in trigrams, case-folded. */
async function addSearchTable(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table users_search using fts5(
    name, phone, email, content = 'users', content_rowid = 'id', tokenize = 'trigram'
  )`.execute(db);
  const removeOld = sql`insert into users_search (users_search, rowid, name, phone, email)
    values ('delete', old.id, old.name, old.phone, old.email);`;
  const addNew = sql`insert into users_search (rowid, name, phone, email) values (new.id, new.name, new.phone, new.email);`;
  await sql`create trigger users_search_insert after insert on users begin ${addNew} end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin ${removeOld} end`.execute(db);
  await sql`create trigger users_search_update after update of name, phone, email on users begin
    ${removeOld} ${addNew} end`.execute(db);
  await sql`insert into users_search (users_search) values ('rebuild')`.execute(db);
}

async function addTrigramIndexes(db: Kysely<unknown>): Promise<void> {
  const schema = await trigramSchema(db);
  if (!schema) return;
  const operators = sql.raw(`"${schema.replace(/"/g, '""')}".gin_trgm_ops`);
  await sql`create index users_name_trigram on users using gin (lower(name) ${operators})`.execute(db);
  await sql`create index users_phone_trigram on users using gin (phone ${operators})`.execute(db);
  await sql`create index users_email_trigram on users using gin (lower(email) ${operators})`.execute(db);
  // Statistics of the indexed expressions: without them a rare search is planned as a common one.
  await sql`analyze users`.execute(db);
}

/**
 * The schema pg_trgm lives in, making it (in public: an extension in a schema that is later dropped would take
 * every index built on it along) when it is missing and allowed. Undefined when it cannot be had. Migrations run
 * in a transaction here, so a refusal is rolled back to a savepoint instead of ending it.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  await sql`savepoint trigram`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint trigram`.execute(db);
  } catch {
    await sql`rollback to savepoint trigram`.execute(db);
  }
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return found.rows[0]?.schema;
}
