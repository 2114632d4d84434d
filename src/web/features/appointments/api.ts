/**
 * The customer's appointments (docs/product.md#entity-appointment, #booking-request, #api-appointments): booking from
 * My Room through POST /api/expense/makeAppoitment, and the caller's own list, GET /api/expense/myAppointments, 5 per
 * page.
 */
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentService } from '@shared/appointments.schemas';
import { PAGE_SIZE, ZERO_DATETIME } from '@shared/constants';
import { api } from '@web/lib/api';

/** The status filter: every appointment, or one status (0 In Review, 1 Approved, 2 Rejected). */
export type StatusFilter = 'all' | 0 | 1 | 2;

export interface AppointmentPage {
  data: Appointment[];
  total: number;
}

export const MY_APPOINTMENTS_KEY = ['appointments', 'mine'] as const;

export function myAppointmentsQuery(status: StatusFilter) {
  return infiniteQueryOptions({
    queryKey: [...MY_APPOINTMENTS_KEY, status],
    queryFn: ({ pageParam, signal }) =>
      api.get<AppointmentPage>('/expense/myAppointments', {
        query: { limit: PAGE_SIZE.myAppointments, page: pageParam, status: status === 'all' ? undefined : status },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length > 0 && loaded < last.total ? lastPage + 1 : undefined;
    },
  });
}

/**
 * The booked lines of an appointment's JSON text ({ services: [...], products: [...], bridalDay }), read leniently:
 * the services, then any products the staff added (one each, no discount), so the lines add up to the total.
 */
export function appointmentServicesFrom(servicesText: string): AppointmentService[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(servicesText);
  } catch {
    return [];
  }
  const wrapper = (Array.isArray(parsed) ? { services: parsed } : parsed) as {
    services?: unknown;
    products?: unknown;
  } | null;
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  const services = Array.isArray(wrapper?.services) ? (wrapper.services as unknown[]) : [];
  const products = Array.isArray(wrapper?.products) ? (wrapper.products as unknown[]) : [];
  const serviceLines = services.flatMap((line: unknown) => {
    if (typeof line !== 'object' || line === null) return [];
    const { id, name, price, quantity, discount, advance_payment } = line as Partial<Record<string, unknown>>;
    if (typeof name !== 'string') return [];
    return [
      {
        id: number(id, 0),
        name,
        price: number(price, 0),
        quantity: number(quantity, 1),
        discount: number(discount, 0),
        advance_payment: number(advance_payment, 0),
      },
    ];
  });
  const productLines = products.flatMap((line: unknown) => {
    if (typeof line !== 'object' || line === null) return [];
    const { name, price } = line as Partial<Record<string, unknown>>;
    if (typeof name !== 'string') return [];
    return [{ id: 0, name, price: number(price, 0), quantity: 1, discount: 0, advance_payment: 0 }];
  });
  return [...serviceLines, ...productLines];
}

/**
 * The date sent for a My Room booking (docs/product.md#validation-my-room): 'YYYY-MM-DD HH:mm' in the salon's time, or
 * the zero datetime when no date is picked. A date without a time is sent at 00:00, which the pages read as "no time".
 */
export function bookingDateText(date: string | null, time: string | null): string {
  if (!date) return ZERO_DATETIME;
  return `${date} ${time || '00:00'}`;
}

/** What a My Room booking sends (docs/product.md#booking-payloads). */
export interface MyRoomBooking {
  name: string;
  phone: string;
  date: string;
  services: ReadonlyArray<{ id: number; quantity: number }>;
  userId: number;
}

export function myRoomPayload(booking: MyRoomBooking) {
  return {
    name: booking.name,
    phone: booking.phone,
    date: booking.date,
    services: JSON.stringify({
      services: booking.services.map(({ id, quantity }) => ({ id, quantity })),
      bridalDay: {},
    }),
    user_id: booking.userId,
  };
}

/** A random id for one booking attempt: sent again on a retry, the server books once. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function useBookFromMyRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, idempotencyKey }: { booking: MyRoomBooking; idempotencyKey: string }) =>
      api.post<{ message: string; data: Appointment }>('/expense/makeAppoitment', myRoomPayload(booking), {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPOINTMENTS_KEY }),
  });
}
