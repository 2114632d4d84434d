/** The salary payment the salary tests start from, and the staff they choose from (docs/product.md#salary). */
import type { StaffMember } from '@shared/accounts.schemas';
import type { Salary } from '@shared/salary.schemas';

/** The staff list the salary form chooses from: the admin and two staff members. */
export const SALARY_STAFF: StaffMember[] = [
  { id: 1, name: 'Simran Kaur', phone: '9999900001', user_type: 1 },
  { id: 3, name: 'Arjun Mehta', phone: '9999900003', user_type: 2 },
  { id: 2, name: 'Neha Sharma', phone: '9999900002', user_type: 2 },
];

/** Neha Sharma's salary for October 2026, ₹12,000 in cash and ₹6,000 online, added by Simran Kaur on 5 Nov 2026. */
export function testSalary(id: number, overrides: Partial<Salary> = {}): Salary {
  return {
    id,
    date: '2026-11-05',
    staff: { id: 2, name: 'Neha Sharma' },
    amount: 12000,
    online_amount: 6000,
    comment: 'Salary for October 2026',
    user: 'Simran Kaur',
    created_at: '2026-11-05T10:00:00.000Z',
    updated_at: '2026-11-05T10:00:00.000Z',
    ...overrides,
  };
}
