/**
 * Account calls of the app (docs/product.md#api-accounts, #chosen-paths): the current user, profile update, password
 * change and logout. Successful answers become the stored session here, so no page can forget to. Login and
 * registration are the islands' (components/account-form.ts), which keep the session the same way.
 */
import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ChangePasswordPayload, SessionAnswer } from '@shared/accounts.schemas';
import { api } from '@web/lib/api';
import { clearSession, startSession, updateSessionToken } from '@web/lib/session';
import { paths } from '@web/paths';
import { ACCOUNT_QUERY_KEY } from './session-refresh';

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (form: FormData) => api.post<SessionAnswer>('/user/update_profile', form),
    onSuccess: ({ user, token }) => startSession(user, token),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (payload: ChangePasswordPayload) =>
      api.post<{ message: string; token: string }>('/user/change_password', payload),
    onSuccess: ({ token }) => updateSessionToken(token),
  });
}

/** Logs out on the server, then clears the session and goes home even when the call fails. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.post('/logout');
    } catch (error) {
      console.warn('Logout call failed; the session is cleared anyway.', error);
    } finally {
      clearSession();
      queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
      void navigate(paths.home);
    }
  }, [navigate, queryClient]);
}
