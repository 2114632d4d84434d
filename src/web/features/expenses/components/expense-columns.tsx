/**
 * The cash book's columns (docs/product.md#expenses): actions (view; edit after 'Do you want to edit Expense?' and
 * delete for the admin, delete shown disabled to staff), Date, Total, Cash / Online, Expense cash / online (the
 * money columns sort the list), Added By, Closing and Comment (15 characters, click for the rest); the totals row
 * under them holds the whole range's sums and its last closing.
 */
import { Badge, Text } from '@mantine/core';
import { formatDayDate } from '@web/lib/dates';
import type { Expense, ExpenseTotals } from '@shared/expenses.schemas';
import { formatRupees } from '@shared/money';
import { CommentPreview } from '@web/components/back-office/CommentPreview';
import type { DataColumn } from '@web/components/back-office/DataTable';
import { RowActions } from '@web/components/back-office/RowActions';
import { useText } from '@web/i18n';
import classes from './expense-columns.module.css';
import { expensesText } from '../en';

export type ExpenseDialog = 'view' | 'confirmEdit' | 'edit' | 'delete';

/** A figure and, under it, its online part; in the totals row, as bold as the row. */
function TwoLines({ first, second, total }: { first: number; second: number; total?: boolean }) {
  if (total) {
    return (
      <div>
        {formatRupees(first)}
        <Text size="xs" c="dimmed" fw={600}>
          {formatRupees(second)}
        </Text>
      </div>
    );
  }
  return (
    <div>
      <Text size="sm">{formatRupees(first)}</Text>
      <Text size="xs" c="dimmed">
        {formatRupees(second)}
      </Text>
    </div>
  );
}

export function useExpenseColumns(
  admin: boolean,
  totals: ExpenseTotals | undefined,
  open: (dialog: ExpenseDialog, entry: Expense) => void,
): DataColumn<Expense>[] {
  const { t } = useText(expensesText);
  /** A figure sorting the list, with its online part under it; the totals row holds the range's sums. */
  const cashOnlineColumn = (
    field: 'cash' | 'expense',
    header: string,
    online: 'online' | 'expense_online',
  ): DataColumn<Expense> => ({
    key: field,
    header,
    sort: field,
    nowrap: true,
    cell: (entry) => <TwoLines first={entry[field]} second={entry[online]} />,
    total: totals && <TwoLines first={totals[field]} second={totals[online]} total />,
  });
  return [
    {
      key: 'actions',
      header: t('column.actions'),
      kind: 'actions',
      cell: (entry) => {
        const date = formatDayDate(entry.date);
        return (
          <RowActions
            actions={[
              { kind: 'view', label: t('row.view', { date }), onClick: () => open('view', entry) },
              ...(admin
                ? [{ kind: 'edit' as const, label: t('row.edit', { date }), onClick: () => open('confirmEdit', entry) }]
                : []),
              {
                kind: 'delete',
                label: t('row.delete', { date }),
                onClick: () => open('delete', entry),
                disabledReason: admin ? undefined : t('row.deleteAdminOnly'),
              },
            ]}
          />
        );
      },
    },
    {
      key: 'date',
      header: t('column.date'),
      kind: 'title',
      nowrap: true,
      cell: (entry) => (
        <>
          <Text size="sm" className={classes.date}>
            {formatDayDate(entry.date)}
          </Text>
          {entry.holiday === 1 && (
            <Badge size="xs" color="grape" variant="light">
              {t('row.holiday')}
            </Badge>
          )}
        </>
      ),
    },
    {
      key: 'total',
      header: t('column.total'),
      sort: 'total',
      nowrap: true,
      cell: (entry) => (
        <Text size="sm" fw={700}>
          {formatRupees(entry.total)}
        </Text>
      ),
      total: totals && formatRupees(totals.total),
    },
    cashOnlineColumn('cash', t('column.cashOnline'), 'online'),
    cashOnlineColumn('expense', t('column.expense'), 'expense_online'),
    {
      key: 'user',
      header: t('column.user'),
      cell: (entry) => (
        <Text size="sm" className={classes.name}>
          {entry.user.name}
        </Text>
      ),
    },
    {
      key: 'closing',
      header: t('column.closing'),
      sort: 'closing',
      nowrap: true,
      testId: 'expense-closing-cell',
      cell: (entry) => (
        <Text size="sm" fw={700} c={entry.closing < 0 ? 'red.9' : undefined}>
          {formatRupees(entry.closing)}
        </Text>
      ),
      total: totals && (totals.closing === null ? '' : formatRupees(totals.closing)),
    },
    {
      key: 'comment',
      header: t('column.comment'),
      kind: 'block',
      className: classes.comment,
      cell: (entry) => <CommentPreview comment={entry.comment} />,
    },
  ];
}
