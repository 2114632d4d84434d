/**
 * The salary list's columns (docs/product.md#salary): Actions (view; edit and delete for the admin), Date, Staff,
 * Cash, Online (the date and the amounts sort the list), Total, Comment (15 characters, click for the rest) and
 * Added By; the totals row under them holds the whole range's sums.
 */
import { Text } from '@mantine/core';
import { formatRupees } from '@shared/money';
import type { Salary, SalaryTotals } from '@shared/salary.schemas';
import { CommentPreview } from '@web/components/back-office/CommentPreview';
import type { DataColumn } from '@web/components/back-office/DataTable';
import { RowActions } from '@web/components/back-office/RowActions';
import { NameCell } from '@web/components/back-office/NameCell';
import { useText } from '@web/i18n';
import { formatSalaryDate, salaryTotal } from '../salary-text';
import classes from './salary-columns.module.css';
import { salaryText } from '../en';

export type SalaryDialog = 'view' | 'edit' | 'delete';

export function useSalaryColumns(
  admin: boolean,
  totals: SalaryTotals | undefined,
  open: (dialog: SalaryDialog, salary: Salary) => void,
): DataColumn<Salary>[] {
  const { t } = useText(salaryText);
  /** Cash or online: the amount sorts the list, and the totals row holds the range's sum. */
  const amountColumn = (key: string, header: string, field: 'amount' | 'online_amount'): DataColumn<Salary> => ({
    key,
    header,
    sort: field,
    nowrap: true,
    cell: (salary) => formatRupees(salary[field]),
    total: totals && formatRupees(totals[field]),
  });
  return [
    {
      key: 'actions',
      header: t('column.actions'),
      kind: 'actions',
      cell: (salary) => {
        const labels = { name: salary.staff.name, date: formatSalaryDate(salary.date) };
        return (
          <RowActions
            actions={[
              { kind: 'view', label: t('row.view', labels), onClick: () => open('view', salary) },
              ...(admin
                ? ([
                    { kind: 'edit', label: t('row.edit', labels), onClick: () => open('edit', salary) },
                    { kind: 'delete', label: t('row.delete', labels), onClick: () => open('delete', salary) },
                  ] as const)
                : []),
            ]}
          />
        );
      },
    },
    {
      key: 'date',
      header: t('column.date'),
      sort: 'date',
      nowrap: true,
      cell: (salary) => formatSalaryDate(salary.date),
    },
    {
      key: 'staff',
      header: t('column.staff'),
      kind: 'title',
      cell: (salary) => <NameCell miw={110}>{salary.staff.name}</NameCell>,
    },
    amountColumn('cash', t('column.cash'), 'amount'),
    amountColumn('online', t('column.online'), 'online_amount'),
    {
      key: 'total',
      header: t('column.total'),
      nowrap: true,
      cell: (salary) => (
        <Text size="sm" fw={700}>
          {formatRupees(salaryTotal(salary))}
        </Text>
      ),
      total: totals && formatRupees(totals.total),
    },
    {
      key: 'comment',
      header: t('column.comment'),
      kind: 'block',
      cell: (salary) => <CommentPreview comment={salary.comment} />,
    },
    {
      key: 'user',
      header: t('column.user'),
      cell: (salary) => (
        <Text size="sm" className={classes.name}>
          {salary.user}
        </Text>
      ),
    },
  ];
}
