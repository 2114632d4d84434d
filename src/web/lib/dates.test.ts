import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@web/i18n';
import { dateFormat, setDayjsLanguage } from './dates';

afterEach(() => {
  setLanguage('en');
  setDayjsLanguage('en');
});

describe('dates in the language shown', () => {
  it("writes dayjs's Hindi with Intl's hi-IN names and Latin digits, and English again after", () => {
    setDayjsLanguage('hi');
    const november = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 1));
    expect(dayjs('2026-11-05').format('D MMMM YYYY')).toBe(`5 ${november} 2026`);
    expect(dayjs('2026-11-05').format('dddd')).toBe(
      new Intl.DateTimeFormat('hi-IN', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 5)),
    );
    expect(dayjs('2026-11-05').format('DD MMM YYYY')).toMatch(/^05 \S+ 2026$/);
    setDayjsLanguage('en');
    expect(dayjs('2026-11-05').format('DD MMM YYYY')).toBe('05 Nov 2026');
  });

  it("gives Intl's formatter of the language shown", () => {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
    const day = Date.UTC(2026, 2, 25);
    expect(dateFormat(options).format(day)).toBe('25 Mar 2026');
    setLanguage('hi');
    expect(dateFormat(options).format(day)).toBe(new Intl.DateTimeFormat('hi-IN', options).format(day));
    expect(dateFormat(options).format(day)).toMatch(/^25 \S+ 2026$/);
  });
});
