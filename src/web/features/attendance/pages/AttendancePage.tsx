/**
 * /attendance (docs/product.md#attendance, #attendance-states). Staff: their own day (MyDay). Admin: today's
 * attendance of every active staff member, marked or not, each with Update Attendance, and the way to
 * /mark-attendence. Built on the back-office kit (src/web/components/back-office).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isAdmin } from '@shared/roles';
import { salonToday } from '@shared/salon-time';
import { BackOfficePage } from '@web/components/back-office/BackOfficePage';
import { DataTable, type DataColumn } from '@web/components/back-office/DataTable';
import { RowActions } from '@web/components/back-office/RowActions';
import { useRowDialog } from '@web/components/back-office/use-row-dialog';
import { useText } from '@web/i18n';
import { useSession } from '@web/lib/session';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { attendanceListQuery } from '../api';
import { longDate } from '../attendance-text';
import { useAttendanceColumns, type AttendanceRow } from '../components/attendance-columns';
import { AttendancePageLink } from '../components/AttendancePageLink';
import { AttendanceTimeModal } from '../components/AttendanceTimeModal';
import { MyDay } from '../components/MyDay';
import { attendanceText } from '../en';

export function AttendancePage() {
  const { user } = useSession();
  return isAdmin(user) ? <TodayOfEveryone /> : <MyDay />;
}

/** The admin's view of today: every active staff member, marked or not. */
function TodayOfEveryone() {
  const { t } = useText(attendanceText);
  const today = salonToday(useSalonTimeZone());
  const list = useQuery(attendanceListQuery(today, today));
  const dialog = useRowDialog<'update', AttendanceRow>();
  const shared = useAttendanceColumns();

  const rows: AttendanceRow[] = useMemo(() => {
    if (!list.data) return [];
    const marked = list.data.data.map((record) => ({ staffId: record.staff_id, name: record.staff.name, record }));
    const waiting = list.data.notMarked.map((staff) => ({ staffId: staff.id, name: staff.name, record: null }));
    return [...marked, ...waiting].sort((a, b) => a.name.localeCompare(b.name));
  }, [list.data]);

  const columns: DataColumn<AttendanceRow>[] = [
    shared.number,
    shared.name,
    shared.checkIn,
    shared.checkOut,
    shared.total,
    {
      key: 'action',
      header: t('column.action'),
      kind: 'actions',
      cell: (row) => (
        <RowActions
          actions={[
            {
              kind: 'edit',
              label: t('action.updateFor', { name: row.name }),
              text: t('action.update'),
              onClick: () => dialog.open('update', row),
            },
          ]}
        />
      ),
    },
  ];
  const updating = dialog.rowOf('update');

  return (
    <BackOfficePage
      title={t('page.title')}
      summary={t('page.adminSubtitle', { date: longDate(today) })}
      action={<AttendancePageLink to="mark" />}
      after={
        <AttendanceTimeModal target={updating && { ...updating, date: today }} mode="update" onClose={dialog.close} />
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.staffId}
        rowTestId="today-row"
        minWidth={640}
        state={{ query: list, failed: t('page.failed'), empty: { title: t('today.noStaff') } }}
      />
    </BackOfficePage>
  );
}
