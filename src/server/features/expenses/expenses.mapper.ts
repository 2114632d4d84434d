/** An expense entry as the API answers it (docs/product.md#entity-expense): rupees, and the adder's name. */
import { openingOf } from '@shared/cash-book';
import type { Expense, ExpenseTotals } from '@shared/expenses.schemas';
import { paiseToRupees } from '@shared/money';
import type { ExpenseRow } from '@server/db/tables';
import type { ExpenseSums, ExpenseWithAdder } from './expenses.repository';

/** The stored amounts as the cash-book rules take them. */
export function amountsOf(row: ExpenseRow) {
  return {
    totalPaise: row.total_paise,
    cashPaise: row.cash_paise,
    onlinePaise: row.online_paise,
    expensePaise: row.expense_paise,
    expenseOnlinePaise: row.expense_online_paise,
  };
}

export function toExpenseAnswer(row: ExpenseWithAdder): Expense {
  return {
    id: row.id,
    date: row.date,
    total: paiseToRupees(row.total_paise),
    cash: paiseToRupees(row.cash_paise),
    online: paiseToRupees(row.online_paise),
    expense: paiseToRupees(row.expense_paise),
    expense_online: paiseToRupees(row.expense_online_paise),
    closing: paiseToRupees(row.closing_paise),
    cash1: paiseToRupees(openingOf({ ...amountsOf(row), closingPaise: row.closing_paise })),
    comment: row.comment,
    holiday: row.is_holiday ? 1 : 0,
    user: { id: row.user_id, name: row.user_name },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toExpenseTotals(sums: ExpenseSums): ExpenseTotals {
  return {
    count: sums.count,
    total: paiseToRupees(sums.totalPaise),
    cash: paiseToRupees(sums.cashPaise),
    online: paiseToRupees(sums.onlinePaise),
    expense: paiseToRupees(sums.expensePaise),
    expense_online: paiseToRupees(sums.expenseOnlinePaise),
    closing: sums.closingPaise === null ? null : paiseToRupees(sums.closingPaise),
  };
}
