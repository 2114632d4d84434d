/**
 * Booking calls (docs/product.md#api-appointments): the services the modal offers (POST /api/expense/culy_services,
 * loaded when the modal opens) and the booking itself (POST /api/expense/makeAppoitment). Every booking carries an
 * Idempotency-Key made once per opened form (or per offer button), so a double click or a retry after a lost answer
 * books once.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Appointment, AppointmentProduct } from '@shared/appointments.schemas';
import type { StaffMember } from '@shared/accounts.schemas';
import type { Service } from '@shared/catalogue.schemas';
import { api } from '@web/lib/api';

export const bookableServicesQuery = queryOptions({
  queryKey: ['booking', 'services'],
  queryFn: async ({ signal }) =>
    (await api.post<{ data: Service[] }>('/expense/culy_services', undefined, { signal })).data,
  staleTime: 5 * 60_000,
});

/** The staff members a staff or admin booking can name (GET /api/user/staffUsers, staff and admin only). */
export const staffMembersQuery = queryOptions({
  queryKey: ['booking', 'staff'],
  queryFn: async ({ signal }) => (await api.get<{ data: StaffMember[] }>('/user/staffUsers', { signal })).data,
  staleTime: 5 * 60_000,
});

/** The makeAppoitment payload as this app sends it (both shapes of docs/product.md#booking-payloads). */
export interface BookingRequest {
  name: string;
  email?: string;
  phone: string;
  /** 'YYYY-MM-DD HH:mm' in the salon's time, or the zero datetime. */
  date: string;
  /** A comma list of service names, or JSON text of { services: [{ id, quantity }], bridalDay: {} }. */
  services: string;
  comment?: string;
  user_id?: number;
  offer_id?: number;
  /** Staff and admin only: the staff member. */
  staff_id?: number;
  /** Staff and admin only: JSON text of [{ name, price, comment }]. */
  products?: string;
}

export interface BookingAnswer {
  message: string;
  data: Appointment;
}

/** A random key for the Idempotency-Key header (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function bookAppointment(request: BookingRequest, idempotencyKey: string): Promise<BookingAnswer> {
  return api.post<BookingAnswer>(
    '/expense/makeAppoitment',
    { ...request },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function useBookAppointment() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: BookingRequest; idempotencyKey: string }) =>
      bookAppointment(request, idempotencyKey),
  });
}

/** The names of the services an appointment holds (its services field is JSON text). */
export function bookedServiceNames(appointment: Pick<Appointment, 'services'>): string[] {
  try {
    const stored = JSON.parse(appointment.services) as { services?: Array<{ name?: unknown }> };
    return (stored.services ?? []).map((line) => String(line.name ?? '')).filter(Boolean);
  } catch {
    return [];
  }
}

/** The products an appointment holds (added by the staff), from its services JSON text. */
export function bookedProducts(appointment: Pick<Appointment, 'services'>): AppointmentProduct[] {
  try {
    const stored = JSON.parse(appointment.services) as { products?: Array<Partial<AppointmentProduct>> };
    return (stored.products ?? [])
      .map((product) => ({
        name: String(product.name ?? ''),
        price: Number(product.price ?? 0),
        comment: String(product.comment ?? ''),
      }))
      .filter((product) => product.name !== '');
  } catch {
    return [];
  }
}
