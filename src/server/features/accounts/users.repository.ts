/** The admin's and the invoice's views of the users table (owned by accounts): search, pages, counts, status. */
import { sql } from 'kysely';
import { USER_STATUS, USER_TYPE } from '@shared/constants';
import type { DatabaseKind, Executor } from '@server/db/database';
import { nowInstant } from '@server/db/database';

/** `_` and `%` typed into a search are letters, not wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (search: string) => `%${likeEscaped(search.toLowerCase())}%`;

function usersMatching(db: Executor, search: string) {
  const query = db.selectFrom('users');
  if (!search) return query;
  const pattern = containing(search);
  return query.where(
    sql<boolean>`(lower(name) like ${pattern} escape '\\' or phone like ${pattern} escape '\\' or lower(email) like ${pattern} escape '\\')`,
  );
}

export interface UserPageRequest {
  search: string;
  limit: number;
  /** 1-based. */
  page: number;
}

/** users_search (migration 009) matches trigrams: a shorter search reads the users table instead. */
const TRIGRAM = 3;

/**
 * On SQLite, the ids of users whose name, phone or e-mail contains the search, from the FTS5 trigram table: one
 * quoted phrase, so every character the admin types is a letter to find, never query syntax.
 */
function idsFromSearchTable(search: string) {
  const phrase = `"${search.replace(/"/g, '""')}"`;
  return sql<number>`select rowid from users_search where users_search match ${phrase}`;
}

/**
 * Users of every type whose name, phone or e-mail contains the search, newest first, one page of them.
 * PostgreSQL answers the LIKEs from its trigram indexes (migration 009). SQLite counts from the search table; then a
 * common search walks the newest-first index until the page is full (a few rows in twenty match), and a rare one
 * looks its few rows up by id and sorts them.
 */
export async function listUserPage(db: Executor, kind: DatabaseKind, { search, limit, page }: UserPageRequest) {
  const offset = (page - 1) * limit;
  const pageOf = (query: ReturnType<typeof usersMatching>) =>
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  if (kind === 'sqlite' && [...search].length >= TRIGRAM) {
    const counted = await sql<{ total: number }>`select count(*) as total from (${idsFromSearchTable(search)})`.execute(
      db,
    );
    const total = Number(counted.rows[0]!.total);
    if (total <= offset) return { rows: [], total };
    const isCommon = total >= (offset + limit) * 20;
    const rows = await pageOf(
      isCommon
        ? usersMatching(db, search)
        : db.selectFrom('users').where(sql<boolean>`id in (${idsFromSearchTable(search)})`),
    );
    return { rows, total };
  }
  const [rows, count] = await Promise.all([
    pageOf(usersMatching(db, search)),
    usersMatching(db, search)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Active customers whose name or phone contains the search, by name whatever its case (for an invoice). */
export function findActiveCustomers(db: Executor, search: string, limit: number) {
  let query = db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'email'])
    .where('user_type', '=', USER_TYPE.customer)
    .where('status', '=', USER_STATUS.activated);
  if (search) {
    const pattern = containing(search);
    query = query.where(sql<boolean>`(lower(name) like ${pattern} escape '\\' or phone like ${pattern} escape '\\')`);
  }
  return query
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function setUserStatus(db: Executor, id: number, status: number): Promise<void> {
  await db.updateTable('users').set({ status, updated_at: nowInstant() }).where('id', '=', id).execute();
}
