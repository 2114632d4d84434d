/**
 * Account calls (docs/product.md#api-accounts, #chosen-paths): login, registration, the current user,
 * profile update, password change and logout. Successful answers become the stored session here, so no page
 * can forget to.
 */
import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ChangePasswordPayload, LoginPayload, SessionAnswer } from '@shared/accounts.schemas';
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { api, ApiError, CLIENT_FAILURE } from '@web/lib/api';
import { clearSession, startSession, updateSessionToken } from '@web/lib/session';
import { paths } from '@web/paths';
import { ACCOUNT_QUERY_KEY } from './session-refresh';

/**
 * The spec checks the success message too (docs/product.md#api-accounts: 'Successfully' for login, 'Successful' to
 * register).
 */
function expectMessage(answer: SessionAnswer, expected: string): SessionAnswer {
  if (answer.message !== expected) throw new ApiError(200, { message: answer.message, error: answer.message });
  return answer;
}

export function useLogin() {
  return useMutation({
    mutationFn: async (payload: LoginPayload) =>
      expectMessage(await api.post<SessionAnswer>('/login', payload), ACCOUNT_MESSAGES.loginSuccess),
    onSuccess: ({ user, token }) => startSession(user, token),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: async (form: FormData) =>
      expectMessage(await api.post<SessionAnswer>('/register_or_update', form), ACCOUNT_MESSAGES.registerSuccess),
    onSuccess: ({ user, token }) => startSession(user, token),
  });
}

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

/** The text of a failure as the server wrote it (string error, else message). */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.displayText : CLIENT_FAILURE.unreadable;
}
