/**
 * The dashboard's calls (docs/product.md#api-dashboard; the figures at GET /api/expense/dashboard): the figures
 * of a date range, and the birthdays and anniversaries of the salon's next 15 days.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BirthdayUsersAnswer, DashboardAnswer } from '@shared/dashboard.schemas';
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
