/**
 * /mark-attendence (docs/product.md#attendance, admin only): a date range (from the first of the salon's month to its
 * today unless chosen; kept in the address), the table of who marked (#, Employee Name, Date, Check in, Check out or
 * 'Not Checkout Yet', Total Hour) and the table of who has not marked the range's last day (or today, when the range
 * runs past it): #, Employee Name, Staff Id, Mark Attendence with a Check In modal. Built on the back-office kit
 * (src/web/components/back-office).
 */
import { useMemo } from 'react';
import { Box, Button } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { defaultAttendanceRange } from '@shared/attendance';
import { salonToday } from '@shared/salon-time';
import { BackOfficePage } from '@web/components/back-office/BackOfficePage';
import { DataTable, type DataColumn } from '@web/components/back-office/DataTable';
import { DateRangeFilter, FilterBar } from '@web/components/back-office/filters';
import { orderedRange, urlParam, useUrlFilters } from '@web/components/back-office/url-filters';
import { useRowDialog } from '@web/components/back-office/use-row-dialog';
import { ListFailed } from '@web/components/ListStates';
import { useText } from '@web/i18n';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { attendanceListQuery } from '../api';
import { shortDate } from '../attendance-text';
import { useAttendanceColumns, type AttendanceRow } from '../components/attendance-columns';
import { AttendancePageLink } from '../components/AttendancePageLink';
import { AttendanceTimeModal } from '../components/AttendanceTimeModal';
import { TableSection } from '../components/TableSection';
import { attendanceText } from '../en';

/** The range from the address; a missing or unusable one is the salon's month so far. */
function useAttendanceRange(today: string) {
  const month = defaultAttendanceRange(today);
  const schema = useMemo(() => {
    const initial = defaultAttendanceRange(today);
    return z.object({ start: urlParam.date(initial.start), end: urlParam.date(initial.end) });
  }, [today]);
  return useUrlFilters(schema, { always: ['start', 'end'], normalize: orderedRange(month) });
}

export function MarkAttendancePage() {
  const { t } = useText(attendanceText);
  const today = salonToday(useSalonTimeZone());
  const [range, setRange] = useAttendanceRange(today);
  const list = useQuery(attendanceListQuery(range.start, range.end));
  const dialog = useRowDialog<'mark', AttendanceRow>();
  const shared = useAttendanceColumns();

  const marked = (list.data?.data ?? []).map((record) => ({
    staffId: record.staff_id,
    name: record.staff.name,
    record,
  }));
  const notMarkedDate = list.data?.not_marked_date ?? null;
  const notMarked =
    notMarkedDate === null
      ? []
      : (list.data?.notMarked ?? []).map((staff) => ({ staffId: staff.id, name: staff.name, record: null }));
  const marking = dialog.rowOf('mark');

  const markedColumns: DataColumn<AttendanceRow>[] = [
    shared.number,
    shared.name,
    { key: 'date', header: t('column.date'), nowrap: true, cell: (row) => row.record && shortDate(row.record.date) },
    shared.checkIn,
    shared.checkOut,
    shared.total,
  ];
  const notMarkedColumns: DataColumn<AttendanceRow>[] = [
    shared.number,
    shared.name,
    { key: 'staffId', header: t('column.staffId'), cell: (row) => row.staffId },
    {
      key: 'mark',
      header: t('column.mark'),
      kind: 'actions',
      cell: (row) => (
        <Button
          size="xs"
          variant="light"
          color="teal"
          leftSection={<IconUserCheck size={16} aria-hidden />}
          aria-label={t('action.markFor', { name: row.name })}
          onClick={() => dialog.open('mark', row)}
        >
          {t('action.mark')}
        </Button>
      ),
    },
  ];
  const failed = t('page.failed');

  return (
    <BackOfficePage
      title={t('review.title')}
      summary={t('review.subtitle')}
      action={<AttendancePageLink to="today" />}
      toolbar={
        <FilterBar>
          <DateRangeFilter
            label={t('review.range')}
            placeholder={t('review.rangePlaceholder')}
            incompleteText={t('review.rangeIncomplete')}
            start={range.start}
            end={range.end}
            maxDate={today}
            onChange={(start, end) => setRange({ start, end })}
          />
        </FilterBar>
      }
      after={
        <AttendanceTimeModal
          target={marking && notMarkedDate !== null ? { ...marking, date: notMarkedDate } : null}
          mode="check-in"
          onClose={dialog.close}
        />
      }
    >
      {list.isError && !list.data ? (
        <Box p="md">
          <ListFailed title={failed} retryLabel={t('page.retry')} onRetry={() => void list.refetch()} />
        </Box>
      ) : (
        <>
          <TableSection
            title={t('review.marked')}
            count={list.data && t('review.markedCount', { count: marked.length })}
          >
            <DataTable
              label={t('review.marked')}
              columns={markedColumns}
              rows={marked}
              rowKey={(row) => row.record!.id}
              rowTestId="marked-row"
              minWidth={680}
              state={{ query: list, failed, empty: { title: t('review.markedEmpty') } }}
            />
          </TableSection>
          <TableSection
            title={
              notMarkedDate ? t('review.notMarked', { date: shortDate(notMarkedDate) }) : t('review.notMarkedFuture')
            }
          >
            <DataTable
              label={t('review.notMarkedFuture')}
              columns={notMarkedColumns}
              rows={notMarked}
              rowKey={(row) => row.staffId}
              rowTestId="not-marked-row"
              minWidth={340}
              state={{
                query: list,
                failed,
                empty: { title: notMarkedDate === null ? t('review.notMarkedNone') : t('review.notMarkedEmpty') },
              }}
            />
          </TableSection>
        </>
      )}
    </BackOfficePage>
  );
}
