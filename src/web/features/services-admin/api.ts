/**
 * The services admin's calls (docs/product.md#api-services-admin): the list is POST expense/services with staff=1
 * (disabled services too), changes go through POST expense/service_update and POST expense/updateSorting. Every change
 * refreshes the public catalogue and the booking form's list as well, so a disabled service leaves the public pages at
 * once.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Service } from '@shared/catalogue.schemas';
import type { SortingItem } from '@shared/services-admin.schemas';
import { api } from '@web/lib/api';
import { CATALOGUE_KEY } from '@web/lib/categories';
import { bookableServicesQuery, categoryServicesQuery, type ServiceFilter } from '@web/lib/staff-and-services';

/** The services admin's list: a category's services, disabled ones too. */
export const adminServicesQuery = (filter: AdminServiceFilter) =>
  categoryServicesQuery({ ...filter, withDisabled: true });

export type AdminServiceFilter = Pick<ServiceFilter, 'categoryId' | 'search'>;

function refreshCatalogue(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }),
    queryClient.invalidateQueries({ queryKey: bookableServicesQuery.queryKey }),
  ]);
}

/** What the Add/Update Service form sends; `id` present means update. Money in rupees. */
export interface ServiceSubmission {
  id?: number;
  name: string;
  price: number;
  discount: number;
  category_id: number[];
  sorting?: number;
  status: 0 | 1;
  comment: string;
}

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (service: ServiceSubmission) =>
      api.post<{ message: string; data: Service }>('/expense/service_update', { ...service }),
    onSettled: () => refreshCatalogue(queryClient),
  });
}

export interface SortingChange {
  /** The filter of the list on screen, whose cached copy shows the new order at once. */
  filter: AdminServiceFilter;
  /** The list in its new order, with the new sortings. */
  list: Service[];
  /** Only the services whose sorting changed. */
  changes: SortingItem[];
}

/** Shows the new order at once, saves it, and puts the old order back if the save fails. */
export function useSaveSorting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes }: SortingChange) => api.post<{ message: string }>('/expense/updateSorting', changes),
    onMutate: async ({ filter, list }) => {
      const { queryKey } = adminServicesQuery(filter);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, list);
      return { queryKey, previous };
    },
    onError: (_error, _change, context) => {
      if (context) queryClient.setQueryData(context.queryKey, context.previous);
    },
    onSettled: () => refreshCatalogue(queryClient),
  });
}
