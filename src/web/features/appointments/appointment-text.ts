/**
 * How an appointment's date, time and status read (docs/product.md#entity-appointment, #appointment-status). Dates are
 * the salon's wall-clock text ('YYYY-MM-DD HH:mm:ss'); the zero datetime means none was given, and 00:00 means the day
 * was picked without a time (the salon never opens at midnight).
 */
import dayjs from 'dayjs';
import { APPOINTMENT_STATUS } from '@shared/appointments.schemas';
import { ZERO_DATE } from '@shared/constants';

export interface AppointmentWhen {
  /** YYYY-MM-DD */
  day: string;
  /** HH:mm, or null when no time was given. */
  time: string | null;
}

export function appointmentWhen(dateText: string): AppointmentWhen | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(dateText.trim());
  if (!match || match[1] === ZERO_DATE) return null;
  const time = match[2] && match[2] !== '00:00' ? match[2] : null;
  return { day: match[1]!, time };
}

/** '14 May 2026, Thursday' style: 'Thu, 14 May 2026'. */
export function formatDay(day: string): string {
  return dayjs(day).format('ddd, D MMM YYYY');
}

/** '10:30 AM' from 'HH:mm'. */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export const STATUS_COLOR: Record<number, string> = {
  [APPOINTMENT_STATUS.inReview]: 'gold',
  [APPOINTMENT_STATUS.approved]: 'teal',
  [APPOINTMENT_STATUS.rejected]: 'red',
};
