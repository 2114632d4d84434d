/**
 * A back-office list as an Excel file (Print, docs/product.md#expenses, #salary; column width 20, #constants): a bold
 * header, a row per row of the list in its order, and a bold total row; dates stay YYYY-MM-DD text and amounts are
 * numbers in rupees. A file may have more sheets after the first, laid out alike (the invoice sheet's Days,
 * docs/product.md#gst-invoices). exceljs is large, so it is loaded only when the file is asked for.
 */
import { useState } from 'react';
import type ExcelJS from 'exceljs';
import { notifyError } from '@web/lib/notify';

export const EXCEL_COLUMN_WIDTH = 20;
const RUPEE_FORMAT = '"₹"#,##,##0.00';

export interface SheetColumn<Row> {
  header: string;
  key: string;
  /** Rupees: shown in the rupee format. */
  money?: boolean;
  value: (row: Row) => string | number;
}

export interface SheetSpec<Row> {
  sheet: string;
  columns: readonly SheetColumn<Row>[];
  rows: readonly Row[];
  /** The total row, by column key (the first column holds its label). */
  footer: Record<string, string | number>;
}

/** A worksheet to add after the first, whatever its rows are (`worksheet(spec)`). */
export type ExtraSheet = (workbook: ExcelJS.Workbook) => void;

export const worksheet =
  <Row>(spec: SheetSpec<Row>): ExtraSheet =>
  (workbook) =>
    addSheet(workbook, spec);

/** The workbook of `spec`'s sheet, then any extra sheets in their order. */
export function buildWorkbook<Row>(
  excel: typeof ExcelJS,
  spec: SheetSpec<Row>,
  extraSheets: readonly ExtraSheet[] = [],
): ExcelJS.Workbook {
  const workbook = new excel.Workbook();
  addSheet(workbook, spec);
  for (const addExtra of extraSheets) addExtra(workbook);
  return workbook;
}

function addSheet<Row>(workbook: ExcelJS.Workbook, spec: SheetSpec<Row>): void {
  const sheet = workbook.addWorksheet(spec.sheet);
  sheet.columns = spec.columns.map(({ header, key, money }) => ({
    header,
    key,
    width: EXCEL_COLUMN_WIDTH,
    ...(money ? { style: { numFmt: RUPEE_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of spec.rows) {
    sheet.addRow(Object.fromEntries(spec.columns.map((column) => [column.key, column.value(row)])));
  }
  sheet.addRow(spec.footer).font = { bold: true };
}

/** Builds the file and hands it to the browser as a download named `fileName`. */
export async function downloadWorkbook<Row>(
  fileName: string,
  spec: SheetSpec<Row>,
  extraSheets: readonly ExtraSheet[] = [],
): Promise<void> {
  const excel = (await import('exceljs')).default;
  const buffer = await buildWorkbook(excel, spec, extraSheets).xlsx.writeBuffer();
  const blob = new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has the data by the time the click returns; the address is let go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Print's state: busy while the rows are fetched and the file made; a failure is a toast saying `failedText`. */
export function useWorkbookExport(failedText: string) {
  const [isExporting, setIsExporting] = useState(false);
  async function exportFile(make: () => Promise<void>) {
    setIsExporting(true);
    try {
      await make();
    } catch {
      notifyError(failedText);
    } finally {
      setIsExporting(false);
    }
  }
  return { isExporting, exportFile: (make: () => Promise<void>) => void exportFile(make) };
}
