import { describe, expect, it } from 'vitest';
import { pageRule } from './receipt-format';

describe('the printed page of a receipt', () => {
  it('is an A4 sheet with margins', () => {
    expect(pageRule('a4', 900)).toBe('@page { size: A4; margin: 12mm; }');
  });

  it('is an 80 mm slip as long as the receipt measured, with its margins and a little slack', () => {
    // 377.9 px is just under 100 mm at 96 px an inch: 100 + 2 × 4 margin + 6 slack.
    expect(pageRule('80mm', 377.9)).toBe('@page { size: 80mm 114mm; margin: 4mm; }');
  });

  it('is a long slip until the receipt has been measured', () => {
    expect(pageRule('80mm', null)).toBe('@page { size: 80mm 297mm; margin: 4mm; }');
    expect(pageRule('80mm', 0)).toBe('@page { size: 80mm 297mm; margin: 4mm; }');
  });
});
