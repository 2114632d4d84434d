/**
 * A back-office list drawn as cards rather than a table (appointment review), two to a row from 992 px: grey cards
 * while the first page loads, then DataTable's failed and empty states (ListState), or the cards, dimmed while the next
 * filter's are on their way. It sits in BackOfficePage's card, under the filters.
 */
import { Fragment, type ReactNode } from 'react';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { ListState, rowKeyOf, type ListStateProps, type RowKey } from './ListState';
import classes from './CardList.module.css';
import tableClasses from './DataTable.module.css';

type CardListProps<Row> = RowKey<Row> & {
  rows: readonly Row[];
  card: (row: Row) => ReactNode;
  /** The list's query and its failed and empty texts. */
  state: ListStateProps;
  /** How many grey cards, and how tall, stand in for the first page. */
  skeleton: { cards: number; height: number };
};

export function CardList<Row>(props: CardListProps<Row>) {
  const { rows, card, state, skeleton } = props;
  const { query } = state;
  const rowKey = rowKeyOf(props);
  let content;
  if (query.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy>
        {Array.from({ length: skeleton.cards }, (_, key) => (
          <Skeleton key={key} height={skeleton.height} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (rows.length === 0) {
    content = <ListState {...state} />;
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" className={classes.grid} data-stale={query.isPlaceholderData}>
        {rows.map((row) => (
          <Fragment key={rowKey(row)}>{card(row)}</Fragment>
        ))}
      </SimpleGrid>
    );
  }
  // The same room around it as DataTable's states.
  return <div className={tableClasses.state}>{content}</div>;
}
