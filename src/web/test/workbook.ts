/**
 * Reading back the .xlsx the back office writes (Expenses and Salary Print), for the web tests and the browser tests
 * alike: the headers each sheet must show, and the sheet's rows as plain value lists.
 */
import ExcelJS from 'exceljs';

/** The Expenses sheet's header row (docs/product.md#expenses). */
export const EXPENSE_SHEET_HEADER = [
  'Date',
  'Total',
  'Cash',
  'Online',
  'Expense (cash)',
  'Expense (online)',
  'Added By',
  'Closing',
  'Comment',
];

/** The Salary sheet's header row, also the salary table's columns after Actions (docs/product.md#salary). */
export const SALARY_SHEET_HEADER = ['Date', 'Staff', 'Cash', 'Online', 'Total', 'Comment', 'Added By'];

/** Opens a written workbook and gives its sheet (by name, else the first), and the values of a row (1-based). */
export async function readSheet(data: ArrayBuffer, name?: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = name === undefined ? workbook.worksheets[0]! : workbook.getWorksheet(name)!;
  const values = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
  return { sheet, values };
}
