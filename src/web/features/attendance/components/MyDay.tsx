/**
 * A staff member's /attendance (docs/product.md#attendance, #attendance-states, #errors-back-office): the salon's live
 * clock, today's check-in and check-out and one button that is Check In, then Check Out, then done (the server refuses
 * any further mark, which a page left open elsewhere still shows as the toast 'You Have Already Marked Your
 * Attendence').
 */
import { useMemo, useState } from 'react';
import { Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogin2, IconLogout2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { nextAttendanceStep } from '@shared/attendance';
import { ATTENDANCE_TYPE } from '@shared/attendance.schemas';
import { ListFailed } from '@web/components/ListStates';
import { BackOfficeFrame } from '@web/components/back-office/BackOfficePage';
import { useText } from '@web/i18n';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { myAttendanceQuery, useMarkAttendance } from '../api';
import { twelveHour, useTotalHourText } from '../attendance-text';
import { useMarkToasts } from '../mark-toasts';
import { LiveClock } from './LiveClock';
import { MarkOwnModal } from './MarkOwnModal';
import classes from './MyDay.module.css';
import { attendanceText } from '../en';

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
export function MyDay() {
  const { t } = useText(attendanceText);
  const timeZone = useSalonTimeZone();
  const totalHour = useTotalHourText();
  const mine = useQuery(myAttendanceQuery);
  const mark = useMarkAttendance();
  const toasts = useMarkToasts();
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
        onSuccess: toasts.saved,
        onError: toasts.refused,
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
    <BackOfficeFrame size="lg" airy>
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
    </BackOfficeFrame>
  );
}
