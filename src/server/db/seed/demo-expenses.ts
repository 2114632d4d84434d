/**
 * A week of the cash book ending yesterday (document 2 §2 Expenses), so /expenses shows live closings and the next
 * entry is today's. Closings follow the §4 rule from an empty book; dates are relative to the seeding day.
 */
import { ZERO_AMOUNTS, closingAfter, holidayComment, type CashBookAmounts } from '../../../shared/cash-book';
import { rupeesToPaise } from '../../../shared/money';
import { addDays } from '../../../shared/salon-time';
import { findUserByPhone } from '../../features/accounts/accounts.repository';
import { insertExpense } from '../../features/expenses/expenses.repository';
import type { Executor } from '../database';

interface DemoDay {
  daysAgo: number;
  byPhone: string;
  /** Rupees: takings, cash handed over, online takings, cash expense, online expense. */
  total: number;
  cash: number;
  online: number;
  expense: number;
  expenseOnline: number;
  comment: string;
  isHoliday?: boolean;
}

const DEMO_DAYS: readonly DemoDay[] = [
  {
    daysAgo: 7,
    byPhone: '9999900001',
    total: 5000,
    cash: 0,
    online: 0,
    expense: 0,
    expenseOnline: 0,
    comment: 'Opening cash in the drawer',
  },
  {
    daysAgo: 6,
    byPhone: '9999900002',
    total: 18450,
    cash: 6000,
    online: 9200,
    expense: 850,
    expenseOnline: 0,
    comment: 'Tea, milk and cleaning supplies',
  },
  {
    daysAgo: 5,
    byPhone: '9999900002',
    total: 22300,
    cash: 8000,
    online: 11900,
    expense: 400,
    expenseOnline: 1200,
    comment: 'Towels laundry; shampoo restock online',
  },
  {
    daysAgo: 4,
    byPhone: '9999900001',
    total: 0,
    cash: 0,
    online: 0,
    expense: 0,
    expenseOnline: 0,
    comment: '',
    isHoliday: true,
  },
  {
    daysAgo: 3,
    byPhone: '9999900003',
    total: 15800,
    cash: 5000,
    online: 8700,
    expense: 1250,
    expenseOnline: 0,
    comment: 'Electrician for the dryer socket',
  },
  {
    daysAgo: 2,
    byPhone: '9999900002',
    total: 26900,
    cash: 10000,
    online: 14100,
    expense: 600,
    expenseOnline: 2500,
    comment: 'Wax and cotton rolls',
  },
  {
    daysAgo: 1,
    byPhone: '9999900003',
    total: 19750,
    cash: 7000,
    online: 10400,
    expense: 300,
    expenseOnline: 0,
    comment: 'Snacks for the bridal party',
  },
];

export async function insertDemoExpenses(tx: Executor, today: string): Promise<void> {
  let closingPaise = 0;
  for (const day of DEMO_DAYS) {
    const user = await findUserByPhone(tx, day.byPhone);
    if (!user) continue;
    const date = addDays(today, -day.daysAgo);
    const amounts: CashBookAmounts = day.isHoliday
      ? ZERO_AMOUNTS
      : {
          totalPaise: rupeesToPaise(day.total),
          cashPaise: rupeesToPaise(day.cash),
          onlinePaise: rupeesToPaise(day.online),
          expensePaise: rupeesToPaise(day.expense),
          expenseOnlinePaise: rupeesToPaise(day.expenseOnline),
        };
    closingPaise = closingAfter(closingPaise, amounts);
    await insertExpense(tx, {
      date,
      total_paise: amounts.totalPaise,
      cash_paise: amounts.cashPaise,
      online_paise: amounts.onlinePaise,
      expense_paise: amounts.expensePaise,
      expense_online_paise: amounts.expenseOnlinePaise,
      closing_paise: closingPaise,
      comment: day.isHoliday ? holidayComment(date) : day.comment,
      is_holiday: day.isHoliday ? 1 : 0,
      user_id: user.id,
    });
  }
}
