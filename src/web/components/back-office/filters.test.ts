import { describe, expect, it } from 'vitest';
import { FILTER_YEARS, filterYearOf } from './filters';

describe('the year filters', () => {
  it('offer the years 2021 to 2031 (docs/product.md#constants)', () => {
    expect(FILTER_YEARS[0]).toBe(2021);
    expect(FILTER_YEARS.at(-1)).toBe(2031);
    expect(FILTER_YEARS).toHaveLength(11);
  });

  it('open on this year, or the nearest one offered', () => {
    expect(filterYearOf('2026-11-22')).toBe(2026);
    expect(filterYearOf('2019-01-01')).toBe(2021);
    expect(filterYearOf('2040-06-30')).toBe(2031);
  });
});
