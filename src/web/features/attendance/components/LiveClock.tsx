/**
 * The staff page's live clock (docs/product.md#attendance): the salon's time, updated each second. It runs on the
 * server's clock (`offsetMs` from the last answer), so a phone whose clock is off still shows what will be recorded.
 */
import { useEffect, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { salonTimeOfDay, salonToday } from '@shared/salon-time';
import { useText } from '@web/i18n';
import { longDate, twelveHour } from '../attendance-text';
import classes from './LiveClock.module.css';
import { attendanceText } from '../en';

export function useSecondTick(offsetMs: number): Date {
  const [now, setNow] = useState(() => new Date(Date.now() + offsetMs));
  useEffect(() => {
    const tick = () => setNow(new Date(Date.now() + offsetMs));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}

export function LiveClock({ timeZone, offsetMs = 0 }: { timeZone: string; offsetMs?: number }) {
  const { t } = useText(attendanceText);
  const now = useSecondTick(offsetMs);
  const time = salonTimeOfDay(timeZone, now);
  return (
    <Stack gap={2} align="center" role="timer" aria-label={t('clock.label')}>
      <Text component="time" dateTime={time} className={classes.time} data-testid="live-clock">
        {twelveHour(time, true)}
      </Text>
      <Text c="dimmed" size="sm">
        {longDate(salonToday(timeZone, now))}
      </Text>
    </Stack>
  );
}
