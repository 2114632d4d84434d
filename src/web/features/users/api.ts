/**
 * The admin's users (docs/product.md#users): GET /api/user/allUsers (search, limit 10, page), POST
 * /api/user/update_user (the profile edit), POST /api/user/update_password and POST /api/user/update_status. An edit or
 * a status change refreshes the list.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { USER_STATUS } from '@shared/constants';
import { PAGE_SIZE } from '@shared/constants';
import type { ListedUser, UserListAnswer } from '@shared/users.schemas';
import { api } from '@web/lib/api';
import { getSession, updateSessionUser } from '@web/lib/session';

export const USERS_KEY = ['users'] as const;

export interface UserFilters {
  search: string;
  /** 1-based. */
  page: number;
}

export function userListQuery({ search, page }: UserFilters) {
  return queryOptions({
    queryKey: [...USERS_KEY, 'list', { search, page }],
    queryFn: ({ signal }) =>
      api.get<UserListAnswer>('/user/allUsers', { query: { search, limit: PAGE_SIZE.users, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetUserPassword() {
  return useMutation({
    mutationFn: ({ id, newPassword }: { id: number; newPassword: string }) =>
      api.post<{ message: string }>('/user/update_password', { id, new_password: newPassword }),
  });
}

export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: UserStatus }) =>
      api.post<{ message: string }>('/user/update_status', { id, status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** The admin's Edit of a user (multipart, the profile form's payload with the phone and any new picture). */
export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<{ message: string; user: ListedUser }>('/user/update_user', form),
    onSuccess: ({ user }) => {
      // The admin edited their own row: the header's name and picture follow.
      const me = getSession().user;
      if (me?.id === user.id) updateSessionUser({ ...user, cart: me.cart });
      return queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
  });
}
