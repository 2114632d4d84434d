/**
 * The expense list as an Excel file (docs/product.md#expenses: Print gives expense.xlsx): one row per entry in the
 * order shown and a total row whose sums are exact (added in paise); the closing column has no sum.
 */
import type ExcelJS from 'exceljs';
import type { Expense } from '@shared/expenses.schemas';
import { buildWorkbook, downloadWorkbook, type SheetSpec } from '@web/components/back-office/workbook';

export const EXPENSE_FILE_NAME = 'expense.xlsx';

export interface ExpenseSheetText {
  sheet: string;
  date: string;
  total: string;
  cash: string;
  online: string;
  expense: string;
  expenseOnline: string;
  user: string;
  closing: string;
  comment: string;
  footer: string;
}

const SUMMED = ['total', 'cash', 'online', 'expense', 'expense_online'] as const;

function expenseSheet(rows: readonly Expense[], text: ExpenseSheetText): SheetSpec<Expense> {
  const sums = Object.fromEntries(
    SUMMED.map((key) => [key, rows.reduce((sum, row) => sum + Math.round(row[key] * 100), 0) / 100]),
  );
  return {
    sheet: text.sheet,
    columns: [
      { header: text.date, key: 'date', value: (row) => row.date },
      { header: text.total, key: 'total', money: true, value: (row) => row.total },
      { header: text.cash, key: 'cash', money: true, value: (row) => row.cash },
      { header: text.online, key: 'online', money: true, value: (row) => row.online },
      { header: text.expense, key: 'expense', money: true, value: (row) => row.expense },
      { header: text.expenseOnline, key: 'expense_online', money: true, value: (row) => row.expense_online },
      { header: text.user, key: 'user', value: (row) => row.user.name },
      { header: text.closing, key: 'closing', money: true, value: (row) => row.closing },
      { header: text.comment, key: 'comment', value: (row) => row.comment },
    ],
    rows,
    footer: { date: text.footer, ...sums },
  };
}

export function buildExpenseWorkbook(excel: typeof ExcelJS, rows: readonly Expense[], text: ExpenseSheetText) {
  return buildWorkbook(excel, expenseSheet(rows, text));
}

/** Builds the file and hands it to the browser as a download. */
export function downloadExpenseWorkbook(rows: readonly Expense[], text: ExpenseSheetText): Promise<void> {
  return downloadWorkbook(EXPENSE_FILE_NAME, expenseSheet(rows, text));
}
