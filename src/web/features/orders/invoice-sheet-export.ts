/**
 * The accountant's month sheet as an Excel file (docs/product.md#gst-invoices): invoices-YYYY-MM.xlsx, a row per tax
 * invoice in GSTR-1's B2C order of columns, and a second sheet of the days, each day's invoices summed. Every total is
 * added in paise, so it is exact, and the days' total row is the invoices' total row.
 */
import type ExcelJS from 'exceljs';
import type { InvoiceSheetRow } from '@shared/invoice-sheet.schemas';
import { paiseToRupees, rupeesToPaise } from '@shared/money';
import type { TFunction } from '@web/i18n';
import { buildWorkbook, downloadWorkbook, worksheet, type SheetSpec } from '@web/components/back-office/workbook';
import type { invoiceSheetText } from './invoice-sheet-en';

type Text = TFunction<typeof invoiceSheetText>;

const FIGURES = ['taxable', 'cgst', 'sgst', 'total'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

/** A day of the month that had invoices: how many were not cancelled, and their figures summed. */
export type InvoiceDay = { date: string; count: number } & Figures;

export const invoiceSheetFileName = (year: number, month: number) =>
  `invoices-${year}-${String(month).padStart(2, '0')}.xlsx`;

/** The invoices' figures summed in paise, so exactly (a cancelled invoice's are 0). */
function sumsOf(rows: readonly InvoiceSheetRow[]): Figures {
  const sums = FIGURES.map((key) => [key, paiseToRupees(rows.reduce((sum, row) => sum + rupeesToPaise(row[key]), 0))]);
  return Object.fromEntries(sums) as Figures;
}

const countOf = (rows: readonly InvoiceSheetRow[]) => rows.filter((row) => !row.cancelled).length;

/** A row per day that had invoices, in date order. */
export function invoiceDays(rows: readonly InvoiceSheetRow[]): InvoiceDay[] {
  const byDay = new Map<string, InvoiceSheetRow[]>();
  for (const row of rows) {
    const day = byDay.get(row.date);
    if (day) day.push(row);
    else byDay.set(row.date, [row]);
  }
  return [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, invoices]) => ({ date, count: countOf(invoices), ...sumsOf(invoices) }));
}

/** Taxable value, CGST, SGST and the total (headed `totalHeader`), in rupees. */
const figureColumns = (t: Text, totalHeader: string) =>
  [
    { header: t('column.taxable'), key: 'taxable', money: true, value: (row: Figures) => row.taxable },
    { header: t('column.cgst'), key: 'cgst', money: true, value: (row: Figures) => row.cgst },
    { header: t('column.sgst'), key: 'sgst', money: true, value: (row: Figures) => row.sgst },
    { header: totalHeader, key: 'total', money: true, value: (row: Figures) => row.total },
  ] as const;

function invoicesSheet(rows: readonly InvoiceSheetRow[], t: Text): SheetSpec<InvoiceSheetRow> {
  return {
    sheet: t('sheet.invoices'),
    columns: [
      { header: t('column.number'), key: 'invoice_number', value: (row) => row.invoice_number },
      { header: t('column.date'), key: 'date', value: (row) => row.date },
      { header: t('column.customer'), key: 'customer', value: (row) => row.customer },
      { header: t('column.phone'), key: 'phone', value: (row) => row.phone },
      { header: t('column.rate'), key: 'rate', value: (row) => row.rate },
      ...figureColumns(t, t('column.total')),
      {
        header: t('column.status'),
        key: 'status',
        value: (row) => (row.cancelled ? t('row.cancelled', { reason: row.reason }) : ''),
      },
    ],
    rows,
    footer: { invoice_number: t('footer'), ...sumsOf(rows) },
  };
}

function daysSheet(rows: readonly InvoiceSheetRow[], t: Text): SheetSpec<InvoiceDay> {
  return {
    sheet: t('sheet.days'),
    columns: [
      { header: t('column.day'), key: 'date', value: (row) => row.date },
      { header: t('column.count'), key: 'count', value: (row) => row.count },
      ...figureColumns(t, t('column.dayTotal')),
    ],
    rows: invoiceDays(rows),
    footer: { date: t('footer'), count: countOf(rows), ...sumsOf(rows) },
  };
}

export function buildInvoiceSheetWorkbook(excel: typeof ExcelJS, rows: readonly InvoiceSheetRow[], t: Text) {
  return buildWorkbook(excel, invoicesSheet(rows, t), [worksheet(daysSheet(rows, t))]);
}

/** Builds the month's file and hands it to the browser as a download. */
export function downloadInvoiceSheet(year: number, month: number, rows: readonly InvoiceSheetRow[], t: Text) {
  return downloadWorkbook(invoiceSheetFileName(year, month), invoicesSheet(rows, t), [worksheet(daysSheet(rows, t))]);
}
