/**
 * The parts of a back-office list of a date range read a page at a time (the cash book, salary;
 * docs/architecture.md#back-office-kit): its range and order kept in the address (the table's sort buttons too), its
 * date range filter, and Show more under it.
 */
import { useMemo } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { z } from 'zod';
import { firstOfMonth } from '@shared/salon-time';
import type { TableSort } from '@web/components/back-office/DataTable';
import { DateRangeFilter } from '@web/components/back-office/filters';
import { orderedRange, urlParam, useUrlFilters } from '@web/components/back-office/url-filters';
import { ShowMore } from '@web/components/ShowMore';

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

interface ShowMoreRowsProps {
  list: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  /** How many rows are shown. */
  shown: number;
  /** 'Showing 100 of 730'. */
  status: string;
  label: string;
}

/** Show more under a list read a page at a time, while the range has rows not yet shown. */
export function ShowMoreRows({ list, shown, status, label }: ShowMoreRowsProps) {
  return (
    <ShowMore
      status={status}
      label={label}
      hasMore={list.hasNextPage && shown > 0}
      isLoading={list.isFetchingNextPage}
      onMore={() => void list.fetchNextPage()}
    />
  );
}
