/**
 * The table of every back-office list, on CardTable (a plain table above 700 px, a card per row below): a list is
 * its columns. The table shows grey rows while the first page loads, a retry when it could not, the list's empty
 * state when there is nothing, and otherwise the rows, dimmed while the next filter's rows are on their way, with
 * an optional totals row. A column with `sort` has a header button that sorts the list by it (a second click turns
 * the order round); on a phone the sortable headers are a row of sort buttons. A list whose rows are dragged into a new
 * order draws its rows with `rowAs` (each its own CardTable.Tr) inside `body` (the drag-and-drop context).
 */
import type { ComponentType, ReactNode } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { CardTable, type CardCellKind } from '@web/components/CardTable';
import { usePageTitle } from './BackOfficePage';
import { ListState, rowKeyOf, type ListStateProps, type RowKey } from './ListState';
import classes from './DataTable.module.css';

export type SortDirection = 'asc' | 'desc';

export interface DataColumn<Row> {
  key: string;
  /** The header; on a phone, the label of the cell's line (not for a title, lead or actions cell). */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Where the cell goes in a phone's card (CardTable). */
  kind?: CardCellKind;
  /** The sort key of the list's address: the header sorts the list by it. */
  sort?: string;
  nowrap?: boolean;
  className?: string;
  /** The data-testid of the column's cells. */
  testId?: string;
  /** The column's cell in the totals row. */
  total?: ReactNode;
}

export interface TableSort<K extends string> {
  sortby: K;
  direction: SortDirection;
  onSort: (sortby: K, direction: SortDirection) => void;
  /** The order of a column's first click; the second turns it round. */
  firstDirection?: SortDirection;
  /** The name of a header's sort button ('Sort by ID'); the header itself when not given. */
  label?: (header: string) => string;
}

/** What draws one row: a CardTable.Tr around `children` (its cells), given the row's test id. */
export type RowFrame<Row> = ComponentType<{ row: Row; testId?: string; children: ReactNode }>;

export type DataTableProps<Row, K extends string> = RowKey<Row> & {
  /** The table's name for screen readers; the BackOfficePage's title when not given. */
  label?: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowTestId?: string;
  /** Above 700 px the table scrolls inside its card from this width. */
  minWidth: number;
  /** The list's query and its failed and empty texts. */
  state: ListStateProps;
  skeletonRows?: number;
  sort?: TableSort<K>;
  /** Stripes on the rows (not while they are dragged into a new order). */
  striped?: boolean;
  /** Something is on its way for the rows already shown (a new order being saved). */
  busy?: boolean;
  /** Draws each row (a row dragged by a handle); a plain CardTable.Tr when not given. */
  rowAs?: RowFrame<Row>;
  /** Wraps the rows (a drag-and-drop context). */
  body?: (rows: ReactNode) => ReactNode;
  /** The totals row: its label over the first `span` columns, then each column's `total`. */
  totals?: { label: ReactNode; span: number; testId?: string } | null;
};

const nowrap = (column: { nowrap?: boolean }) => (column.nowrap ? classes.nowrap : undefined);
const joined = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined;
/** A title, lead or actions cell has no label in a phone's card. */
const labelOf = (column: DataColumn<never>) =>
  column.kind === 'title' || column.kind === 'lead' || column.kind === 'actions' ? undefined : column.header;

export function DataTable<Row, K extends string = string>(props: DataTableProps<Row, K>) {
  const { columns, rows, state, sort, rowAs: Frame = PlainRow, body = (drawn: ReactNode) => drawn } = props;
  const { query } = state;
  const rowKey = rowKeyOf(props);
  const pageTitle = usePageTitle();
  const label = props.label ?? pageTitle ?? undefined;
  const header = (
    <CardTable.Thead>
      <CardTable.Tr>
        {columns.map((column) =>
          column.sort && sort ? (
            <SortHeader key={column.key} column={column as DataColumn<unknown>} sort={sort} />
          ) : (
            <CardTable.Th key={column.key} className={classes.nowrap}>
              {column.header}
            </CardTable.Th>
          ),
        )}
      </CardTable.Tr>
    </CardTable.Thead>
  );
  const tableProps = { minWidth: props.minWidth, verticalSpacing: 'sm', horizontalSpacing: 'md', 'aria-label': label };

  if (query.isPending) {
    return (
      <CardTable {...tableProps} aria-busy>
        {header}
        <CardTable.Tbody>
          <CardTable.SkeletonRows rows={props.skeletonRows} columns={columns.length} />
        </CardTable.Tbody>
      </CardTable>
    );
  }
  if (rows.length === 0) {
    return (
      <div className={classes.state}>
        <ListState {...state} />
      </div>
    );
  }
  return (
    <CardTable
      {...tableProps}
      striped={props.striped ?? true}
      highlightOnHover
      className={classes.table}
      data-stale={query.isPlaceholderData}
      aria-busy={props.busy || undefined}
    >
      {header}
      <CardTable.Tbody>
        {body(
          rows.map((row, index) => (
            <Frame key={rowKey(row)} row={row} testId={props.rowTestId}>
              {columns.map((column) => (
                <CardTable.Td
                  key={column.key}
                  kind={column.kind}
                  label={labelOf(column as DataColumn<never>)}
                  className={joined(nowrap(column), column.className)}
                  data-testid={column.testId}
                >
                  {column.cell(row, index)}
                </CardTable.Td>
              ))}
            </Frame>
          )),
        )}
      </CardTable.Tbody>
      {props.totals && (
        <CardTable.Tfoot className={classes.totals}>
          <CardTable.Tr data-testid={props.totals.testId}>
            <CardTable.Th role="rowheader" kind="title" colSpan={props.totals.span}>
              {props.totals.label}
            </CardTable.Th>
            {columns.slice(props.totals.span).map((column) => (
              <CardTable.Th
                key={column.key}
                role="cell"
                label={column.total === undefined ? undefined : column.header}
                className={nowrap(column)}
              >
                {column.total}
              </CardTable.Th>
            ))}
          </CardTable.Tr>
        </CardTable.Tfoot>
      )}
    </CardTable>
  );
}

function PlainRow({ testId, children }: { testId?: string; children: ReactNode }) {
  return <CardTable.Tr data-testid={testId}>{children}</CardTable.Tr>;
}

function SortHeader<K extends string>({ column, sort }: { column: DataColumn<unknown>; sort: TableSort<K> }) {
  const key = column.sort as K;
  const isSorted = sort.sortby === key;
  const SortIcon = !isSorted ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  const first = sort.firstDirection ?? 'asc';
  const next: SortDirection = !isSorted ? first : sort.direction === 'asc' ? 'desc' : 'asc';
  let ariaSort: 'ascending' | 'descending' | 'none' = 'none';
  if (isSorted) ariaSort = sort.direction === 'asc' ? 'ascending' : 'descending';
  return (
    <CardTable.Th aria-sort={ariaSort} className={classes.nowrap}>
      <UnstyledButton
        className={classes.sort}
        onClick={() => sort.onSort(key, next)}
        aria-label={sort.label?.(column.header)}
      >
        <span>{column.header}</span>
        <SortIcon size={14} aria-hidden className={isSorted ? undefined : classes.sortIdle} />
      </UnstyledButton>
    </CardTable.Th>
  );
}
