/**
 * The signed-in user kept fresh (docs/product.md#session-states): on its own, apart from the account mutations, so the
 * page frame that runs it on every page does not carry them.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@shared/accounts.schemas';
import { api } from '@web/lib/api';
import { getSession, updateSessionUser, useSession } from '@web/lib/session';

export const ACCOUNT_QUERY_KEY = ['accounts'] as const;

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
