/**
 * The salary list as an Excel file (docs/product.md#salary, #constants: column width 20): salary.xlsx, one row per
 * payment and a total row. exceljs is large, so it is loaded only when Print is clicked.
 */
import type ExcelJS from 'exceljs';
import type { Salary, SalaryTotals } from '@shared/salary.schemas';
import { salaryTotal } from './salary-text';

export const SALARY_FILE_NAME = 'salary.xlsx';
export const EXCEL_COLUMN_WIDTH = 20;
const RUPEE_FORMAT = '"₹"#,##,##0.00';

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

/** The workbook of the rows shown, in the order shown; dates stay YYYY-MM-DD text, amounts are numbers. */
export function buildSalaryWorkbook(
  excel: typeof ExcelJS,
  rows: readonly Salary[],
  totals: SalaryTotals,
  text: SalarySheetText,
): ExcelJS.Workbook {
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(text.sheet);
  sheet.columns = [
    { header: text.date, key: 'date' },
    { header: text.staff, key: 'staff' },
    { header: text.cash, key: 'cash', style: { numFmt: RUPEE_FORMAT } },
    { header: text.online, key: 'online', style: { numFmt: RUPEE_FORMAT } },
    { header: text.total, key: 'total', style: { numFmt: RUPEE_FORMAT } },
    { header: text.comment, key: 'comment' },
    { header: text.user, key: 'user' },
  ].map((column) => ({ ...column, width: EXCEL_COLUMN_WIDTH }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      date: row.date,
      staff: row.staff.name,
      cash: row.amount,
      online: row.online_amount,
      total: salaryTotal(row),
      comment: row.comment,
      user: row.user,
    });
  }
  const footer = sheet.addRow({
    date: text.footer,
    cash: totals.amount,
    online: totals.online_amount,
    total: totals.total,
  });
  footer.font = { bold: true };
  return workbook;
}

/** Builds the file and hands it to the browser as a download. */
export async function downloadSalaryWorkbook(
  rows: readonly Salary[],
  totals: SalaryTotals,
  text: SalarySheetText,
): Promise<void> {
  const excel = (await import('exceljs')).default;
  const buffer = await buildSalaryWorkbook(excel, rows, totals, text).xlsx.writeBuffer();
  const blob = new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = SALARY_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has the data by the time the click returns; the address is let go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
