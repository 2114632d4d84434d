/**
 * Tax invoice numbers (docs/product.md#gst-invoices): one gap-free sequence per financial year (April to March, by the
 * salon's date), written `CS/2026-27/000123`: the salon's invoice prefix, the year, the number in six digits (more
 * past 999999).
 */

/** The financial year of a salon date 'YYYY-MM-DD': '2026-27' from 1 April 2026 to 31 March 2027. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const first = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

export function invoiceNumber(prefix: string, financialYear: string, number: number): string {
  return `${prefix}/${financialYear}/${String(number).padStart(6, '0')}`;
}
