import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { InvoiceSheetRow } from '@shared/invoice-sheet.schemas';
import { translatorFor } from '@web/i18n';
import { EXCEL_COLUMN_WIDTH } from '@web/components/back-office/workbook';
import { readSheet } from '@web/test/workbook';
import { buildInvoiceSheetWorkbook, invoiceDays, invoiceSheetFileName } from './invoice-sheet-export';
import { invoiceSheetText } from './invoice-sheet-en';

const t = translatorFor(invoiceSheetText);

function invoice(number: number, overrides: Partial<InvoiceSheetRow> = {}): InvoiceSheetRow {
  return {
    invoice_number: `CB/2026-27/${String(number).padStart(6, '0')}`,
    date: '2026-11-03',
    customer: 'Priya Verma',
    phone: '9999900011',
    gstin: '',
    rate: '5',
    taxable: 2380.96,
    cgst: 59.52,
    sgst: 59.52,
    total: 2500,
    cancelled: false,
    reason: '',
    ...overrides,
  };
}

// Figures a float sum gets wrong (0.1 + 0.2), a mixed-rate invoice, and a cancelled one on a day of its own.
const rows = [
  invoice(12),
  invoice(13, { rate: '5, 12', taxable: 0.1, cgst: 0.1, sgst: 0.1, total: 0.3 }),
  invoice(14, { date: '2026-11-05', taxable: 0.2, cgst: 0.01, sgst: 0.01, total: 0.22 }),
  invoice(15, { date: '2026-11-09', taxable: 0, cgst: 0, sgst: 0, total: 0, cancelled: true, reason: 'Billed twice' }),
];

const HEADER = [
  'Invoice number',
  'Invoice date',
  'Customer',
  'Phone',
  'Rate (%)',
  'Taxable value',
  'CGST',
  'SGST',
  'Invoice value',
  'Status',
];

describe('buildInvoiceSheetWorkbook', () => {
  it('writes a row per invoice in GSTR-1’s B2C columns, a cancelled one with its reason, and an exact total', async () => {
    const buffer = await buildInvoiceSheetWorkbook(ExcelJS, rows, t).xlsx.writeBuffer();
    const { sheet, values } = await readSheet(buffer, 'Invoices');
    expect(values(1)).toEqual(HEADER);
    expect(values(2)).toEqual([
      'CB/2026-27/000012',
      '2026-11-03',
      'Priya Verma',
      '9999900011',
      '5',
      2380.96,
      59.52,
      59.52,
      2500,
      '',
    ]);
    expect(values(3).slice(0, 9)).toEqual([
      'CB/2026-27/000013',
      '2026-11-03',
      'Priya Verma',
      '9999900011',
      '5, 12',
      0.1,
      0.1,
      0.1,
      0.3,
    ]);
    expect(values(5)).toEqual([
      'CB/2026-27/000015',
      '2026-11-09',
      'Priya Verma',
      '9999900011',
      '5',
      0,
      0,
      0,
      0,
      'Cancelled: Billed twice',
    ]);
    const total = values(6);
    expect(total[0]).toBe('Total');
    expect(total.slice(5, 9)).toEqual([2381.26, 59.63, 59.63, 2500.52]);
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(6).font?.bold).toBe(true);
    expect(sheet.columns.map((column) => column.width)).toEqual(Array(10).fill(EXCEL_COLUMN_WIDTH));
  });

  it('adds a Days sheet, a row per day with invoices, whose total row is the invoices’ total', async () => {
    const buffer = await buildInvoiceSheetWorkbook(ExcelJS, rows, t).xlsx.writeBuffer();
    const invoices = await readSheet(buffer, 'Invoices');
    const { sheet, values } = await readSheet(buffer, 'Days');
    expect(values(1)).toEqual(['Date', 'Invoices', 'Taxable value', 'CGST', 'SGST', 'Total']);
    expect(values(2)).toEqual(['2026-11-03', 2, 2381.06, 59.62, 59.62, 2500.3]);
    expect(values(3)).toEqual(['2026-11-05', 1, 0.2, 0.01, 0.01, 0.22]);
    // A day of cancelled invoices only: none counted, no value.
    expect(values(4)).toEqual(['2026-11-09', 0, 0, 0, 0, 0]);
    expect(values(5)).toEqual(['Total', 3, 2381.26, 59.63, 59.63, 2500.52]);
    expect(values(5).slice(2)).toEqual(invoices.values(6).slice(5, 9));
    expect(sheet.getRow(5).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(5);
  });

  it('writes the header and an empty total for a month without invoices', async () => {
    const buffer = await buildInvoiceSheetWorkbook(ExcelJS, [], t).xlsx.writeBuffer();
    const { values } = await readSheet(buffer, 'Invoices');
    expect(values(2).slice(5, 9)).toEqual([0, 0, 0, 0]);
    expect((await readSheet(buffer, 'Days')).values(2)).toEqual(['Total', 0, 0, 0, 0, 0]);
  });
});

describe('invoiceDays', () => {
  it('sums each day in paise, in date order whatever the rows’ order', () => {
    const days = invoiceDays([rows[2]!, rows[0]!, rows[1]!]);
    expect(days.map((day) => day.date)).toEqual(['2026-11-03', '2026-11-05']);
    expect(days[0]).toEqual({
      date: '2026-11-03',
      count: 2,
      taxable: 2381.06,
      cgst: 59.62,
      sgst: 59.62,
      total: 2500.3,
    });
  });
});

describe('invoiceSheetFileName', () => {
  it('names the file by the year and the month in two digits', () => {
    expect(invoiceSheetFileName(2026, 3)).toBe('invoices-2026-03.xlsx');
    expect(invoiceSheetFileName(2026, 11)).toBe('invoices-2026-11.xlsx');
  });
});
