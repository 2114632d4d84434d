/** The admin's and the invoice's views of the users table (owned by accounts): search, pages, counts, status. */
import { sql } from 'kysely';
import { USER_STATUS, USER_TYPE } from '../../../shared/constants';
import type { Executor } from '../../db/database';
import { nowInstant } from '../../db/database';

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

/** Users of every type whose name, phone or e-mail contains the search, newest first, one page of them. */
export async function listUserPage(db: Executor, { search, limit, page }: UserPageRequest) {
  const [rows, count] = await Promise.all([
    usersMatching(db, search)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
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
