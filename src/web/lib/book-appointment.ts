/**
 * A booking (docs/product.md#booking-payloads, #api-appointments: POST /api/expense/makeAppoitment), made from the Book
 * Appointment modal, an offer or My Room. Every booking carries an Idempotency-Key (idempotency-key.ts), so a
 * double click or a retry after a lost answer books once.
 */
import { useMutation } from '@tanstack/react-query';
import type { Appointment } from '@shared/appointments.schemas';
import { api } from './api';

/** The customer's own appointments (My Appointments) are cached under this key. */
export const MY_APPOINTMENTS_KEY = ['appointments', 'mine'] as const;

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
