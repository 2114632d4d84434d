/**
 * An appointment's date as people read it: '22 Nov 2026 at 2:30 pm', or 'Not Mentioned' for the zero datetime; in the
 * language shown (lib/dates.ts).
 */
import { useCallback } from 'react';
import { useText } from '@web/i18n';
import { ZERO_DATETIME } from '@shared/constants';
import { dateFormat } from '@web/lib/dates';
import { bookingText } from './en';

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' };

const LOCAL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/;

/** The salon's wall-clock date and time as written, formatted without moving them to any other zone. */
export function formatAppointmentWhen(date: string): { date: string; time: string } | null {
  const match = LOCAL.exec(date);
  if (!match || date.startsWith(ZERO_DATETIME.slice(0, 10))) return null;
  const [, y, m, d, hh, mm] = match.map(Number) as [number, number, number, number, number, number];
  const instant = new Date(Date.UTC(y, m - 1, d, hh, mm));
  return { date: dateFormat(DATE).format(instant), time: dateFormat(TIME).format(instant) };
}

export function useAppointmentWhen(): (date: string) => string {
  const { t } = useText(bookingText);
  return useCallback(
    (date) => {
      const when = formatAppointmentWhen(date);
      return when ? t('success.at', when) : t('success.notMentioned');
    },
    [t],
  );
}
