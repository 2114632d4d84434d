/**
 * A back-office list of a date range, sorted, a page at a time (the cash book, salary): the page shows the first page
 * and asks for the next with Show more; the Excel file walks every page (docs/architecture.md#back-office-kit).
 */
import { infiniteQueryOptions, keepPreviousData, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { LIST_PAGE_MAX, LIST_PAGE_SIZE, everyRow, nextPage, type Paging } from '@shared/paged-range';

/** The range and the order of a list, as the page keeps them in its address. */
export interface RangeSortFilter<Sort extends string> {
  start: string;
  end: string;
  sortby: Sort;
  direction: 'asc' | 'desc';
}

/** The fields a range list call takes: the range, the order and the page. */
export function rangeListParams<Sort extends string>(filter: RangeSortFilter<Sort>, paging: Paging) {
  return {
    start_date: filter.start,
    end_date: filter.end,
    sortby: filter.sortby,
    direction: filter.direction,
    page: paging.page,
    limit: paging.limit,
  };
}

/** One page of a range list: its rows, where it stands, and the whole range's totals (their count at least). */
export interface RangeListPage<Row> {
  data: Row[];
  page: number;
  limit: number;
  totals: { count: number };
}

type FetchPage<Answer> = (paging: Paging, signal?: AbortSignal) => Promise<Answer>;

/** The range's first page of rows, then the next one each time `fetchNextPage` asks (Show more). */
export function rangeListQuery<Answer extends RangeListPage<unknown>>(
  queryKey: QueryKey,
  fetchPage: FetchPage<Answer>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ page: pageParam, limit: LIST_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Answer) => nextPage(last.page, last.limit, last.totals.count) ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every row of the range in the order shown, page after page (the Excel file holds the whole range). */
export function fetchEveryRow<Row>(fetchPage: FetchPage<RangeListPage<Row>>): Promise<Row[]> {
  return everyRow(async (paging) => {
    const answer = await fetchPage(paging);
    return { rows: answer.data, count: answer.totals.count };
  }, LIST_PAGE_MAX);
}

/** What the list shows of the pages loaded so far: their rows, and the latest page (whose totals are the range's). */
export function loadedRows<Answer extends RangeListPage<unknown>>(data: InfiniteData<Answer> | undefined) {
  const latest = data?.pages.at(-1);
  const rows: Answer['data'] = data?.pages.flatMap((page) => page.data) ?? [];
  return { rows, latest, totals: latest?.totals as Answer['totals'] | undefined };
}
