import { describe, expect, it } from 'vitest';
import { USER_TYPE } from './constants';
import { isAdmin, isBackOffice, isCustomer, isStaff, roleOf } from './roles';

const admin = { user_type: USER_TYPE.admin };
const staff = { user_type: USER_TYPE.staff };
const customer = { user_type: USER_TYPE.customer };
const unknown = { user_type: 7 };

describe('roles', () => {
  it('names each user type, and anything else a customer', () => {
    expect([admin, staff, customer, unknown].map(roleOf)).toEqual(['admin', 'staff', 'customer', 'customer']);
  });

  it('answers each question for every user type and for nobody', () => {
    const everyone = [admin, staff, customer, unknown, null, undefined];
    expect(everyone.map(isAdmin)).toEqual([true, false, false, false, false, false]);
    expect(everyone.map(isStaff)).toEqual([false, true, false, false, false, false]);
    expect(everyone.map(isBackOffice)).toEqual([true, true, false, false, false, false]);
    expect(everyone.map(isCustomer)).toEqual([false, false, true, false, false, false]);
  });
});
