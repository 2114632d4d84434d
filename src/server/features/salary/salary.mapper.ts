/**
 * A salary payment as the API answers it (docs/product.md#entity-salary): rupees, the staff member, and who recorded
 * it.
 */
import { paiseToRupees } from '@shared/money';
import type { Salary, SalaryTotals } from '@shared/salary.schemas';
import type { SalaryListRow } from './salary.repository';

export function toSalaryAnswer(row: SalaryListRow): Salary {
  return {
    id: row.id,
    date: row.date,
    staff: { id: row.staff_id, name: row.staff_name },
    amount: paiseToRupees(row.amount_paise),
    online_amount: paiseToRupees(row.online_amount_paise),
    comment: row.comment,
    user: row.user_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The range's totals from its sums in paise (the database adds them up; every page shows the same). */
export function salaryTotalsOf(sums: { count: number; cashPaise: number; onlinePaise: number }): SalaryTotals {
  return {
    amount: paiseToRupees(sums.cashPaise),
    online_amount: paiseToRupees(sums.onlinePaise),
    total: paiseToRupees(sums.cashPaise + sums.onlinePaise),
    count: sums.count,
  };
}
