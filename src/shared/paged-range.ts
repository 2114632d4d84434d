/**
 * Lists of a date range of any length, bounded by rows, not by days (issue 15: an accountant asks for two financial
 * years at once): the server answers one page of at most LIST_PAGE_MAX rows, with the range's totals summed in SQL;
 * the page shows the first page and loads the next with Show more; the Excel export walks every page.
 * Used by the cash book (expense/all) and the salary list (salary/list); docs/decisions/012-lists-bounded-by-rows.md.
 */
import { z } from 'zod';
import { isBlank, isShortText } from './fields';

/** Rows per page when the caller does not say: what the page shows first. */
export const LIST_PAGE_SIZE = 100;
/** The most rows one page may ask for (the export asks for this many at a time). */
export const LIST_PAGE_MAX = 500;
/** The highest page number: far past any salon's rows, and a bound on the number read. */
export const LIST_PAGE_NUMBER_MAX = 1_000_000;

export const PAGING_MESSAGES = {
  page: `page must be a whole number from 1 to ${LIST_PAGE_NUMBER_MAX}.`,
  limit: `limit must be a whole number from 1 to ${LIST_PAGE_MAX}.`,
} as const;

/** A whole number from 1 to `max`, as a query or a form sends it; blank is `fallback`; long text is no number. */
function pageNumber(max: number, message: string, fallback: number) {
  return z
    .preprocess(
      (value) => {
        if (isBlank(value)) return undefined;
        return typeof value === 'string' && !isShortText(value) ? Number.NaN : value;
      },
      z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).optional(),
    )
    .transform((value) => value ?? fallback);
}

/** The page fields of a list's query or body: page (from 1) and limit (rows per page). */
export const pagingFields = {
  page: pageNumber(LIST_PAGE_NUMBER_MAX, PAGING_MESSAGES.page, 1),
  limit: pageNumber(LIST_PAGE_MAX, PAGING_MESSAGES.limit, LIST_PAGE_SIZE),
};

export type SortDirection = 'asc' | 'desc';

/** A list's sort column: one of `columns`, `fallback` when blank. */
export function sortColumn<const Columns extends readonly [string, ...string[]]>(
  columns: Columns,
  fallback: Columns[number],
  message: string,
) {
  return z.preprocess((value) => (isBlank(value) ? fallback : value), z.enum(columns, { error: message }));
}

/** A list's sort direction, asc or desc, `fallback` when blank; `anyCase` takes ASC or Desc too. */
export function sortDirection(fallback: SortDirection, message: string, { anyCase = false } = {}) {
  return z.preprocess(
    (value) => (isBlank(value) ? fallback : anyCase && isShortText(value) ? value.toLowerCase() : value),
    z.enum(['asc', 'desc'], { error: message }),
  );
}

/**
 * The answer of a paged range list: one page of the range's rows in the order asked for (`data`), the whole range's
 * figures whatever page is shown (`totals`), the page, the `extra` fields, and the range listed.
 */
export function pagedRangeAnswer<Row extends z.ZodType, Totals extends z.ZodType, Extra extends z.ZodRawShape>(
  row: Row,
  totals: Totals,
  extra: Extra,
) {
  return z.object({
    data: z.array(row),
    totals,
    page: z.number(),
    limit: z.number(),
    ...extra,
    start_date: z.string(),
    end_date: z.string(),
  });
}

export interface Paging {
  page: number;
  limit: number;
}

/** How many rows come before a page. */
export function rowsBefore({ page, limit }: Paging): number {
  return (page - 1) * limit;
}

/** The page after `page`, or null when the pages so far hold every row of the range. */
export function nextPage(page: number, limit: number, count: number): number | null {
  return page * limit < count ? page + 1 : null;
}

/**
 * Every row of a range, page after page (the export): asks for pages of `limit` rows (the largest a page may be)
 * until the range's count is reached or a page comes back short. `fetchPage` answers one page's rows and the range's
 * count.
 */
export async function everyRow<Row>(
  fetchPage: (paging: Paging) => Promise<{ rows: readonly Row[]; count: number }>,
  limit: number = LIST_PAGE_MAX,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage({ page, limit });
    rows.push(...answer.rows);
    if (answer.rows.length < limit || nextPage(page, limit, answer.count) === null) return rows;
  }
}
