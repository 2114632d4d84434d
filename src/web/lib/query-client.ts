/** TanStack Query defaults: no retry for answers the server meant (4xx), a short retry for network trouble. */
import { QueryClient, type QueryCache } from '@tanstack/react-query';
import { ApiError } from './api';

const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** The server passes its own cache (it records what a page asks for) and never retries. */
export function createQueryClient(queryCache?: QueryCache): QueryClient {
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
