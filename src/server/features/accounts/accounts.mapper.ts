/** A user row as the API answers it (docs/product.md#entity-user): no hash, the zero date for "not set". */
import type { User } from '@shared/accounts.schemas';
import type { ListedUser } from '@shared/users.schemas';
import { isLanguage } from '@shared/languages';
import { dateToWire } from '@shared/salon-time';
import type { UserRow } from '@server/db/tables';

export function toUserAnswer(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    name1: row.name1,
    phone: row.phone,
    email: row.email,
    dob: dateToWire(row.dob),
    anniversary: dateToWire(row.anniversary),
    gender: row.gender,
    comment: row.comment,
    address: row.address,
    image: row.image,
    status: row.status,
    user_type: row.user_type,
    cart: row.cart === null ? null : { data: row.cart },
    language: isLanguage(row.language) ? row.language : null,
  };
}

/** A user as the admin's list and edit answer them: without the cart. */
export function toListedUser(row: UserRow): ListedUser {
  const { cart: _cart, ...listed } = toUserAnswer(row);
  return listed;
}
