import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Salary } from '@shared/salary.schemas';
import { EXCEL_COLUMN_WIDTH } from '@web/components/back-office/workbook';
import { readSheet, SALARY_SHEET_HEADER } from '@web/test/workbook';
import { buildSalaryWorkbook, type SalarySheetText } from './salary-export';
import { testSalary } from './test/salaries';

const text: SalarySheetText = {
  sheet: 'Salary',
  date: 'Date',
  staff: 'Staff',
  cash: 'Cash',
  online: 'Online',
  total: 'Total',
  comment: 'Comment',
  user: 'Added By',
  footer: 'Total',
};

/** The October 2026 payment, made on 31 October, with paise online. */
const salary = (id: number, overrides: Partial<Salary> = {}) =>
  testSalary(id, { date: '2026-10-31', online_amount: 6000.5, comment: 'Salary for October', ...overrides });

describe('buildSalaryWorkbook', () => {
  it('writes the header, a row per payment, a total row and columns 20 wide, and reads back with exceljs', async () => {
    const rows = [
      salary(1),
      salary(2, { staff: { id: 3, name: 'Arjun Mehta' }, amount: 0, online_amount: 0.1, comment: '' }),
    ];
    const workbook = buildSalaryWorkbook(
      ExcelJS,
      rows,
      { amount: 12000, online_amount: 6000.6, total: 18000.6, count: 2 },
      text,
    );
    const buffer = await workbook.xlsx.writeBuffer();
    const { sheet, values } = await readSheet(buffer, 'Salary');
    expect(values(1)).toEqual(SALARY_SHEET_HEADER);
    expect(values(2)).toEqual([
      '2026-10-31',
      'Neha Sharma',
      12000,
      6000.5,
      18000.5,
      'Salary for October',
      'Simran Kaur',
    ]);
    expect(values(3).slice(0, 5)).toEqual(['2026-10-31', 'Arjun Mehta', 0, 0.1, 0.1]);
    expect(values(4).slice(0, 5)).toEqual(['Total', undefined, 12000, 6000.6, 18000.6]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.columns.map((column) => column.width)).toEqual(Array(7).fill(EXCEL_COLUMN_WIDTH));
  });
});
