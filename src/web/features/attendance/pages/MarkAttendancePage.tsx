/**
 * /mark-attendence (docs/product.md#attendance, admin only): a date range (one month below 700 px, two above; from
 * the first of the salon's month to its today unless chosen), the table of who marked (#, Employee Name, Date,
 * Check in, Check out or 'Not Checkout Yet', Total Hour) and the table of who has not marked the range's last day
 * (or today, when the range runs past it): #, Employee Name, Staff Id, Mark Attendence with a Check In modal.
 * On a phone each row of either table is a card (CardTable).
 */
import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { defaultAttendanceRange } from '@shared/attendance';
import { salonToday } from '@shared/salon-time';
import { DateRangeFilter } from '@web/components/back-office/filters';
import { CardTable } from '@web/components/CardTable';
import { ListFailed } from '@web/components/ListStates';
import { useText } from '@web/i18n';
import { paths } from '@web/paths';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { attendanceListQuery } from '../api';
import { shortDate, twelveHour, useTotalHourText } from '../attendance-text';
import { AttendanceTimeModal, type AttendanceTarget } from '../components/AttendanceTimeModal';
import classes from './AttendancePage.module.css';
import { attendanceText } from '../en';

const MARKED_COLUMNS = ['number', 'name', 'date', 'checkIn', 'checkOut', 'total'] as const;
const NOT_MARKED_COLUMNS = ['number', 'name', 'staffId', 'mark'] as const;
type Column = (typeof MARKED_COLUMNS)[number] | (typeof NOT_MARKED_COLUMNS)[number];

function TableCard({
  title,
  count,
  label,
  minWidth,
  empty,
  children,
}: {
  title: string;
  count?: string;
  label: string;
  minWidth: number;
  /** Said below the headers, outside the scrolling box so a phone shows all of it; the body is then empty. */
  empty?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding={0} className={classes.card}>
      <Group justify="space-between" gap="xs" px={{ base: 'sm', sm: 'lg' }} pt="md" pb="xs">
        <Title order={2} fz={{ base: 18, sm: 20 }}>
          {title}
        </Title>
        {count && (
          <Text size="sm" c="dimmed">
            {count}
          </Text>
        )}
      </Group>
      <CardTable minWidth={minWidth} verticalSpacing="sm" horizontalSpacing="md" striped aria-label={label}>
        {children}
      </CardTable>
      {empty && (
        <Text ta="center" c="dimmed" px="md" py="lg" className={classes.emptyText}>
          {empty}
        </Text>
      )}
    </Card>
  );
}

function Headers({ columns }: { columns: readonly Column[] }) {
  const { t } = useText(attendanceText);
  return (
    <CardTable.Thead>
      <CardTable.Tr>
        {columns.map((column) => (
          <CardTable.Th key={column} className={classes.nowrap}>
            {t(`column.${column}`)}
          </CardTable.Th>
        ))}
      </CardTable.Tr>
    </CardTable.Thead>
  );
}

