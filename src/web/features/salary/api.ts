/**
 * Salary calls (docs/product.md#api-salary): GET salary/list (a page of payments at a time, Show more for the next;
 * every page for the Excel file), POST salary/add and salary/edit, GET salary/delete. Every change refreshes everything
 * under ['salary'] (and the cash book, whose figures include the salaries of its range).
 */
import { infiniteQueryOptions, keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { LIST_PAGE_MAX, LIST_PAGE_SIZE, everyRow, nextPage, type Paging } from '@shared/paged-range';
import type {
  Salary,
  SalaryListAnswer,
  SalarySavedAnswer,
  SalarySortField,
  SortDirection,
} from '@shared/salary.schemas';
import { api } from '@web/lib/api';

export const SALARY_KEY = ['salary'] as const;
/** The cash book's queries start with this key; its totals include the salaries of its range. */
const EXPENSES_KEY = ['expenses'] as const;

export interface SalaryListFilter {
  start: string;
  end: string;
  sortby: SalarySortField;
  direction: SortDirection;
}

function salaryPage(filter: SalaryListFilter, paging: Paging, signal?: AbortSignal) {
  return api.get<SalaryListAnswer>('/salary/list', {
    query: {
      start_date: filter.start,
      end_date: filter.end,
      sortby: filter.sortby,
      direction: filter.direction,
      page: paging.page,
      limit: paging.limit,
    },
    signal,
  });
}

/** The range's first page of payments, then the next one each time `fetchNextPage` asks (Show more). */
export function salaryListQuery(filter: SalaryListFilter) {
  return infiniteQueryOptions({
    queryKey: [...SALARY_KEY, 'list', filter],
    queryFn: ({ pageParam, signal }) => salaryPage(filter, { page: pageParam, limit: LIST_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.page, last.limit, last.totals.count) ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every payment of the range in the order shown, page after page (the Excel file holds the whole range). */
export async function fetchEverySalary(filter: SalaryListFilter): Promise<Salary[]> {
  return everyRow(async (paging) => {
    const answer = await salaryPage(filter, paging);
    return { rows: answer.data, count: answer.totals.count };
  }, LIST_PAGE_MAX);
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
