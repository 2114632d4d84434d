/**
 * The paper a receipt is printed on (docs/product.md#receipt): an A4 sheet, or an 80 mm thermal roll with a
 * 72 mm printable width. The choice is remembered in this browser; the page size goes into an @page rule of its
 * own, present only while a receipt is on screen (a stylesheet of the page's code would stay after leaving it).
 *
 * A roll has no fixed page height, but browsers need one ('size: 80mm auto' is not valid CSS and Chromium drops it):
 * the page is made as tall as the receipt, measured on screen where the roll preview has the printed width and type.
 */
import { useCallback, useEffect, useState } from 'react';

export type ReceiptFormat = 'a4' | '80mm';

export const RECEIPT_FORMAT_STORAGE_KEY = 'receipt-format';
export const PAGE_STYLE_ELEMENT_ID = 'receipt-page-style';

const ROLL_MARGIN_MM = 4;
/** Until the receipt has been measured: a long slip rather than a cut-off one. */
const ROLL_FALLBACK_HEIGHT_MM = 297;
const PX_PER_MM = 96 / 25.4;

export function pageRule(format: ReceiptFormat, contentHeightPx: number | null): string {
  if (format === 'a4') return '@page { size: A4; margin: 12mm; }';
  const height =
    contentHeightPx && contentHeightPx > 0
      ? // A few millimetres of slack, so a rounding difference never pushes the last line onto a second slip.
        Math.ceil(contentHeightPx / PX_PER_MM + 2 * ROLL_MARGIN_MM + 6)
      : ROLL_FALLBACK_HEIGHT_MM;
  return `@page { size: 80mm ${height}mm; margin: ${ROLL_MARGIN_MM}mm; }`;
}

function storedFormat(): ReceiptFormat {
  try {
    return window.localStorage.getItem(RECEIPT_FORMAT_STORAGE_KEY) === '80mm' ? '80mm' : 'a4';
  } catch {
    return 'a4';
  }
}

/** The chosen format and a way to change it (kept for the next receipt opened in this browser). */
export function useReceiptFormat(): [ReceiptFormat, (format: ReceiptFormat) => void] {
  const [format, setFormat] = useState<ReceiptFormat>(storedFormat);
  const choose = useCallback((next: ReceiptFormat) => {
    setFormat(next);
    try {
      window.localStorage.setItem(RECEIPT_FORMAT_STORAGE_KEY, next);
    } catch (error) {
      console.warn('Could not remember the receipt format in this browser.', error);
    }
  }, []);
  return [format, choose];
}

/** Puts the format's @page rule in the document while the receipt is shown. */
export function usePageSizeRule(format: ReceiptFormat, contentHeightPx: number | null): void {
  const rule = pageRule(format, contentHeightPx);
  useEffect(() => {
    const element = document.createElement('style');
    element.id = PAGE_STYLE_ELEMENT_ID;
    element.textContent = rule;
    document.getElementById(PAGE_STYLE_ELEMENT_ID)?.remove();
    document.head.append(element);
    return () => element.remove();
  }, [rule]);
}
