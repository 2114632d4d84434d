/**
 * The cash book (docs/product.md#expenses) from the first of last month to yesterday, so /expenses shows live
 * closings and the next entry is today's. Each open day's total is what the demo's payments brought in that day and
 * its online part what came in online: the takings of the dashboard, read with its own query, so the book and the
 * orders always agree. Cash goes to the bank each evening, leaving a float of a few thousand rupees in the drawer;
 * small cash expenses most days, a restock paid online now and then. Tuesdays are holidays. Closings follow the
 * spec's closing rule from an empty book.
 */
import { ZERO_AMOUNTS, closingAfter, holidayComment, type CashBookAmounts } from '@shared/cash-book';
import { addDays } from '@shared/salon-time';
import { findTakingsByDay } from '@server/features/dashboard/dashboard.repository';
import { insertExpenses, type NewExpense } from '@server/features/expenses/expenses.repository';
import type { Executor } from '../database';
import { between, demoDays, demoStart, pick, seededRandom, type DemoClock } from './demo-calendar';

/** Cash spent from the drawer: what for, and from and to how many rupees. */
const CASH_EXPENSES = [
  { comment: 'Tea, milk and biscuits', from: 120, to: 350 },
  { comment: 'Towels laundry', from: 300, to: 600 },
  { comment: 'Cleaning supplies', from: 250, to: 700 },
  { comment: 'Cotton rolls and wax strips', from: 400, to: 900 },
  { comment: 'Auto fare for the bridal visit', from: 150, to: 400 },
  { comment: 'Electrician for the dryer socket', from: 500, to: 1200 },
  { comment: 'Flowers for the reception desk', from: 200, to: 450 },
];
/** Paid from the bank: what for, and from and to how many rupees. */
const ONLINE_EXPENSES = [
  { comment: 'Shampoo and conditioner restock (online)', from: 2500, to: 6000 },
  { comment: 'Nail gel colours (online)', from: 1800, to: 4500 },
  { comment: 'Electricity bill (online)', from: 6500, to: 9500 },
];

/** The entry each open day needs, from the drawer's opening and the day's takings. */
function dayAmounts(
  random: () => number,
  openingPaise: number,
  takings: { cashPaise: number; onlinePaise: number },
): { amounts: CashBookAmounts; comment: string } {
  const notes: string[] = [];
  let expensePaise = 0;
  if (random() < 0.7) {
    const spent = pick(random, CASH_EXPENSES);
    // Never more than the drawer holds.
    expensePaise = Math.min(between(random, spent.from, spent.to) * 100, openingPaise + takings.cashPaise);
    if (expensePaise > 0) notes.push(spent.comment);
  }
  let expenseOnlinePaise = 0;
  if (random() < 0.15) {
    const spent = pick(random, ONLINE_EXPENSES);
    expenseOnlinePaise = between(random, spent.from, spent.to) * 100;
    notes.push(spent.comment);
  }
  // The cash handed over: what is above the evening's float, in whole ₹100.
  const floatPaise = between(random, 20, 40) * 10_000;
  const drawerPaise = openingPaise + takings.cashPaise - expensePaise;
  const handedOverPaise = Math.max(0, Math.floor((drawerPaise - floatPaise) / 10_000) * 10_000);
  if (handedOverPaise > 0) notes.push('cash deposited at the bank');
  const comment = notes.join('; ');
  return {
    amounts: {
      totalPaise: takings.cashPaise + takings.onlinePaise,
      cashPaise: handedOverPaise,
      onlinePaise: takings.onlinePaise,
      expensePaise,
      expenseOnlinePaise,
    },
    comment: comment.charAt(0).toUpperCase() + comment.slice(1),
  };
}

/** Closes every demo day before today, written by whoever kept the desk that day. */
export async function insertDemoExpenses(tx: Executor, clock: DemoClock, writers: readonly number[]): Promise<void> {
  const yesterday = addDays(clock.today, -1);
  const takings = await findTakingsByDay(tx, { start: demoStart(clock.today), end: yesterday });
  const takingsOf = new Map(takings.map((day) => [day.day, day]));
  let closingPaise = 0;
  const entries: NewExpense[] = [];
  for (const day of demoDays(clock.today)) {
    if (day.daysAgo === 0) continue;
    const random = seededRandom(day.daysAgo * 104_729 + 3);
    const entry = day.isHoliday
      ? { amounts: ZERO_AMOUNTS, comment: holidayComment(day.date) }
      : dayAmounts(random, closingPaise, takingsOf.get(day.date) ?? { cashPaise: 0, onlinePaise: 0 });
    closingPaise = closingAfter(closingPaise, entry.amounts);
    entries.push({
      date: day.date,
      total_paise: entry.amounts.totalPaise,
      cash_paise: entry.amounts.cashPaise,
      online_paise: entry.amounts.onlinePaise,
      expense_paise: entry.amounts.expensePaise,
      expense_online_paise: entry.amounts.expenseOnlinePaise,
      closing_paise: closingPaise,
      comment: entry.comment,
      is_holiday: day.isHoliday ? 1 : 0,
      user_id: writers[day.daysAgo % writers.length]!,
    });
  }
  await insertExpenses(tx, entries);
}
