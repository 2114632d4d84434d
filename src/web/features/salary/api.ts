/**
 * Salary calls (docs/product.md#api-salary): GET salary/list (a page of payments at a time, Show more for the next;
 * every page for the Excel file), POST salary/add and salary/edit, GET salary/delete. Every change refreshes everything
 * under ['salary'] (and the cash book, whose figures include the salaries of its range).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paging } from '@shared/paged-range';
import type { Salary, SalaryListAnswer, SalarySavedAnswer, SalarySortField } from '@shared/salary.schemas';
import { api } from '@web/lib/api';
import { fetchEveryRow, rangeListParams, rangeListQuery, type RangeSortFilter } from '@web/lib/paged-range-list';

export const SALARY_KEY = ['salary'] as const;
/** The cash book's queries start with this key; its totals include the salaries of its range. */
const EXPENSES_KEY = ['expenses'] as const;

export type SalaryListFilter = RangeSortFilter<SalarySortField>;

function salaryPage(filter: SalaryListFilter, paging: Paging, signal?: AbortSignal) {
  return api.get<SalaryListAnswer>('/salary/list', { query: rangeListParams(filter, paging), signal });
}

/** The range's first page of payments, then the next one each time `fetchNextPage` asks (Show more). */
export function salaryListQuery(filter: SalaryListFilter) {
  return rangeListQuery([...SALARY_KEY, 'list', filter], (paging, signal) => salaryPage(filter, paging, signal));
}

/** Every payment of the range in the order shown, page after page (the Excel file holds the whole range). */
export function fetchEverySalary(filter: SalaryListFilter): Promise<Salary[]> {
  return fetchEveryRow((paging) => salaryPage(filter, paging));
}

/** What Add Salary and Edit Salary send (docs/product.md#api-salary); `id` present means edit. Amounts in rupees. */
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
