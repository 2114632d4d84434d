/**
 * /expenses, the cash book (docs/product.md#expenses, #roles). The admin: 'All expenses (count)', a date range (the
 * first of the salon's month to its today unless chosen), the collapsible summary, Print (expense.xlsx, only with
 * rows), Add Expense, and view, edit (after 'Do you want to edit Expense?') and delete on each row. Staff: 'All
 * expenses', Add Expense and the view of each row. The range and the order live in the address
 * (?start=&end=&sortby=&direction=). Built on the back-office kit (src/web/components/back-office).
 */
import { Button, Group } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDayDate } from '@web/lib/dates';
import { EXPENSE_SORTS, type Expense } from '@shared/expenses.schemas';
import { firstOfMonth, salonToday } from '@shared/salon-time';
import { AddButton, BackOfficePage } from '@web/components/back-office/BackOfficePage';
import { PrintButton } from '@web/components/back-office/PrintButton';
import { useRowDialog } from '@web/components/back-office/use-row-dialog';
import { useWorkbookExport } from '@web/components/back-office/workbook';
import { RangeTable, addressSort, useRangeSortFilter } from '@web/components/range-list';
import { useText } from '@web/i18n';
import { isAdmin } from '@shared/roles';
import { useSession } from '@web/lib/session';
import { loadedRows } from '@web/lib/paged-range-list';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { expenseListQuery, fetchEveryExpense } from '../api';
import { useExpenseColumns, type ExpenseDialog } from '../components/expense-columns';
import { ExpenseDialogs } from '../components/ExpenseDialogs';
import { ExpenseToolbar } from '../components/ExpenseToolbar';
import { downloadExpenseWorkbook } from '../expense-export';
import { expensesText } from '../en';

export function ExpensesPage() {
  const { t } = useText(expensesText);
  const { user } = useSession();
  const admin = isAdmin(user);
  const today = salonToday(useSalonTimeZone());
  const [filter, setFilter] = useRangeSortFilter(today, EXPENSE_SORTS, { sortby: 'date', direction: 'asc' });
  // Staff see this month: the date range is the admin's (docs/product.md#roles); both may sort.
  const shown = admin ? filter : { ...filter, start: firstOfMonth(today), end: today };
  // A page of entries at a time (issue 15); the totals are the whole range's, from the server.
  const list = useInfiniteQuery(expenseListQuery(shown));
  const dialog = useRowDialog<ExpenseDialog, Expense>();
  const print = useWorkbookExport(t('page.printFailed'));

  const { latest, totals } = loadedRows(list.data);
  const count = totals?.count ?? 0;
  const columns = useExpenseColumns(admin, totals, dialog.open);

  const exportRows = () =>
    print.exportFile(async () =>
      // The whole range, not only the pages shown.
      downloadExpenseWorkbook(await fetchEveryExpense(shown), {
        sheet: t('sheet.name'),
        date: t('column.date'),
        total: t('form.total'),
        cash: t('form.cash'),
        online: t('form.online'),
        expense: t('form.expense'),
        expenseOnline: t('form.expenseOnline'),
        user: t('column.user'),
        closing: t('column.closing'),
        comment: t('column.comment'),
        footer: t('sheet.footer'),
      }),
    );

  return (
    <BackOfficePage
      title={admin && list.data ? t('page.titleCount', { count }) : t('page.title')}
      summary={t('page.rangeText', { start: formatDayDate(shown.start), end: formatDayDate(shown.end) })}
      action={
        <Group gap="sm">
          {admin && count > 0 && (
            <PrintButton
              label={t('page.print')}
              description={t('page.printLabel')}
              isBusy={print.isExporting}
              onClick={exportRows}
            />
          )}
          <AddButton onClick={dialog.openAdd}>{t('page.add')}</AddButton>
        </Group>
      }
      toolbar={
        admin && (
          <ExpenseToolbar
            start={filter.start}
            end={filter.end}
            onRange={(start, end) => setFilter({ start, end })}
            latest={latest}
          />
        )
      }
      after={<ExpenseDialogs admin={admin} dialog={dialog} />}
    >
      <RangeTable
        label={t('page.title')}
        columns={columns}
        list={list}
        text={t}
        empty={{
          icon: IconCash,
          action: (
            <Button variant="light" onClick={dialog.openAdd}>
              {t('page.add')}
            </Button>
          ),
        }}
        rowTestId="expense-row"
        minWidth={900}
        skeletonRows={4}
        sort={addressSort(shown, setFilter)}
        totals={totals && { label: t('row.totals'), span: 2, testId: 'expense-totals' }}
      />
    </BackOfficePage>
  );
}
