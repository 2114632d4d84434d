/**
 * Account calls (document 1 §7; design.md, Choices the spec leaves open): login, registration, the current user,
 * profile update, password change and logout. Successful answers become the stored session here, so no page
 * can forget to.
 */
import { useCallback, useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ChangePasswordPayload, LoginPayload, SessionAnswer, User } from '../../../shared/accounts.schemas';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.messages';
import { api, ApiError, CLIENT_FAILURE } from '../../lib/api';
import {
  clearSession,
  getSession,
  startSession,
  updateSessionToken,
  updateSessionUser,
  useSession,
} from '../../lib/session';
import { paths } from '../../paths';

const ACCOUNT_QUERY_KEY = ['accounts'] as const;

/** The spec checks the success message too (document 1 §7: 'Successfully' for login, 'Successful' to register). */
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

/**
 * Refreshes the stored user from GET /api/user/details once per token (on app start, and after a sign-in).
 * The answer is applied only while the same token is still the session's.
 */
export function useSessionRefresh(): void {
  const { token } = useSession();
  const { data } = useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'details', token],
    queryFn: async ({ signal }) => {
      const { user } = await api.get<{ user: User }>('/user/details', { signal });
      return { user, token };
    },
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (data && data.token === getSession().token) updateSessionUser(data.user);
  }, [data]);
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
