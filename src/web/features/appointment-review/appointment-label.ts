/** How the review names an appointment in its messages: '#12 Priya Sharma (Thu, 14 May 2031, 4:30 PM)'. */
import type { Appointment } from '@shared/appointments.schemas';
import { appointmentWhen, formatClock, formatDay } from '@web/lib/appointment-text';

export function appointmentLabel(appointment: Appointment, guest: string): string {
  const when = appointmentWhen(appointment.date);
  const name = appointment.name.trim() || guest;
  if (!when) return `#${appointment.id} ${name}`;
  const moment = when.time ? `${formatDay(when.day)}, ${formatClock(when.time)}` : formatDay(when.day);
  return `#${appointment.id} ${name} (${moment})`;
}