export function MarkAttendancePage() {
  const { t } = useText(attendanceText);
  const today = salonToday(useSalonTimeZone());
  const totalHour = useTotalHourText();
  const [shown, setShown] = useState<[string, string]>(() => {
    const initial = defaultAttendanceRange(today);
    return [initial.start, initial.end];
  });
  const list = useQuery(attendanceListQuery(shown[0], shown[1]));
  const [marking, setMarking] = useState<AttendanceTarget | null>(null);

  const records = list.data?.data ?? [];
  const notMarked = list.data?.notMarked ?? [];
  const notMarkedDate = list.data?.not_marked_date ?? null;

  let markedRows: ReactNode;
  let notMarkedRows: ReactNode;
  if (list.isPending) {
    markedRows = <CardTable.SkeletonRows columns={MARKED_COLUMNS.length} />;
    notMarkedRows = <CardTable.SkeletonRows columns={NOT_MARKED_COLUMNS.length} />;
  } else {
    markedRows = records.map((record, index) => (
      <CardTable.Tr key={record.id} data-testid="marked-row">
        <CardTable.Td kind="lead">{index + 1}</CardTable.Td>
        <CardTable.Td kind="title">
          <Text fw={600} size="sm" className={classes.name}>
            {record.staff.name}
          </Text>
        </CardTable.Td>
        <CardTable.Td label={t('column.date')} className={classes.nowrap}>
          {shortDate(record.date)}
        </CardTable.Td>
        <CardTable.Td label={t('column.checkIn')} className={classes.nowrap}>
          {twelveHour(record.start_time) ?? t('total.none')}
        </CardTable.Td>
        <CardTable.Td label={t('column.checkOut')} className={classes.nowrap}>
          {twelveHour(record.end_time) ?? (
            <Badge variant="light" color="orange" tt="none">
              {t('today.notCheckedOut')}
            </Badge>
          )}
        </CardTable.Td>
        <CardTable.Td label={t('column.total')} className={classes.nowrap}>
          {totalHour(record.start_time, record.end_time)}
        </CardTable.Td>
      </CardTable.Tr>
    ));
    notMarkedRows =
      notMarkedDate !== null &&
      notMarked.map((staff, index) => (
        <CardTable.Tr key={staff.id} data-testid="not-marked-row">
          <CardTable.Td kind="lead">{index + 1}</CardTable.Td>
          <CardTable.Td kind="title">
            <Text fw={600} size="sm">
              {staff.name}
            </Text>
          </CardTable.Td>
          <CardTable.Td label={t('column.staffId')}>{staff.id}</CardTable.Td>
          <CardTable.Td kind="actions">
            <Button
              size="xs"
              variant="light"
              color="teal"
              leftSection={<IconUserCheck size={16} aria-hidden />}
              aria-label={t('action.markFor', { name: staff.name })}
              onClick={() =>
                setMarking({ staffId: staff.id, staffName: staff.name, date: notMarkedDate, record: null })
              }
            >
              {t('action.mark')}
            </Button>
          </CardTable.Td>
        </CardTable.Tr>
      ));
  }
  const isLoaded = !list.isPending;
  const markedEmpty = isLoaded && records.length === 0 ? t('review.markedEmpty') : undefined;
  let notMarkedEmpty: string | undefined;
  if (isLoaded && notMarkedDate === null) notMarkedEmpty = t('review.notMarkedNone');
  else if (isLoaded && notMarked.length === 0) notMarkedEmpty = t('review.notMarkedEmpty');

  return (
    <Container
      size="lg"
      pt={{ base: 'lg', sm: 40 }}
      pb={{ base: 96, sm: 40 }}
      px={{ base: 'xs', sm: 'md' }}
      className={classes.page}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {t('review.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('review.subtitle')}
            </Text>
          </div>
          <Button
            component={Link}
            to={paths.attendance}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('review.back')}
          </Button>
        </Group>
        <DateRangeFilter
          label={t('review.range')}
          placeholder={t('review.rangePlaceholder')}
          incompleteText={t('review.rangeIncomplete')}
          start={shown[0]}
          end={shown[1]}
          maxDate={today}
          onChange={(start, end) => setShown([start, end])}
        />
        {list.isError && !list.data ? (
          <ListFailed title={t('page.failed')} retryLabel={t('page.retry')} onRetry={() => void list.refetch()} />
        ) : (
          <div className={list.isPlaceholderData ? classes.stale : undefined}>
            <Stack gap="lg">
              <TableCard
                title={t('review.marked')}
                count={list.data ? t('review.markedCount', { count: records.length }) : undefined}
                label={t('review.marked')}
                minWidth={680}
                empty={markedEmpty}
              >
                <Headers columns={MARKED_COLUMNS} />
                <CardTable.Tbody>{markedRows}</CardTable.Tbody>
              </TableCard>
              <TableCard
                title={
                  notMarkedDate
                    ? t('review.notMarked', { date: shortDate(notMarkedDate) })
                    : t('review.notMarkedFuture')
                }
                label={t('review.notMarkedFuture')}
                minWidth={340}
                empty={notMarkedEmpty}
              >
                <Headers columns={NOT_MARKED_COLUMNS} />
                <CardTable.Tbody>{notMarkedRows}</CardTable.Tbody>
              </TableCard>
            </Stack>
          </div>
        )}
      </Stack>
      <AttendanceTimeModal target={marking} mode="check-in" onClose={() => setMarking(null)} />
    </Container>
  );
}
