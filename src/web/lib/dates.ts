/**
 * Dates in the language shown (docs/decisions/018-hindi-at-its-own-addresses.md): Intl with the language's locale
 * (en-IN or hi-IN, Latin digits in both), and for the dates written with dayjs (and Mantine's date pickers), a Hindi
 * dayjs locale whose month and day names come from the same Intl, so every date names its months one way.
 */
import dayjs from 'dayjs';
import { cashBookDate } from '@shared/cash-book';
import { LANGUAGE_TAGS, type Language } from '@shared/languages';
import { currentLanguage } from '@web/i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An Intl date formatter in the language shown, kept per language and options. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = LANGUAGE_TAGS[currentLanguage()].locale;
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const DAY_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' };

/** A calendar date ('2026-11-22') as the back office writes it: '22 Nov 2026', in Hindi '22 नव॰ 2026'. */
export function formatDayDate(isoDate: string): string {
  if (currentLanguage() === 'en') return cashBookDate(isoDate);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return dateFormat(DAY_DATE).format(Date.UTC(year, month - 1, day));
}

/** The names of the twelve months in the language shown, January first. */
export function monthNames(): string[] {
  const format = dateFormat({ month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
}

/** The twelve months' or seven days' names (Sunday first) in a locale, as Intl writes them. */
function names(locale: string, count: number, at: (index: number) => number, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, index) => format.format(at(index)));
}

let isHindiRegistered = false;

/** dayjs's Hindi: Intl's hi-IN names, the numbers as they are, 'AM'/'PM' as English writes them. */
function registerHindi(): void {
  if (isHindiRegistered) return;
  const locale = LANGUAGE_TAGS.hi.locale;
  const month = (index: number) => Date.UTC(2024, index, 1);
  // 7 January 2024 was a Sunday.
  const day = (index: number) => Date.UTC(2024, 0, 7 + index);
  dayjs.locale(
    {
      name: 'hi',
      months: names(locale, 12, month, { month: 'long' }),
      monthsShort: names(locale, 12, month, { month: 'short' }),
      weekdays: names(locale, 7, day, { weekday: 'long' }),
      weekdaysShort: names(locale, 7, day, { weekday: 'short' }),
      weekdaysMin: names(locale, 7, day, { weekday: 'narrow' }),
      weekStart: 1,
      ordinal: (n: number) => String(n),
      formats: {
        LT: 'h:mm A',
        LTS: 'h:mm:ss A',
        L: 'DD/MM/YYYY',
        LL: 'D MMMM YYYY',
        LLL: 'D MMMM YYYY, h:mm A',
        LLLL: 'dddd, D MMMM YYYY, h:mm A',
      },
    } as unknown as ILocale,
    undefined,
    true,
  );
  isHindiRegistered = true;
}

/** Writes dayjs's dates in a language from now on (the text layer's language is set beside it). */
export function setDayjsLanguage(language: Language): void {
  if (language === 'hi') registerHindi();
  dayjs.locale(language);
}
