import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Expense } from '@shared/expenses.schemas';
import { EXCEL_COLUMN_WIDTH } from '@web/components/back-office/workbook';
import { EXPENSE_SHEET_HEADER, readSheet } from '@web/test/workbook';
import { buildExpenseWorkbook, type ExpenseSheetText } from './expense-export';

const text: ExpenseSheetText = {
  sheet: 'Expenses',
  date: 'Date',
  total: 'Total',
  cash: 'Cash',
  online: 'Online',
  expense: 'Expense (cash)',
  expenseOnline: 'Expense (online)',
  user: 'Added By',
  closing: 'Closing',
  comment: 'Comment',
  footer: 'Total',
};

function entry(id: number, overrides: Partial<Expense> = {}): Expense {
  return {
    id,
    date: '2026-11-20',
    total: 18450,
    cash: 6000,
    online: 9200,
    expense: 850.5,
    expense_online: 0,
    closing: 2399.5,
    cash1: 0,
    comment: 'Tea and milk',
    holiday: 0,
    user: { id: 2, name: 'Neha Sharma' },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

describe('buildExpenseWorkbook', () => {
  it('writes the header, a row per entry, a total row and columns 20 wide, and reads back with exceljs', async () => {
    const rows = [
      entry(1),
      entry(2, {
        date: '2026-11-21',
        total: 0.1,
        cash: 0,
        online: 0,
        expense: 0.2,
        expense_online: 100,
        closing: 2399.4,
        comment: '',
      }),
    ];
    const buffer = await buildExpenseWorkbook(ExcelJS, rows, text).xlsx.writeBuffer();
    const { sheet, values } = await readSheet(buffer, 'Expenses');
    expect(values(1)).toEqual(EXPENSE_SHEET_HEADER);
    expect(values(2)).toEqual(['2026-11-20', 18450, 6000, 9200, 850.5, 0, 'Neha Sharma', 2399.5, 'Tea and milk']);
    expect(values(3).slice(0, 8)).toEqual(['2026-11-21', 0.1, 0, 0, 0.2, 100, 'Neha Sharma', 2399.4]);
    expect(values(4).slice(0, 6)).toEqual(['Total', 18450.1, 6000, 9200, 850.7, 100]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.columns.map((column) => column.width)).toEqual(Array(9).fill(EXCEL_COLUMN_WIDTH));
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });
});
