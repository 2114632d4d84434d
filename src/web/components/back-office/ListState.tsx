/**
 * What a back-office list shows instead of its rows once its first page is in: a retry when it could not load, or its
 * empty state when there is nothing. DataTable's states, and those of a list drawn as cards (CardList).
 */
import type { ReactNode } from 'react';
import type { Icon } from '@tabler/icons-react';
import { ListEmpty, ListFailed } from '@web/components/ListStates';
import { useText } from '@web/i18n';
import { backOfficeText } from './en';

/** What a list (a table or cards) needs of the list's query (TanStack's useQuery or useInfiniteQuery result). */
export interface ListQueryState {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface ListStateText {
  /** The title of the failed state ('The expenses could not be loaded.'); its button is the kit's Try again. */
  failed: string;
  empty: { title: string; body?: string; icon?: Icon; action?: ReactNode };
}

export function ListState({ query, failed, empty }: ListStateText & { query: ListQueryState }) {
  const { t } = useText(backOfficeText);
  if (query.isError) {
    return <ListFailed title={failed} retryLabel={t('list.retry')} onRetry={() => void query.refetch()} />;
  }
  return <ListEmpty {...empty} />;
}
