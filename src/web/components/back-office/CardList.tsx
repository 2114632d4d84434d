/**
 * A back-office list drawn as cards rather than a table (appointment review), two to a row from 992 px: grey cards
 * while the first page loads, then DataTable's failed and empty states (ListState), or the cards, dimmed while the next
 * filter's are on their way. It sits in BackOfficePage's card, under the filters.
 */
import { Fragment, type ReactNode } from 'react';
import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ListQueryState } from './ListState';
import { ListState, type ListStateText } from './ListState';
import classes from './CardList.module.css';
import tableClasses from './DataTable.module.css';

interface CardListProps<Row> extends ListStateText {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  card: (row: Row) => ReactNode;
  query: ListQueryState;
  /** How many grey cards, and how tall, stand in for the first page. */
  skeleton: { cards: number; height: number };
}

export function CardList<Row>({ rows, rowKey, card, query, skeleton, failed, empty }: CardListProps<Row>) {
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
    content = <ListState query={query} failed={failed} empty={empty} />;
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
