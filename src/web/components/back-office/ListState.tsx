/**
 * What a back-office list shows instead of its rows once its first page is in: a retry when it could not load, or its
 * empty state when there is nothing. DataTable's states, and those of a list drawn as cards (CardList).
 */
import type { ReactNode } from 'react';
import type { Icon } from '@tabler/icons-react';
import { ListEmpty, ListFailed } from '@web/components/ListStates';
import type { ListQueryState } from './DataTable';

export interface ListStateText {
  failed: { title: string; retry: string };
  empty: { title: string; body?: string; icon?: Icon; action?: ReactNode };
}

export function ListState({ query, failed, empty }: ListStateText & { query: ListQueryState }) {
  if (query.isError) {
    return <ListFailed title={failed.title} retryLabel={failed.retry} onRetry={() => void query.refetch()} />;
  }
  return <ListEmpty {...empty} />;
}
