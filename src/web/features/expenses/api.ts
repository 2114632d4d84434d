/**
 * Cash-book calls (docs/product.md#api-expenses): expense/all for the page (a page of entries at a time, Show more for
 * the next; every page for the Excel file), expense/lastExpense for the Add Expense form's opening, and add, update and
 * delete. Every change refreshes everything under ['expenses'].
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Expense,
  ExpenseAnswer,
  ExpenseListAnswer,
  ExpenseSort,
  LastExpenseAnswer,
} from '@shared/expenses.schemas';
import type { Paging } from '@shared/paged-range';
import { api } from '@web/lib/api';
import { fetchEveryRow, rangeListParams, rangeListQuery, type RangeSortFilter } from '@web/lib/paged-range-list';

export const EXPENSES_KEY = ['expenses'] as const;

export type ExpenseListFilter = RangeSortFilter<ExpenseSort>;

function expensePage(filter: ExpenseListFilter, paging: Paging, signal?: AbortSignal) {
  return api.post<ExpenseListAnswer>('/expense/all', rangeListParams(filter, paging), { signal });
}

/** The range's first page of entries, then the next one each time `fetchNextPage` asks (Show more). */
export const expenseListQuery = (filter: ExpenseListFilter) =>
  rangeListQuery([...EXPENSES_KEY, 'list', filter], (paging, signal) => expensePage(filter, paging, signal));

/** Every entry of the range in the order shown, page after page (the Excel file holds the whole range). */
export function fetchEveryExpense(filter: ExpenseListFilter): Promise<Expense[]> {
  return fetchEveryRow((paging) => expensePage(filter, paging));
}

/** The last entry's closing and date: the opening of the next entry. Always asked afresh when the form opens. */
export const lastExpenseQuery = queryOptions({
  queryKey: [...EXPENSES_KEY, 'last'],
  queryFn: ({ signal }) => api.post<LastExpenseAnswer>('/expense/lastExpense', {}, { signal }),
  staleTime: 0,
  gcTime: 0,
});

/** What the Add and Update forms send (docs/product.md#api-expenses): rupees; `closing` is the one the form showed. */
export interface ExpenseRequest {
  id?: number;
  date: string;
  total: number;
  cash: number;
  online: number;
  expense: number;
  expense_online: number;
  closing: number;
  /** Add only: the id of the last entry the form opened on (0 for an empty book). */
  last_id?: number;
  comment: string;
  holiday: 0 | 1;
}

function useExpenseMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXPENSES_KEY }),
  });
}

export const useAddExpense = () =>
  useExpenseMutation((expense: ExpenseRequest) =>
    api.post<ExpenseAnswer>('/expense/add', { ...expense } as Record<string, unknown>),
  );

export const useUpdateExpense = () =>
  useExpenseMutation((expense: ExpenseRequest & { id: number }) =>
    api.post<ExpenseAnswer>('/expense/update', { ...expense } as Record<string, unknown>),
  );

export const useDeleteExpense = () =>
  useExpenseMutation((id: number) => api.post<{ message: string }>('/expense/delete', { id }));
