/**
 * /mark-attendence (document 2 §2 Attendance, admin only): a date range (one month below 700 px, two above; from
 * the first of the salon's month to its today unless chosen), the table of who marked (#, Employee Name, Date,
 * Check in, Check out or 'Not Checkout Yet', Total Hour) and the table of who has not marked the range's last day
 * (or today, when the range runs past it): #, Employee Name, Staff Id, Mark Attendence with a Check In modal.
 * On a phone the tables scroll inside their cards.
 */
import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Container, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconCalendarEvent, IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { defaultAttendanceRange } from '../../../../shared/attendance';
import { MOBILE_BREAKPOINT_PX } from '../../../../shared/constants';
import { salonToday } from '../../../../shared/salon-time';
import { ListFailed } from '../../../components/ListStates';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../paths';
import { useSalonTimeZone } from '../../site/api';
import { attendanceListQuery } from '../api';
import { shortDate, twelveHour, useTotalHourText } from '../attendance-text';
import { AttendanceTimeModal, type AttendanceTarget } from '../components/AttendanceTimeModal';
import classes from './AttendancePage.module.css';
// The 'attendance' text, registered as this module loads.
import '../en';

type Range = [string | null, string | null];

const MARKED_COLUMNS = ['number', 'name', 'date', 'checkIn', 'checkOut', 'total'] as const;
const NOT_MARKED_COLUMNS = ['number', 'name', 'staffId', 'mark'] as const;
type Column = (typeof MARKED_COLUMNS)[number] | (typeof NOT_MARKED_COLUMNS)[number];

function TableCard({
  title,
  count,
  label,
  minWidth,
  empty,
  isCompact = false,
  children,
}: {
  title: string;
  count?: string;
  label: string;
  minWidth: number;
  /** Said below the headers, outside the scrolling box so a phone shows all of it; the body is then empty. */
  empty?: string;
  /** Narrow cells, so a short table fits a phone without scrolling. */
  isCompact?: boolean;
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
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table verticalSpacing="sm" horizontalSpacing={isCompact ? 6 : 'md'} striped aria-label={label}>
          {children}
        </Table>
      </Table.ScrollContainer>
      {empty && (
        <Text ta="center" c="dimmed" px="md" py="lg" className={classes.emptyText}>
          {empty}
        </Text>
      )}
    </Card>
  );
}

function Headers({ columns, canWrap = false }: { columns: readonly Column[]; canWrap?: boolean }) {
  const { t } = useTranslation('attendance');
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column} className={canWrap ? undefined : classes.nowrap}>
            {t(`column.${column}`)}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

function SkeletonRows({ columns }: { columns: number }) {
  return [0, 1, 2].map((row) => (
    <Table.Tr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <Table.Td key={column}>
          <Skeleton height={14} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export function MarkAttendancePage() {
  const { t } = useTranslation('attendance');
  const today = salonToday(useSalonTimeZone());
  const isNarrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const totalHour = useTotalHourText();
  const [range, setRange] = useState<Range>(() => {
    const initial = defaultAttendanceRange(today);
    return [initial.start, initial.end];
  });
  // The last complete range stays on screen while the admin picks the next one.
  const [shown, setShown] = useState<[string, string]>([range[0]!, range[1]!]);
  const list = useQuery(attendanceListQuery(shown[0], shown[1]));
  const [marking, setMarking] = useState<AttendanceTarget | null>(null);

  function chooseRange(next: Range) {
    setRange(next);
    if (next[0] && next[1]) setShown([next[0], next[1]]);
  }

  const records = list.data?.data ?? [];
  const notMarked = list.data?.notMarked ?? [];
  const notMarkedDate = list.data?.not_marked_date ?? null;

  let markedRows: ReactNode;
  let notMarkedRows: ReactNode;
  if (list.isPending) {
    markedRows = <SkeletonRows columns={MARKED_COLUMNS.length} />;
    notMarkedRows = <SkeletonRows columns={NOT_MARKED_COLUMNS.length} />;
  } else {
    markedRows = records.map((record, index) => (
      <Table.Tr key={record.id} data-testid="marked-row">
        <Table.Td>{index + 1}</Table.Td>
        <Table.Td>
          <Text fw={600} size="sm" className={classes.name}>
            {record.staff.name}
          </Text>
        </Table.Td>
        <Table.Td className={classes.nowrap}>{shortDate(record.date)}</Table.Td>
        <Table.Td className={classes.nowrap}>{twelveHour(record.start_time) ?? t('total.none')}</Table.Td>
        <Table.Td className={classes.nowrap}>
          {twelveHour(record.end_time) ?? (
            <Badge variant="light" color="orange" tt="none">
              {t('today.notCheckedOut')}
            </Badge>
          )}
        </Table.Td>
        <Table.Td className={classes.nowrap}>{totalHour(record.start_time, record.end_time)}</Table.Td>
      </Table.Tr>
    ));
    notMarkedRows =
      notMarkedDate !== null &&
      notMarked.map((staff, index) => (
        <Table.Tr key={staff.id} data-testid="not-marked-row">
          <Table.Td>{index + 1}</Table.Td>
          <Table.Td>
            <Text fw={600} size="sm">
              {staff.name}
            </Text>
          </Table.Td>
          <Table.Td>{staff.id}</Table.Td>
          <Table.Td>
            <Button
              size="xs"
              variant="light"
              color="teal"
              leftSection={isNarrow ? undefined : <IconUserCheck size={16} aria-hidden />}
              aria-label={t('action.markFor', { name: staff.name })}
              onClick={() =>
                setMarking({ staffId: staff.id, staffName: staff.name, date: notMarkedDate, record: null })
              }
            >
              {t('action.mark')}
            </Button>
          </Table.Td>
        </Table.Tr>
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
        <DatePickerInput
          type="range"
          label={t('review.range')}
          placeholder={t('review.rangePlaceholder')}
          valueFormat="DD MMM YYYY"
          numberOfColumns={isNarrow ? 1 : 2}
          maxDate={today}
          allowSingleDateInRange
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
          value={range}
          onChange={(value) => chooseRange(value as Range)}
          error={range[0] && !range[1] ? t('review.rangeIncomplete') : undefined}
          maw={{ base: '100%', xs: 360 }}
          popoverProps={{ withinPortal: true, returnFocus: true }}
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
                <Table.Tbody>{markedRows}</Table.Tbody>
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
                isCompact={isNarrow}
              >
                <Headers columns={NOT_MARKED_COLUMNS} canWrap={isNarrow} />
                <Table.Tbody>{notMarkedRows}</Table.Tbody>
              </TableCard>
            </Stack>
          </div>
        )}
      </Stack>
      <AttendanceTimeModal target={marking} mode="check-in" onClose={() => setMarking(null)} />
    </Container>
  );
}
