import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentToBasisPoints, roundHalfUp, taxInvoice, taxLine } from './gst-arithmetic';

/** Amounts up to ₹10 crore in paise, and the rates GST uses or might (0 to 28%, two decimals). */
const amount = fc.integer({ min: 0, max: 10_000_000_000 });
const rate = fc.oneof(fc.constantFrom(0, 25, 300, 500, 1200, 1800, 2800), fc.integer({ min: 0, max: 2800 }));
const lines = fc.array(fc.record({ amountPaise: amount, rate }), { maxLength: 40 });

describe('taxLine', () => {
  it('with prices including GST: 5% of ₹1,050 is ₹1,000 taxable and ₹25 CGST and SGST each', () => {
    expect(taxLine(105_000, 500, true)).toEqual({
      taxablePaise: 100_000,
      rate: 500,
      cgstPaise: 2500,
      sgstPaise: 2500,
      totalPaise: 105_000,
    });
  });

  it('with prices without GST: 18% on ₹999 adds ₹89.91, half each', () => {
    expect(taxLine(99_900, 1800, false)).toEqual({
      taxablePaise: 99_900,
      rate: 1800,
      cgstPaise: 8991,
      sgstPaise: 8991,
      totalPaise: 117_882,
    });
  });

  it('rounds each half to the paisa, half a paisa up', () => {
    // ₹1 at 5% on top: each half is 2.5 paise -> 3.
    expect(taxLine(100, 500, false)).toMatchObject({ cgstPaise: 3, sgstPaise: 3, totalPaise: 106 });
    // ₹1 including 5%: each half is 100 × 500 / 21,000 = 2.38 paise -> 2.
    expect(taxLine(100, 500, true)).toMatchObject({ taxablePaise: 96, cgstPaise: 2, sgstPaise: 2, totalPaise: 100 });
  });

  it('including GST: the customer pays the amount, and its parts add up to it exactly', () => {
    fc.assert(
      fc.property(amount, rate, (amountPaise, lineRate) => {
        const line = taxLine(amountPaise, lineRate, true);
        expect(line.totalPaise).toBe(amountPaise);
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(amountPaise);
        expect(line.cgstPaise).toBe(line.sgstPaise);
        expect(line.taxablePaise).toBeGreaterThanOrEqual(0);
        // Each half is the exact half-tax of the amount, rounded: within half a paisa of it.
        const exactHalf = (amountPaise * lineRate) / (2 * (10_000 + lineRate));
        expect(Math.abs(line.cgstPaise - exactHalf)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('without GST: the amount is the taxable value and each half is its half-rate, rounded', () => {
    fc.assert(
      fc.property(amount, rate, (amountPaise, lineRate) => {
        const line = taxLine(amountPaise, lineRate, false);
        expect(line.taxablePaise).toBe(amountPaise);
        expect(line.totalPaise).toBe(amountPaise + line.cgstPaise + line.sgstPaise);
        expect(line.cgstPaise).toBe(line.sgstPaise);
        expect(Math.abs(line.cgstPaise - (amountPaise * lineRate) / 20_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('taxInvoice', () => {
  it('adds up: the sum of the lines is the total, in every figure, both ways of pricing', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), (invoiceLines, inclusive) => {
        const invoice = taxInvoice(invoiceLines, inclusive);
        const sum = (pick: (line: (typeof invoice.lines)[number]) => number) =>
          invoice.lines.reduce((total, line) => total + pick(line), 0);
        expect(invoice.totalPaise).toBe(sum((line) => line.totalPaise));
        expect(invoice.taxablePaise).toBe(sum((line) => line.taxablePaise));
        expect(invoice.cgstPaise).toBe(sum((line) => line.cgstPaise));
        expect(invoice.sgstPaise).toBe(sum((line) => line.sgstPaise));
        expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise).toBe(invoice.totalPaise);
        if (inclusive) expect(invoice.totalPaise).toBe(invoiceLines.reduce((t, line) => t + line.amountPaise, 0));
      }),
    );
  });
});

describe('the rounding rule', () => {
  it('rounds half up, on whole numbers only', () => {
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(7, 3)).toBe(2);
    expect(roundHalfUp(8, 3)).toBe(3);
    expect(roundHalfUp(0, 7)).toBe(0);
    expect(percentToBasisPoints(5)).toBe(500);
    expect(percentToBasisPoints(0.25)).toBe(25);
    expect(percentToBasisPoints(18)).toBe(1800);
  });
});
