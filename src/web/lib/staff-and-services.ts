/**
 * Lists several pages pick from (docs/product.md#api): the services a booking or an invoice can name (POST
 * /api/expense/culy_services) and the staff members (GET /api/user/staffUsers, staff and admin only). The keys
 * keep the booking's names, so every page shares one cached answer.
 */
import { queryOptions } from '@tanstack/react-query';
import type { StaffMember } from '@shared/accounts.schemas';
import type { Service } from '@shared/catalogue.schemas';
import { api } from './api';

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
