/**
 * /salary (docs/product.md#salary, #roles): salary payments of a date range (the salon's month so far unless chosen), a
 * summary shown on demand, Print to salary.xlsx, and a table of Date, Staff, Cash, Online, Total, Comment and Added
 * By with the totals under it. The admin adds, edits and deletes; staff only look (Add is shown disabled, edit and
 * delete are not there) and see their own payments (the server decides). The range and the sort live in the
 * address. Built on the back-office kit (src/web/components/back-office).
 */
import { Tooltip } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatRupees } from '@shared/money';
import { SALARY_SORT_FIELDS, type Salary } from '@shared/salary.schemas';
import { salonToday } from '@shared/salon-time';
import { AddButton, BackOfficePage } from '@web/components/back-office/BackOfficePage';
import { ConfirmDeleteModal } from '@web/components/back-office/ConfirmDeleteModal';
import { useRowDialog } from '@web/components/back-office/use-row-dialog';
import { useWorkbookExport } from '@web/components/back-office/workbook';
import { RangeTable, addressSort, useRangeSortFilter } from '@web/components/range-list';
import { useText } from '@web/i18n';
import { isAdmin } from '@shared/roles';
import { useSession } from '@web/lib/session';
import { loadedRows } from '@web/lib/paged-range-list';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { fetchEverySalary, salaryListQuery, useDeleteSalary } from '../api';
import { useSalaryColumns, type SalaryDialog } from '../components/salary-columns';
import { SalaryFormModal } from '../components/SalaryFormModal';
import { SalaryToolbar } from '../components/SalaryToolbar';
import { SalaryViewModal } from '../components/SalaryViewModal';
import { downloadSalaryWorkbook } from '../salary-export';
import { formatSalaryDate, salaryTotal } from '../salary-text';
import { salaryText } from '../en';

export function SalaryPage() {
  const { t } = useText(salaryText);
  const { user } = useSession();
  const admin = isAdmin(user);
  const [filter, setFilter] = useRangeSortFilter(salonToday(useSalonTimeZone()), SALARY_SORT_FIELDS, {
    sortby: 'date',
    direction: 'desc',
  });
  // A page of payments at a time (issue 15); the totals are the whole range's, from the server.
  const list = useInfiniteQuery(salaryListQuery(filter));
  const dialog = useRowDialog<SalaryDialog, Salary>();
  const deleteSalary = useDeleteSalary();
  const print = useWorkbookExport(t('page.printFailed'));

  const { rows, latest, totals } = loadedRows(list.data);
  const columns = useSalaryColumns(admin, totals, dialog.open);
  const editing = dialog.rowOf('edit');
  const deleting = dialog.rowOf('delete');

  const exportRows = () =>
    print.exportFile(async () => {
      if (!totals) return;
      // The whole range, not only the pages shown.
      await downloadSalaryWorkbook(await fetchEverySalary(filter), totals, {
        sheet: t('excel.sheet'),
        date: t('column.date'),
        staff: t('column.staff'),
        cash: t('column.cash'),
        online: t('column.online'),
        total: t('column.total'),
        comment: t('column.comment'),
        user: t('column.user'),
        footer: t('footer.total'),
      });
    });

  const addButton = admin ? (
    <AddButton onClick={dialog.openAdd}>{t('page.add')}</AddButton>
  ) : (
    // Staff see Add disabled (docs/product.md#roles). A disabled button gets no pointer events, so it is marked
    // disabled instead and keeps its tooltip.
    <Tooltip label={t('page.addAdminOnly')} withArrow>
      <AddButton data-disabled aria-disabled="true" onClick={(event) => event.preventDefault()}>
        {t('page.add')}
      </AddButton>
    </Tooltip>
  );

  return (
    <BackOfficePage
      title={t('page.title')}
      summary={
        latest
          ? t('page.count', {
              count: latest.totals.count,
              start: formatSalaryDate(latest.start_date),
              end: formatSalaryDate(latest.end_date),
            })
          : t('page.subtitle')
      }
      action={addButton}
      toolbar={
        <SalaryToolbar
          start={filter.start}
          end={filter.end}
          onRange={(start, end) => setFilter({ start, end })}
          totals={totals}
          print={rows.length > 0 ? { isBusy: print.isExporting, onClick: exportRows } : null}
        />
      }
      after={
        <>
          {admin && (
            <>
              <SalaryFormModal opened={dialog.isAdding || editing !== null} salary={editing} onClose={dialog.close} />
              <ConfirmDeleteModal
                opened={deleting !== null}
                onClose={dialog.close}
                text={t}
                subject={
                  deleting &&
                  `${deleting.staff.name} · ${formatSalaryDate(deleting.date)} · ${formatRupees(salaryTotal(deleting))}`
                }
                onConfirm={() => deleteSalary.mutateAsync(deleting!.id)}
              />
            </>
          )}
          <SalaryViewModal salary={dialog.rowOf('view')} onClose={dialog.close} />
        </>
      }
    >
      <RangeTable
        columns={columns}
        list={list}
        text={t}
        empty={{ icon: IconCash }}
        rowTestId="salary-row"
        minWidth={860}
        sort={{ ...addressSort(filter, setFilter), firstDirection: 'desc' }}
        totals={totals && { label: t('footer.total'), span: 3, testId: 'salary-totals' }}
      />
    </BackOfficePage>
  );
}
