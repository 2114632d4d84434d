import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysOf, defaultDashboardRange, enquiryPricePaise, rangeProblem, salonDayStartInstant } from './dashboard';

describe('defaultDashboardRange', () => {
  it('is the first of the month to today', () => {
    expect(defaultDashboardRange('2026-11-22')).toEqual({ start: '2026-11-01', end: '2026-11-22' });
    expect(defaultDashboardRange('2027-01-01')).toEqual({ start: '2027-01-01', end: '2027-01-01' });
  });
});

describe('rangeProblem', () => {
  it('refuses a start after the end and a range longer than the limit', () => {
    expect(rangeProblem('2026-11-02', '2026-11-01', 366)).toBe('order');
    expect(rangeProblem('2026-11-01', '2026-11-01', 366)).toBeNull();
    expect(rangeProblem('2026-01-01', '2026-12-31', 366)).toBeNull();
    expect(rangeProblem('2024-01-01', '2024-12-31', 366)).toBeNull();
    expect(rangeProblem('2026-01-01', '2027-01-02', 366)).toBe('length');
  });
});

describe('daysOf', () => {
  it('lists every day of a range across a month and a year end', () => {
    expect(daysOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysOf('2026-11-01', '2026-11-01')).toEqual(['2026-11-01']);
  });
});

describe('enquiryPricePaise', () => {
  it('sums price × quantity − discount × quantity over the services', () => {
    expect(
      enquiryPricePaise([
        { pricePaise: 150_000, discountPaise: 20_000, quantity: 2 },
        { pricePaise: 50_000, discountPaise: 0, quantity: 1 },
      ]),
    ).toBe(310_000);
    expect(enquiryPricePaise([])).toBe(0);
  });

  it('equals the sum of each line’s (price − discount) × quantity', () => {
    const line = fc.record({
      pricePaise: fc.integer({ min: 0, max: 1_000_000 }),
      discountPaise: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const expected = lines.reduce((sum, l) => sum + (l.pricePaise - l.discountPaise) * l.quantity, 0);
        expect(enquiryPricePaise(lines)).toBe(expected);
      }),
    );
  });
});

describe('salonDayStartInstant', () => {
  it('is the salon’s midnight in UTC: 18:30 of the day before in Asia/Kolkata', () => {
    expect(salonDayStartInstant('2026-11-22', 'Asia/Kolkata')).toBe('2026-11-21T18:30:00.000Z');
    expect(salonDayStartInstant('2027-01-01', 'Asia/Kolkata')).toBe('2026-12-31T18:30:00.000Z');
    expect(salonDayStartInstant('2026-11-22', 'UTC')).toBe('2026-11-22T00:00:00.000Z');
  });

  it('follows a zone whose offset changes (New York in summer and winter)', () => {
    expect(salonDayStartInstant('2026-07-01', 'America/New_York')).toBe('2026-07-01T04:00:00.000Z');
    expect(salonDayStartInstant('2026-12-01', 'America/New_York')).toBe('2026-12-01T05:00:00.000Z');
  });
});
