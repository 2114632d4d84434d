/**
 * The columns the attendance tables share (docs/product.md#attendance): #, Employee Name, Check in, Check out and
 * Total Hour of a staff member's day, on today's list and on Mark Attendence's. A day not marked yet has no record:
 * its check-in says 'Not Checked In Yet'; a day not checked out says 'Not Checkout Yet'.
 */
import { Badge } from '@mantine/core';
import type { AttendanceRecord } from '@shared/attendance.schemas';
import type { DataColumn } from '@web/components/back-office/DataTable';
import { NameCell } from '@web/components/back-office/NameCell';
import { useText } from '@web/i18n';
import { twelveHour, useTotalHourText } from '../attendance-text';
import { attendanceText } from '../en';

/** A row of an attendance table: a staff member and their day's record, or null when they have not marked it. */
export interface AttendanceRow {
  staffId: number;
  name: string;
  record: AttendanceRecord | null;
}

export function useAttendanceColumns() {
  const { t } = useText(attendanceText);
  const totalHour = useTotalHourText();
  const badge = (color: string, text: string) => (
    <Badge variant="light" color={color} tt="none">
      {text}
    </Badge>
  );
  return {
    number: { key: 'number', header: t('column.number'), kind: 'lead', cell: (_row, index) => index + 1 },
    name: {
      key: 'name',
      header: t('column.name'),
      kind: 'title',
      cell: (row) => <NameCell>{row.name}</NameCell>,
    },
    checkIn: {
      key: 'checkIn',
      header: t('column.checkIn'),
      nowrap: true,
      cell: ({ record }) =>
        twelveHour(record?.start_time) ?? (record ? t('total.none') : badge('gray', t('today.notCheckedIn'))),
    },
    checkOut: {
      key: 'checkOut',
      header: t('column.checkOut'),
      nowrap: true,
      cell: ({ record }) => record && (twelveHour(record.end_time) ?? badge('orange', t('today.notCheckedOut'))),
    },
    total: {
      key: 'total',
      header: t('column.total'),
      nowrap: true,
      cell: ({ record }) => (record ? totalHour(record.start_time, record.end_time) : t('total.none')),
    },
  } satisfies Record<string, DataColumn<AttendanceRow>>;
}
