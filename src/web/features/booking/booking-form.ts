/**
 * The Book Appointment form's rules and payload (document 1 §3 public modal payload, §5 Booking form): phone
 * required, numeric, 10 digits, cut to 10 digits as typed; date not before the salon's today; time, name, e-mail
 * and comment not validated beyond what the server stores. At least one service, as the server requires.
 */
import { z } from 'zod';
import type { User } from '../../../shared/accounts.schemas';
import { APPOINTMENT_MESSAGES } from '../../../shared/appointments.schemas';
import { PHONE_DIGITS, ZERO_DATETIME } from '../../../shared/constants';
import { optionalEmail, optionalText, tenDigitPhone } from '../../../shared/fields';
import type { BookingRequest } from './api';

export interface BookingFormValues {
  name: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD, or null when no date is picked. */
  date: string | null;
  /** HH:mm, or '' when cleared. */
  time: string;
  /** Ids of the chosen services, as text (the multi-select's values). */
  services: string[];
  comment: string;
  extra: string;
}

/** The phone as typed: digits only, at most ten of them (document 1 §5). */
export function cutPhone(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

export function bookingFormSchema(today: string) {
  return z.object({
    name: optionalText(191),
    email: optionalEmail,
    phone: tenDigitPhone,
    date: z
      .string()
      .nullable()
      .refine((date) => date === null || date === '' || date >= today, APPOINTMENT_MESSAGES.pastDate),
    time: z.string(),
    services: z.array(z.string()).min(1, APPOINTMENT_MESSAGES.noService),
    comment: optionalText(2000),
    extra: optionalText(2000),
  });
}
export type BookingFormOutput = z.infer<ReturnType<typeof bookingFormSchema>>;

export function bookingFormDefaults(user: User | null, time: string, comment = ''): BookingFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user ? cutPhone(user.phone) : '',
    date: null,
    time,
    services: [],
    comment,
    extra: '',
  };
}

/** The booking's date: 'YYYY-MM-DD HH:mm', or the zero datetime when no date was picked (document 1 §3). */
export function bookingDateTime(date: string | null, time: string): string {
  if (!date) return ZERO_DATETIME;
  return `${date} ${/^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : '00:00'}`;
}

interface NamedService {
  id: number;
  name: string;
}

/**
 * The public modal sends a comma list of service names (document 1 §3). A name that holds a comma itself would be
 * split by the server, so then the same services go by id in the JSON shape the server also reads.
 */
export function servicesField(chosen: readonly NamedService[]): string {
  if (chosen.some((service) => service.name.includes(','))) {
    return JSON.stringify({ services: chosen.map(({ id }) => ({ id, quantity: 1 })), bridalDay: {} });
  }
  return chosen.map((service) => service.name).join(',');
}

export function bookingRequest(
  values: BookingFormOutput,
  catalogue: readonly NamedService[],
  user: User | null,
): BookingRequest {
  const chosen = values.services
    .map((id) => catalogue.find((service) => String(service.id) === id))
    .filter((service): service is NamedService => service !== undefined);
  const request: BookingRequest = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    date: bookingDateTime(values.date, values.time),
    services: servicesField(chosen),
    comment: [values.comment, values.extra].filter(Boolean).join('\n'),
  };
  if (user) request.user_id = user.id;
  return request;
}
