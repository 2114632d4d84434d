/** How the salary page writes dates and a payment's total. */
import dayjs from 'dayjs';
import { paiseToRupees, rupeesToPaise } from '@shared/money';
import type { Salary } from '@shared/salary.schemas';

/** 'YYYY-MM-DD' as '31 Oct 2026'. */
export function formatSalaryDate(isoDate: string): string {
  return dayjs(isoDate).format('DD MMM YYYY');
}

/** Cash plus online, added in paise. */
export function salaryTotal(salary: Pick<Salary, 'amount' | 'online_amount'>): number {
  return paiseToRupees(rupeesToPaise(salary.amount) + rupeesToPaise(salary.online_amount));
}
