/**
 * Who someone is to the salon, by user_type: the admin (1), staff (2) or a customer (3). The one place both sides
 * ask it: the server's access checks and rules, the web's guards and menus (docs/decisions/002-accounts-and-sessions.md).
 * Staff and the admin together use the back office. `roleOf` gives any other type the least access, a customer's;
 * `isCustomer` asks for type 3 itself.
 */
import { USER_TYPE } from './constants';

export type Role = 'customer' | 'staff' | 'admin';

/** Anything with a user_type: a user as the API answers it, a stored row, a staff member of a list. */
interface Typed {
  user_type: number;
}

type Someone = Typed | null | undefined;

export function roleOf(user: Typed): Role {
  if (user.user_type === USER_TYPE.admin) return 'admin';
  if (user.user_type === USER_TYPE.staff) return 'staff';
  return 'customer';
}

export function isAdmin(user: Someone): boolean {
  return user?.user_type === USER_TYPE.admin;
}

/** Staff only, not the admin. */
export function isStaff(user: Someone): boolean {
  return user?.user_type === USER_TYPE.staff;
}

/** Staff and the admin: the people who use the back office. */
export function isBackOffice(user: Someone): boolean {
  return isAdmin(user) || isStaff(user);
}

export function isCustomer(user: Someone): boolean {
  return user?.user_type === USER_TYPE.customer;
}
