/** How attendance shows times and days: 12-hour clock times and short dates, in the salon's calendar. */
import dayjs from 'dayjs';
import { hoursAndMinutes, timeFromWire, workedMinutes } from '@shared/attendance';
import { useText } from '@web/i18n';
import { attendanceText } from './en';

/** 'HH:mm:ss' as '9:05 AM' (or '9:05:07 AM' with seconds); null when not set. */
export function twelveHour(time: string | null | undefined, withSeconds = false): string | null {
  const value = timeFromWire(time);
  if (!value) return null;
  const [h, m, s] = value.split(':').map(Number) as [number, number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${hour}:${pad(m)}${withSeconds ? `:${pad(s)}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 'YYYY-MM-DD' as '22 Nov 2026'. */
export function shortDate(isoDate: string): string {
  return dayjs(isoDate).format('DD MMM YYYY');
}

/** 'YYYY-MM-DD' as 'Sunday, 22 November 2026'. */
export function longDate(isoDate: string): string {
  return dayjs(isoDate).format('dddd, D MMMM YYYY');
}

/** The Total Hour of a record, e.g. '8 h 30 min', or a dash while it has no check-out. */
export function useTotalHourText(): (start: string, end: string) => string {
  const { t } = useText(attendanceText);
  return (start, end) => {
    const minutes = workedMinutes(start, end);
    return minutes === null ? t('total.none') : t('total.value', hoursAndMinutes(minutes));
  };
}
