/**
 * The customer's appointments (docs/product.md#entity-appointment, #booking-request, #api-appointments): the caller's
 * own list, GET /api/expense/myAppointments, 5 per page.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Appointment } from '@shared/appointments.schemas';
import { PAGE_SIZE } from '@shared/constants';
import { api } from '@web/lib/api';
import { MY_APPOINTMENTS_KEY } from '@web/lib/book-appointment';

/** The status filter: every appointment, or one status (0 In Review, 1 Approved, 2 Rejected). */
export type StatusFilter = 'all' | 0 | 1 | 2;

export interface AppointmentPage {
  data: Appointment[];
  total: number;
}

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
