/**
 * The one table of the app's lists: a plain table above 700 px, and below it (the spec's mobile breakpoint) each
 * row reads as a card (CardTable.module.css): its title line, its figures labelled by `label`, its actions as a row
 * of buttons of at least 40 x 40 px, with nothing to scroll sideways. Sortable headers (a `th` with aria-sort)
 * stay on phones as a row of "Sort by" buttons. The explicit roles keep it a table for screen readers, which
 * browsers forget once the rows are restyled as blocks.
 */
import type { Ref } from 'react';
import {
  Skeleton,
  Table,
  type TableProps,
  type TableTbodyProps,
  type TableTdProps,
  type TableTfootProps,
  type TableTheadProps,
  type TableThProps,
  type TableTrProps,
} from '@mantine/core';
import { useText } from '@web/i18n';
import classes from './CardTable.module.css';
import { commonText } from '@web/components/en';

/**
 * Where a cell goes in the card: `title` heads it (no label), `lead` sits before the title (a row number, a drag
 * handle), `actions` is the card's row of buttons (last, no label), `block` puts its label above a long value.
 * Any other cell is a line with its label on the left and its value on the right.
 */
export type CardCellKind = 'title' | 'lead' | 'actions' | 'block';

interface CardCellProps {
  /** The column's name, shown before the value on a phone. */
  label?: string;
  kind?: CardCellKind;
}

function joined(...names: (string | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}

interface CardTableProps extends TableProps {
  /** Above 700 px a wider table scrolls inside its card from this width; phones get cards instead. */
  minWidth?: number;
}

export function CardTable({ minWidth, className, ...props }: CardTableProps) {
  const table = <Table role="table" {...props} className={joined(classes.table, className)} />;
  if (minWidth === undefined) return table;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" className={classes.scroll}>
      {table}
    </Table.ScrollContainer>
  );
}

function CardThead(props: TableTheadProps) {
  const { t } = useText(commonText);
  return <Table.Thead role="rowgroup" data-sort-label={t('table.sortBy')} {...props} />;
}

function CardTbody(props: TableTbodyProps) {
  return <Table.Tbody role="rowgroup" {...props} />;
}

function CardTfoot(props: TableTfootProps) {
  return <Table.Tfoot role="rowgroup" {...props} />;
}

function CardTr(props: TableTrProps & { ref?: Ref<HTMLTableRowElement> }) {
  return <Table.Tr role="row" {...props} />;
}

function CardTh({ label, kind, className, ...props }: TableThProps & CardCellProps) {
  return (
    <Table.Th role="columnheader" data-label={label} {...props} className={joined(kind && classes[kind], className)} />
  );
}

function CardTd({ label, kind, className, ...props }: TableTdProps & CardCellProps) {
  return <Table.Td role="cell" data-label={label} {...props} className={joined(kind && classes[kind], className)} />;
}

/** A list's loading rows: `rows` rows of `columns` grey bars, hidden from screen readers. */
function CardSkeletonRows({ rows = 3, columns }: { rows?: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <CardTr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <CardTd key={column}>
          <Skeleton height={14} />
        </CardTd>
      ))}
    </CardTr>
  ));
}

CardTable.Thead = CardThead;
CardTable.Tbody = CardTbody;
CardTable.Tfoot = CardTfoot;
CardTable.Tr = CardTr;
CardTable.Th = CardTh;
CardTable.Td = CardTd;
CardTable.SkeletonRows = CardSkeletonRows;
