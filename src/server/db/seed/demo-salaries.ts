/**
 * Last month's salaries of the two demo staff members (document 2 §2 Salary), so /salary has something to show
 * when the range goes back a month. Recorded by the demo admin; dates relative to the seeding day.
 */
import { rupeesToPaise } from '../../../shared/money';
import { addDays, firstOfMonth } from '../../../shared/salon-time';
import { findUserByPhone } from '../../features/accounts/accounts.repository';
import { insertSalary } from '../../features/salary/salary.repository';
import type { Executor } from '../database';

interface DemoSalary {
  staffPhone: string;
  /** The day of last month it was paid (capped to the month's last day). */
  day: number | 'last';
  cash: number;
  online: number;
  comment: string;
}

const DEMO_SALARIES: readonly DemoSalary[] = [
  { staffPhone: '9999900003', day: 15, cash: 2000, online: 0, comment: 'Advance' },
  { staffPhone: '9999900002', day: 'last', cash: 12000, online: 6000, comment: 'Salary for the month' },
  { staffPhone: '9999900003', day: 'last', cash: 0, online: 13000, comment: 'Salary for the month, less advance' },
];

const ADMIN_PHONE = '9999900001';

export async function insertDemoSalaries(tx: Executor, today: string): Promise<void> {
  const firstOfThisMonth = firstOfMonth(today);
  const lastOfLastMonth = addDays(firstOfThisMonth, -1);
  const admin = await findUserByPhone(tx, ADMIN_PHONE);
  if (!admin) return;
  for (const salary of DEMO_SALARIES) {
    const staff = await findUserByPhone(tx, salary.staffPhone);
    if (!staff) continue;
    const date =
      salary.day === 'last'
        ? lastOfLastMonth
        : `${lastOfLastMonth.slice(0, 8)}${String(Math.min(salary.day, Number(lastOfLastMonth.slice(8)))).padStart(2, '0')}`;
    await insertSalary(tx, {
      date,
      staff_id: staff.id,
      amount_paise: rupeesToPaise(salary.cash),
      online_amount_paise: rupeesToPaise(salary.online),
      comment: salary.comment,
      user_id: admin.id,
    });
  }
}
