/**
 * Salary calls (document 2 §7): GET salary/list, POST salary/add and salary/edit, GET salary/delete. Every change
 * refreshes everything under ['salary'] (and the cash book, whose figures include the salaries of its range).
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SalaryListAnswer,
  SalarySavedAnswer,
  SalarySortField,
  SortDirection,
} from '../../../shared/salary.schemas';
import { api } from '../../lib/api';

export const SALARY_KEY = ['salary'] as const;
/** The cash book's queries start with this key; its totals include the salaries of its range. */
const EXPENSES_KEY = ['expenses'] as const;

export interface SalaryListFilter {
  start: string;
  end: string;
  sortby: SalarySortField;
  direction: SortDirection;
}

export function salaryListQuery(filter: SalaryListFilter) {
  return queryOptions({
    queryKey: [...SALARY_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      api.get<SalaryListAnswer>('/salary/list', {
        query: {
          start_date: filter.start,
          end_date: filter.end,
          sortby: filter.sortby,
          direction: filter.direction,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** What Add Salary and Edit Salary send (§7); `id` present means edit. Amounts in rupees. */
export interface SalarySubmission {
  id?: number;
  date: string;
  staff: number;
  amount: number;
  online_amount: number;
  comment: string;
}

function refreshAfterChange(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SALARY_KEY }),
    queryClient.invalidateQueries({ queryKey: EXPENSES_KEY }),
  ]);
}

export function useSaveSalary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (salary: SalarySubmission) =>
      api.post<SalarySavedAnswer>(salary.id === undefined ? '/salary/add' : '/salary/edit', { ...salary }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

export function useDeleteSalary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.get<{ message: string }>('/salary/delete', { query: { id } }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
