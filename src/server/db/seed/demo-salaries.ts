/**
 * The demo staff's salaries (docs/product.md#salary): each month's salary is paid on the first of the next month, so
 * this month always has payments and /salary is never empty on a first start; an advance in the middle of last
 * month is taken off the salary paid for it. Recorded by the demo admin; dates relative to the salon's today.
 */
import { rupeesToPaise } from '@shared/money';
import { addDays, firstOfMonth } from '@shared/salon-time';
import { insertSalary } from '@server/features/salary/salary.repository';
import type { Executor } from '../database';
import { demoStart, monthName } from './demo-calendar';

export interface SalaryPeople {
  adminId: number;
  /** The two demo staff members: the beautician's salary is split, the hair stylist's paid online. */
  beauticianId: number;
  hairStylistId: number;
}

const BEAUTICIAN = { cash: 12_000, online: 6_000 };
const HAIR_STYLIST_ONLINE = 15_000;
const ADVANCE = 2_000;

export async function insertDemoSalaries(tx: Executor, today: string, people: SalaryPeople): Promise<void> {
  const lastMonth = demoStart(today);
  const thisMonth = firstOfMonth(today);
  const paid = (date: string, staffId: number, cash: number, online: number, comment: string) =>
    insertSalary(tx, {
      date,
      staff_id: staffId,
      amount_paise: rupeesToPaise(cash),
      online_amount_paise: rupeesToPaise(online),
      comment,
      user_id: people.adminId,
    });
  const monthBefore = addDays(lastMonth, -1);
  // The salaries of the month before last, paid on the first of last month.
  await paid(
    lastMonth,
    people.beauticianId,
    BEAUTICIAN.cash,
    BEAUTICIAN.online,
    `Salary for ${monthName(monthBefore)}`,
  );
  await paid(lastMonth, people.hairStylistId, 0, HAIR_STYLIST_ONLINE, `Salary for ${monthName(monthBefore)}`);
  await paid(addDays(lastMonth, 14), people.hairStylistId, ADVANCE, 0, 'Advance against salary');
  // Last month's, paid on the first of this month (today at the latest), less the advance.
  await paid(thisMonth, people.beauticianId, BEAUTICIAN.cash, BEAUTICIAN.online, `Salary for ${monthName(lastMonth)}`);
  await paid(
    thisMonth,
    people.hairStylistId,
    0,
    HAIR_STYLIST_ONLINE - ADVANCE,
    `Salary for ${monthName(lastMonth)}, less the advance`,
  );
}
