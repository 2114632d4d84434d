/**
 * The dashboard's calls (docs/product.md#api-dashboard; the figures at GET /api/expense/dashboard): the figures
 * of a date range, the birthdays and anniversaries of the salon's next 15 days, and the approved appointments of the
 * salon's tomorrow (GET /api/expense/approvedAppointments, docs/product.md#whatsapp-messages), a page at a time.
 */
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Appointment } from '@shared/appointments.schemas';
import { DAY_APPOINTMENTS_PAGE } from '@shared/appointments.schemas';
import type { BirthdayUsersAnswer, DashboardAnswer } from '@shared/dashboard.schemas';
import { nextPage } from '@shared/paged-range';
import { api } from '@web/lib/api';

export const DASHBOARD_KEY = ['dashboard'] as const;

export function dashboardQuery(start: string, end: string) {
  return queryOptions({
    queryKey: [...DASHBOARD_KEY, 'figures', { start, end }],
    queryFn: ({ signal }) =>
      api.get<DashboardAnswer>('/expense/dashboard', { query: { start_date: start, end_date: end }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The default window of the server: the salon's today and the 14 days after it. */
export function birthdayUsersQuery() {
  return queryOptions({
    queryKey: [...DASHBOARD_KEY, 'birthdays'],
    queryFn: ({ signal }) => api.get<BirthdayUsersAnswer>('/user/birthdayUsers', { signal }),
  });
}

/** One page of a day's approved appointments, by time, with how many the day has. */
export interface DayAppointmentsPage {
  data: Appointment[];
  total: number;
  /** The page asked for (the answer does not say it). */
  page: number;
}

/** The approved appointments of one of the salon's days ('YYYY-MM-DD'), the first page, then each next (Show more). */
export function approvedAppointmentsQuery(day: string) {
  const limit = DAY_APPOINTMENTS_PAGE.default;
  return infiniteQueryOptions({
    queryKey: [...DASHBOARD_KEY, 'approved', day],
    queryFn: async ({ pageParam, signal }): Promise<DayAppointmentsPage> => {
      const answer = await api.get<{ data: Appointment[]; total: number }>('/expense/approvedAppointments', {
        query: { date: day, page: pageParam, limit },
        signal,
      });
      return { ...answer, page: pageParam };
    },
    initialPageParam: 1,
    getNextPageParam: (last: DayAppointmentsPage) => nextPage(last.page, limit, last.total) ?? undefined,
  });
}
