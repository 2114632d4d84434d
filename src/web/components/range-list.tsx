/**
 * The parts of a back-office list of a date range read a page at a time (the cash book, salary;
 * docs/architecture.md#back-office-kit): its range and order kept in the address (the table's sort buttons too), its
 * date range filter, and its table with Show more under it.
 */
import { useMemo } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { z } from 'zod';
import { firstOfMonth } from '@shared/salon-time';
import { DataTable, type DataTableProps, type TableSort } from '@web/components/back-office/DataTable';
import { DateRangeFilter } from '@web/components/back-office/filters';
import type { ListStateText } from '@web/components/back-office/ListState';
import { orderedRange, urlParam, useUrlFilters } from '@web/components/back-office/url-filters';
import { ShowMore } from '@web/components/ShowMore';
import type { TOptions } from '@web/i18n';
import { loadedRows, type RangeListPage } from '@web/lib/paged-range-list';

interface RangeSortDefaults<Sort extends string> {
  sortby: Sort;
  direction: 'asc' | 'desc';
}

/**
 * The range and the order from the address (?start=&end=&sortby=&direction=); a missing or unusable range is the
 * salon's month so far, and a range that starts after it ends is that month again.
 */
export function useRangeSortFilter<const Sorts extends readonly [string, ...string[]]>(
  today: string,
  sorts: Sorts,
  defaults: RangeSortDefaults<Sorts[number]>,
) {
  const { sortby, direction } = defaults;
  const schema = useMemo(
    () =>
      z.object({
        start: urlParam.date(firstOfMonth(today)),
        end: urlParam.date(today),
        sortby: urlParam.choice(sorts, sortby),
        direction: urlParam.choice(['asc', 'desc'], direction),
      }),
    [today, sorts, sortby, direction],
  );
  return useUrlFilters(schema, {
    always: ['start', 'end'],
    normalize: orderedRange({ start: firstOfMonth(today), end: today }),
  });
}

/** The table's sort buttons on the list's order in the address: a click changes `sortby` and `direction` there. */
export function addressSort<Sort extends string>(
  filter: { sortby: Sort; direction: 'asc' | 'desc' },
  setFilter: (change: { sortby: Sort; direction: 'asc' | 'desc' }) => void,
): TableSort<Sort> {
  return {
    sortby: filter.sortby,
    direction: filter.direction,
    onSort: (sortby, direction) => setFilter({ sortby, direction }),
  };
}

/** The range a list shows, and what changes it. */
export interface RangeProps {
  start: string;
  end: string;
  onRange: (start: string, end: string) => void;
}

interface RangeFilterProps extends RangeProps {
  /** The page's texts: its 'page.range' label, 'page.rangePlaceholder' and 'page.rangeIncomplete'. */
  text: (key: 'page.range' | 'page.rangePlaceholder' | 'page.rangeIncomplete') => string;
}

/** The list's date range filter. */
export function RangeFilter({ text, start, end, onRange }: RangeFilterProps) {
  return (
    <DateRangeFilter
      label={text('page.range')}
      placeholder={text('page.rangePlaceholder')}
      incompleteText={text('page.rangeIncomplete')}
      start={start}
      end={end}
      onChange={onRange}
    />
  );
}

type RangeTableKey = 'page.failed' | 'page.empty' | 'page.emptyBody' | 'page.shown' | 'page.showMore';

type RangeTableProps<Row extends { id: number }, Sort extends string> = Omit<
  DataTableProps<Row, Sort>,
  'rows' | 'state' | 'rowKey'
> & {
  list: UseInfiniteQueryResult<InfiniteData<RangeListPage<Row>>>;
  /** The page's texts: its 'page.failed', 'page.empty' and 'page.emptyBody', 'page.shown' and 'page.showMore'. */
  text: (key: RangeTableKey, options?: TOptions) => string;
  /** The empty state's icon and action. */
  empty: Omit<ListStateText['empty'], 'title' | 'body'>;
};

/**
 * The list's table of the pages loaded so far, its states in the page's texts, and Show more under it while the range
 * has rows not yet shown.
 */
export function RangeTable<Row extends { id: number }, Sort extends string>(props: RangeTableProps<Row, Sort>) {
  const { list, text, empty, ...table } = props;
  const { rows, totals } = loadedRows(list.data);
  const state = {
    query: list,
    failed: text('page.failed'),
    empty: { title: text('page.empty'), body: text('page.emptyBody'), ...empty },
  };
  return (
    <>
      {/* The rows' key is their id, said here as TypeScript cannot tell a generic row has one. */}
      <DataTable<Row, Sort> {...table} rows={rows} rowKey={(row) => row.id} state={state} />
      <ShowMore
        status={text('page.shown', { shown: rows.length, count: totals?.count ?? 0 })}
        label={text('page.showMore')}
        hasMore={list.hasNextPage && rows.length > 0}
        isLoading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
