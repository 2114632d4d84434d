import { describe, expect, it } from 'vitest';
import { daysOf, defaultDashboardRange, rangeProblem, salonDayStartInstant } from './dashboard';

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
