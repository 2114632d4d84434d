/**
 * The expense list as an Excel file (docs/product.md#expenses: Print gives expense.xlsx; docs/product.md#constants:
 * column width 20): one row per entry in the order shown and a total row. exceljs is large, so it is loaded only when
 * Print is clicked.
 */
import type ExcelJS from 'exceljs';
import type { Expense } from '@shared/expenses.schemas';

export const EXPENSE_FILE_NAME = 'expense.xlsx';
export const EXCEL_COLUMN_WIDTH = 20;
const RUPEE_FORMAT = '"₹"#,##,##0.00';

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

const MONEY_COLUMNS = ['total', 'cash', 'online', 'expense', 'expense_online', 'closing'] as const;

/** The workbook of the rows shown; dates stay YYYY-MM-DD text, amounts are numbers in rupees. */
export function buildExpenseWorkbook(
  excel: typeof ExcelJS,
  rows: readonly Expense[],
  text: ExpenseSheetText,
): ExcelJS.Workbook {
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(text.sheet);
  const money = (header: string, key: string) => ({ header, key, style: { numFmt: RUPEE_FORMAT } });
  sheet.columns = [
    { header: text.date, key: 'date' },
    money(text.total, 'total'),
    money(text.cash, 'cash'),
    money(text.online, 'online'),
    money(text.expense, 'expense'),
    money(text.expenseOnline, 'expense_online'),
    { header: text.user, key: 'user' },
    money(text.closing, 'closing'),
    { header: text.comment, key: 'comment' },
  ].map((column) => ({ ...column, width: EXCEL_COLUMN_WIDTH }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      date: row.date,
      total: row.total,
      cash: row.cash,
      online: row.online,
      expense: row.expense,
      expense_online: row.expense_online,
      user: row.user.name,
      closing: row.closing,
      comment: row.comment,
    });
  }
  // Sums in paise, so the total row is exact; the closing column has no sum.
  const sums: Record<string, number> = {};
  for (const key of MONEY_COLUMNS.filter((column) => column !== 'closing')) {
    sums[key] = rows.reduce((sum, row) => sum + Math.round(row[key] * 100), 0) / 100;
  }
  const footer = sheet.addRow({ date: text.footer, ...sums });
  footer.font = { bold: true };
  return workbook;
}

/** Builds the file and hands it to the browser as a download. */
export async function downloadExpenseWorkbook(rows: readonly Expense[], text: ExpenseSheetText): Promise<void> {
  const excel = (await import('exceljs')).default;
  const buffer = await buildExpenseWorkbook(excel, rows, text).xlsx.writeBuffer();
  const blob = new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPENSE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has the data by the time the click returns; the address is let go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
