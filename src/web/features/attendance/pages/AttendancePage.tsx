/**
 * /attendance (docs/product.md#attendance, #attendance-states, #errors-back-office). Staff: the salon's live clock,
 * today's check-in and check-out and one button that is Check In, then Check Out, then done (the server refuses any
 * further mark, which a page left open elsewhere still shows as the toast 'You Have Already Marked Your Attendence').
 * Admin: today's attendance of every staff member, each with Update Attendance, and the way to /mark-attendence. On a
 * phone each staff member is a card (CardTable).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconListCheck, IconLogin2, IconLogout2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { nextAttendanceStep } from '@shared/attendance';
import { ATTENDANCE_TYPE, type AttendanceRecord } from '@shared/attendance.schemas';
import { isAdmin } from '@shared/roles';
import { salonToday } from '@shared/salon-time';
import { CardTable } from '@web/components/CardTable';
import { ListFailed } from '@web/components/ListStates';
import { useText } from '@web/i18n';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSession } from '@web/lib/session';
import { paths } from '@web/paths';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { attendanceListQuery, failureToast, myAttendanceQuery, successToast, useMarkAttendance } from '../api';
import { longDate, twelveHour, useTotalHourText } from '../attendance-text';
import { AttendanceTimeModal, type AttendanceTarget } from '../components/AttendanceTimeModal';
import { LiveClock } from '../components/LiveClock';
import { MarkOwnModal } from '../components/MarkOwnModal';
import classes from './AttendancePage.module.css';
import { attendanceText } from '../en';

export function AttendancePage() {
  const { user } = useSession();
  return isAdmin(user) ? <TodayOfEveryone /> : <MyDay />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container
      size="lg"
      pt={{ base: 'lg', sm: 40 }}
      pb={{ base: 96, sm: 40 }}
      px={{ base: 'xs', sm: 'md' }}
      className={classes.page}
    >
      {children}
    </Container>
  );
}

function TimeTile({ label, value, empty }: { label: string; value: string | null; empty: string }) {
  return (
    <Card withBorder radius="md" padding="md" className={classes.tile}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={value ? 22 : 16} c={value ? undefined : 'dimmed'} mt={4}>
        {value ?? empty}
      </Text>
    </Card>
  );
}

/** The staff member's own day. */
function MyDay() {
  const { t } = useText(attendanceText);
  const timeZone = useSalonTimeZone();
  const totalHour = useTotalHourText();
  const mine = useQuery(myAttendanceQuery);
  const mark = useMarkAttendance();
  const [confirming, setConfirming] = useState<'check-in' | 'check-out' | null>(null);

  // The server's clock less the device's, measured when the answer arrived.
  const offsetMs = useMemo(
    () => (mine.data ? Date.parse(mine.data.now) - mine.dataUpdatedAt : 0),
    [mine.data, mine.dataUpdatedAt],
  );
  const record = mine.data?.data ?? null;
  const step = nextAttendanceStep(record);

  function confirm(comment: string) {
    if (!confirming) return;
    const type = confirming === 'check-in' ? ATTENDANCE_TYPE.checkIn : ATTENDANCE_TYPE.checkOut;
    mark.mutate(
      { type, comment },
      {
        onSuccess: (answer) => {
          const toast = successToast(answer.message);
          if (toast === 'toast.failed') notifyError(t(toast));
          else notifySuccess(t(toast));
        },
        onError: (error) => {
          const toast = failureToast(error);
          notifyError('key' in toast ? t(toast.key) : toast.text);
        },
        onSettled: () => setConfirming(null),
      },
    );
  }

  let status;
  if (mine.isPending) {
    status = (
      <Stack gap="md" aria-busy>
        <SimpleGrid cols={2} spacing="sm">
          <Skeleton height={78} radius="md" />
          <Skeleton height={78} radius="md" />
        </SimpleGrid>
        <Skeleton height={44} radius="md" />
      </Stack>
    );
  } else if (mine.isError) {
    status = <ListFailed title={t('page.failed')} retryLabel={t('page.retry')} onRetry={() => void mine.refetch()} />;
  } else {
    status = (
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="sm">
          <TimeTile label={t('today.checkIn')} value={twelveHour(record?.start_time)} empty={t('today.notCheckedIn')} />
          <TimeTile label={t('today.checkOut')} value={twelveHour(record?.end_time)} empty={t('today.notCheckedOut')} />
        </SimpleGrid>
        {step === 'done' && record && (
          <Text ta="center" size="sm">
            {t('today.total')}: <b>{totalHour(record.start_time, record.end_time)}</b>
          </Text>
        )}
        {step === 'done' ? (
          <Stack gap={6} align="center">
            <Button size="md" fullWidth disabled>
              {t('today.done')}
            </Button>
            <Text size="sm" c="dimmed" ta="center">
              {t('today.doneHint')}
            </Text>
          </Stack>
        ) : (
          <Button
            size="md"
            fullWidth
            color={step === 'check-in' ? 'teal' : 'pink'}
            leftSection={
              step === 'check-in' ? <IconLogin2 size={20} aria-hidden /> : <IconLogout2 size={20} aria-hidden />
            }
            onClick={() => setConfirming(step)}
          >
            {step === 'check-in' ? t('action.checkIn') : t('action.checkOut')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Frame>
      <Card withBorder radius="md" padding="lg" maw={520} mx="auto" className={classes.myDay}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }} ta="center">
              {t('page.title')}
            </Title>
            <Text c="dimmed" size="sm" ta="center" mt={4}>
              {t('page.staffSubtitle')}
            </Text>
          </div>
          <LiveClock timeZone={timeZone} offsetMs={offsetMs} />
          {status}
        </Stack>
      </Card>
      <MarkOwnModal step={confirming} busy={mark.isPending} onConfirm={confirm} onClose={() => setConfirming(null)} />
    </Frame>
  );
}

interface TodayRow {
  staffId: number;
  name: string;
  record: AttendanceRecord | null;
}

/** The admin's view of today: every active staff member, marked or not. */
function TodayOfEveryone() {
  const { t } = useText(attendanceText);
  const today = salonToday(useSalonTimeZone());
  const totalHour = useTotalHourText();
  const list = useQuery(attendanceListQuery(today, today));
  const [updating, setUpdating] = useState<AttendanceTarget | null>(null);

  const rows: TodayRow[] = useMemo(() => {
    if (!list.data) return [];
    const marked = list.data.data.map((record) => ({ staffId: record.staff_id, name: record.staff.name, record }));
    const waiting = list.data.notMarked.map((staff) => ({ staffId: staff.id, name: staff.name, record: null }));
    return [...marked, ...waiting].sort((a, b) => a.name.localeCompare(b.name));
  }, [list.data]);

  const columns = ['number', 'name', 'checkIn', 'checkOut', 'total', 'action'] as const;

  function body() {
    if (list.isPending) {
      return <CardTable.SkeletonRows columns={columns.length} />;
    }
    return rows.map((row, index) => (
      <CardTable.Tr key={row.staffId} data-testid="today-row">
        <CardTable.Td kind="lead">{index + 1}</CardTable.Td>
        <CardTable.Td kind="title">
          <Text fw={600} size="sm" className={classes.name}>
            {row.name}
          </Text>
        </CardTable.Td>
        <CardTable.Td label={t('column.checkIn')} className={classes.nowrap}>
          {twelveHour(row.record?.start_time) ?? (
            <Badge variant="light" color="gray" tt="none">
              {t('today.notCheckedIn')}
            </Badge>
          )}
        </CardTable.Td>
        <CardTable.Td label={t('column.checkOut')} className={classes.nowrap}>
          {row.record &&
            (twelveHour(row.record.end_time) ?? (
              <Badge variant="light" color="orange" tt="none">
                {t('today.notCheckedOut')}
              </Badge>
            ))}
        </CardTable.Td>
        <CardTable.Td label={t('column.total')} className={classes.nowrap}>
          {row.record ? totalHour(row.record.start_time, row.record.end_time) : t('total.none')}
        </CardTable.Td>
        <CardTable.Td kind="actions">
          <Button
            size="xs"
            variant="light"
            aria-label={t('action.updateFor', { name: row.name })}
            onClick={() => setUpdating({ staffId: row.staffId, staffName: row.name, date: today, record: row.record })}
          >
            {t('action.update')}
          </Button>
        </CardTable.Td>
      </CardTable.Tr>
    ));
  }

  return (
    <Frame>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {t('page.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('page.adminSubtitle', { date: longDate(today) })}
            </Text>
          </div>
          <Button
            component={Link}
            to={paths.markAttendance}
            variant="light"
            leftSection={<IconListCheck size={18} aria-hidden />}
          >
            {t('page.markLink')}
          </Button>
        </Group>
        {list.isError && !list.data ? (
          <ListFailed title={t('page.failed')} retryLabel={t('page.retry')} onRetry={() => void list.refetch()} />
        ) : (
          <Card withBorder radius="md" padding={0} className={classes.card}>
            <CardTable minWidth={640} verticalSpacing="sm" horizontalSpacing="md" striped aria-label={t('page.title')}>
              <CardTable.Thead>
                <CardTable.Tr>
                  {columns.map((column) => (
                    <CardTable.Th key={column} className={classes.nowrap}>
                      {t(`column.${column}`)}
                    </CardTable.Th>
                  ))}
                </CardTable.Tr>
              </CardTable.Thead>
              <CardTable.Tbody>{body()}</CardTable.Tbody>
            </CardTable>
            {list.data && rows.length === 0 && (
              <Text ta="center" c="dimmed" px="md" py="lg" className={classes.emptyText}>
                {t('today.noStaff')}
              </Text>
            )}
          </Card>
        )}
      </Stack>
      <AttendanceTimeModal target={updating} mode="update" onClose={() => setUpdating(null)} />
    </Frame>
  );
}
