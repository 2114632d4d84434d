/**
 * The GST of a tax invoice's lines, in integer paise (docs/product.md#gst-invoices): the one rounding rule of the app's
 * tax. Within one state a line's tax is half CGST and half SGST, each at half the line's rate. Each half is rounded to
 * the paisa once (half a paisa rounds up) and the two halves are equal; what the line's figures add up to is exact:
 *
 * - prices that include GST: the line's amount is what the customer pays; each half is amount × rate / (2 × (100% +
 *   rate)), and the taxable value is the amount less both halves;
 * - prices without GST: the amount is the taxable value; each half is amount × rate / 2, added on top.
 *
 * An invoice's figures are the sums of its lines' figures, so its lines always add up to its total.
 */

/** A rate in hundredths of a percent: 5% is 500, 0.25% is 25 (rates have at most two decimals). */
export type BasisPoints = number;
const WHOLE: BasisPoints = 10_000;

export function percentToBasisPoints(percent: number): BasisPoints {
  return Math.round(percent * 100);
}

/** numerator / denominator rounded to the nearest whole, half up (both whole and not below zero, denominator above). */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export interface TaxedLine {
  /** The taxable value. */
  taxablePaise: number;
  rate: BasisPoints;
  cgstPaise: number;
  sgstPaise: number;
  /** What the customer pays for the line: taxable value and both taxes. */
  totalPaise: number;
}

/** A line of `amountPaise` (its price less discount, times quantity) at `rate`. */
export function taxLine(amountPaise: number, rate: BasisPoints, pricesIncludeGst: boolean): TaxedLine {
  if (pricesIncludeGst) {
    const half = roundHalfUp(amountPaise * rate, 2 * (WHOLE + rate));
    return { taxablePaise: amountPaise - 2 * half, rate, cgstPaise: half, sgstPaise: half, totalPaise: amountPaise };
  }
  const half = roundHalfUp(amountPaise * rate, 2 * WHOLE);
  return { taxablePaise: amountPaise, rate, cgstPaise: half, sgstPaise: half, totalPaise: amountPaise + 2 * half };
}

export interface TaxedInvoice {
  lines: TaxedLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

export function taxInvoice(
  lines: ReadonlyArray<{ amountPaise: number; rate: BasisPoints }>,
  pricesIncludeGst: boolean,
): TaxedInvoice {
  const taxed = lines.map((line) => taxLine(line.amountPaise, line.rate, pricesIncludeGst));
  const sum = (figure: (line: TaxedLine) => number) => taxed.reduce((total, line) => total + figure(line), 0);
  return {
    lines: taxed,
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    totalPaise: sum((line) => line.totalPaise),
  };
}
