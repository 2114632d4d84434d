import { describe, expect, it } from 'vitest';
import { financialYearOf, invoiceNumber } from './invoice-number';

describe('financialYearOf', () => {
  it('runs from April to March', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
  });
});

describe('invoiceNumber', () => {
  it('writes the prefix, the year and six digits', () => {
    expect(invoiceNumber('CS', '2026-27', 123)).toBe('CS/2026-27/000123');
    expect(invoiceNumber('INV', '2026-27', 1_234_567)).toBe('INV/2026-27/1234567');
  });
});
