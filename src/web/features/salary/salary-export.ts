/**
 * The salary list as an Excel file (docs/product.md#salary): salary.xlsx, one row per payment in the order
 * shown and a total row with the range's totals.
 */
import type ExcelJS from 'exceljs';
import type { Salary, SalaryTotals } from '@shared/salary.schemas';
import { buildWorkbook, downloadWorkbook, type SheetSpec } from '@web/components/back-office/workbook';
import { salaryTotal } from './salary-text';

export const SALARY_FILE_NAME = 'salary.xlsx';

export interface SalarySheetText {
  sheet: string;
  date: string;
  staff: string;
  cash: string;
  online: string;
  total: string;
  comment: string;
  user: string;
  footer: string;
}

function salarySheet(rows: readonly Salary[], totals: SalaryTotals, text: SalarySheetText): SheetSpec<Salary> {
  return {
    sheet: text.sheet,
    columns: [
      { header: text.date, key: 'date', value: (row) => row.date },
      { header: text.staff, key: 'staff', value: (row) => row.staff.name },
      { header: text.cash, key: 'cash', money: true, value: (row) => row.amount },
      { header: text.online, key: 'online', money: true, value: (row) => row.online_amount },
      { header: text.total, key: 'total', money: true, value: salaryTotal },
      { header: text.comment, key: 'comment', value: (row) => row.comment },
      { header: text.user, key: 'user', value: (row) => row.user },
    ],
    rows,
    footer: { date: text.footer, cash: totals.amount, online: totals.online_amount, total: totals.total },
  };
}

export function buildSalaryWorkbook(
  excel: typeof ExcelJS,
  rows: readonly Salary[],
  totals: SalaryTotals,
  text: SalarySheetText,
) {
  return buildWorkbook(excel, salarySheet(rows, totals, text));
}

/** Builds the file and hands it to the browser as a download. */
export function downloadSalaryWorkbook(rows: readonly Salary[], totals: SalaryTotals, text: SalarySheetText) {
  return downloadWorkbook(SALARY_FILE_NAME, salarySheet(rows, totals, text));
}
