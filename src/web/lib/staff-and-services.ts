/**
 * Lists several pages pick from (docs/product.md#api): the services a booking or an invoice can name (POST
 * /api/expense/culy_services), the staff members (GET /api/user/staffUsers, staff and admin only), and the services
 * of a category as the catalogue and the services admin list them (POST /api/expense/services). The booking's keys
 * keep their names, so every page shares one cached answer.
 */
import { queryOptions } from '@tanstack/react-query';
import type { StaffMember } from '@shared/accounts.schemas';
import type { Service } from '@shared/catalogue.schemas';
import { api } from './api';
import { CATALOGUE_KEY } from './categories';

export const bookableServicesQuery = queryOptions({
  queryKey: ['booking', 'services'],
  queryFn: async ({ signal }) =>
    (await api.post<{ data: Service[] }>('/expense/culy_services', undefined, { signal })).data,
  staleTime: 5 * 60_000,
});

/** The staff members a staff or admin booking can name (GET /api/user/staffUsers, staff and admin only). */
export const staffMembersQuery = queryOptions({
  queryKey: ['booking', 'staff'],
  queryFn: async ({ signal }) => (await api.get<{ data: StaffMember[] }>('/user/staffUsers', { signal })).data,
  staleTime: 5 * 60_000,
});

export interface ServiceFilter {
  categoryId: number;
  /** Part of a service name; blank lists the whole category. */
  search: string;
  /** Disabled services too (staff=1): the services admin's list. */
  withDisabled?: boolean;
}

/**
 * The services of a category, searched by name (POST /api/expense/services?search=&cat_id=, with staff=1 for the
 * services admin). Under the catalogue's key, so one invalidation refreshes the admin list and the public pages
 * together.
 */
export function categoryServicesQuery({ categoryId, search, withDisabled = false }: ServiceFilter) {
  const term = search.trim();
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, withDisabled ? 'admin-services' : 'services', categoryId, term],
    queryFn: async ({ signal }) =>
      (
        await api.post<{ data: Service[] }>('/expense/services', undefined, {
          signal,
          query: { ...(withDisabled && { staff: 1 }), search: term, cat_id: categoryId },
        })
      ).data,
  });
}
