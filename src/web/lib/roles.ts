/** Who may see what (docs/product.md#roles), by user_type. */
import { USER_TYPE } from '@shared/constants';
import type { User } from '@shared/accounts.schemas';

export function isAdmin(user: User | null): boolean {
  return user?.user_type === USER_TYPE.admin;
}

/** Staff and admin use the back office. */
export function isStaffOrAdmin(user: User | null): boolean {
  return user?.user_type === USER_TYPE.admin || user?.user_type === USER_TYPE.staff;
}

export function isCustomer(user: User | null): boolean {
  return user?.user_type === USER_TYPE.customer;
}
