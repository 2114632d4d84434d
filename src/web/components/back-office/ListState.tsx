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

/** A list's query with what it shows instead of rows: one prop of DataTable and CardList. */
export interface ListStateProps extends ListStateText {
  query: ListQueryState;
}

/** Each row's React key: the row's `id` unless the list says otherwise. */
export type RowKey<Row> = [Row] extends [{ id: string | number }]
  ? { rowKey?: (row: Row) => string | number }
  : { rowKey: (row: Row) => string | number };

export function rowKeyOf<Row>(props: RowKey<Row>): (row: Row) => string | number {
  const given = (props as { rowKey?: (row: Row) => string | number }).rowKey;
  return given ?? ((row) => (row as { id: string | number }).id);
}

export function ListState({ query, failed, empty }: ListStateProps) {
  const { t } = useText(backOfficeText);
  if (query.isError) {
    return <ListFailed title={failed} retryLabel={t('list.retry')} onRetry={() => void query.refetch()} />;
  }
  return <ListEmpty {...empty} />;
}
