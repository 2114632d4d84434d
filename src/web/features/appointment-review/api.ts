/**
 * The admin's review of every appointment (docs/product.md#appointment-review, #appointment-status):
 * GET /api/expense/appointmentList (10 per page, by year and month) and POST /api/expense/updateAppoitment.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Appointment } from '@shared/appointments.schemas';
import { APPOINTMENT_STATUS } from '@shared/appointments.schemas';
import { PAGE_SIZE, ZERO_DATETIME } from '@shared/constants';
import { api } from '@web/lib/api';

export interface AppointmentPage {
  data: Appointment[];
  total: number;
}

export interface ReviewFilters {
  year: number;
  /** 1 to 12, or null for the whole year. */
  month: number | null;
  page: number;
}

/** Everything under ['appointments'] is refreshed after a review, the customers' own lists included. */
export const APPOINTMENT_REVIEW_KEY = ['appointments', 'review'] as const;

export function appointmentListQuery({ year, month, page }: ReviewFilters) {
  return queryOptions({
    queryKey: [...APPOINTMENT_REVIEW_KEY, 'list', { year, month, page }],
    queryFn: ({ signal }) =>
      api.get<AppointmentPage>('/expense/appointmentList', {
        query: { limit: PAGE_SIZE.appointments, page, year, month: month ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The most the API hands out in one page. */
const MONTH_PAGE_LIMIT = 100;

/** Every appointment of a booking's month ('YYYY-MM'), fetched page by page (for the clash check). */
async function appointmentsOfMonth(queryClient: QueryClient, yearMonth: string): Promise<Appointment[]> {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const all: Appointment[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const answer = await queryClient.fetchQuery({
      queryKey: [...APPOINTMENT_REVIEW_KEY, 'month', { year, month, page }],
      queryFn: ({ signal }) =>
        api.get<AppointmentPage>('/expense/appointmentList', {
          query: { limit: MONTH_PAGE_LIMIT, page, year, month },
          signal,
        }),
      staleTime: 0,
    });
    all.push(...answer.data);
    if (answer.data.length < MONTH_PAGE_LIMIT || all.length >= answer.total) break;
  }
  return all;
}

/** Other approved appointments at exactly the same date and time (never the zero date, which means "none given"). */
export function clashingAppointments(target: Appointment, candidates: readonly Appointment[]): Appointment[] {
  if (target.date === ZERO_DATETIME || target.date.trim() === '') return [];
  const seen = new Set<number>();
  return candidates.filter((other) => {
    if (other.id === target.id || seen.has(other.id)) return false;
    if (other.status !== APPOINTMENT_STATUS.approved || other.date !== target.date) return false;
    seen.add(other.id);
    return true;
  });
}

/**
 * The clash check before approving: the loaded page first, then the whole month of the booking from the server
 * (the page on screen may be another month, or miss the other booking). A failed fetch keeps what the page knows.
 */
export async function findClashes(
  queryClient: QueryClient,
  target: Appointment,
  loaded: readonly Appointment[],
): Promise<Appointment[]> {
  const local = clashingAppointments(target, loaded);
  if (target.date === ZERO_DATETIME || !/^\d{4}-\d{2}/.test(target.date)) return local;
  try {
    const month = await appointmentsOfMonth(queryClient, target.date.slice(0, 7));
    return clashingAppointments(target, [...local, ...month]);
  } catch {
    return local;
  }
}

export interface ReviewDecision {
  id: number;
  status: typeof APPOINTMENT_STATUS.approved | typeof APPOINTMENT_STATUS.rejected;
  /** The rejection reason (sent empty when approving). */
  statusText: string;
}

export function useReviewAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, statusText }: ReviewDecision) =>
      api.post<{ message: string; data: Appointment }>('/expense/updateAppoitment', {
        id,
        status,
        status_text: status === APPOINTMENT_STATUS.rejected ? statusText : '',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
