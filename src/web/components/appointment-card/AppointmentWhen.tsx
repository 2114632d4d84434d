/**
 * When an appointment is, as its card and the dashboard's enquiry card both show it (docs/product.md#my-appointments,
 * #dashboard): 'Date: 5 Jan 2026' and 'Time: 4:30 PM', each after its icon, or the card's 'Not available'.
 */
import { Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconClock } from '@tabler/icons-react';
import { appointmentWhen, formatClock, formatDay } from '@web/lib/appointment-text';
import classes from './AppointmentWhen.module.css';

interface AppointmentWhenProps {
  /** The appointment's date as stored. */
  date: string;
  text: { date: string; time: string; notAvailable: string };
  /** 16 px icons closer to their text (a small card), not 18 px. */
  compact?: boolean;
  /** The icons' colour. */
  iconClassName?: string;
}

export function AppointmentWhen({ date, text, compact = false, iconClassName }: AppointmentWhenProps) {
  const when = appointmentWhen(date);
  const lines = [
    { key: 'date', Icon: IconCalendarEvent, label: text.date, value: when ? formatDay(when.day) : null },
    { key: 'time', Icon: IconClock, label: text.time, value: when?.time ? formatClock(when.time) : null },
  ];
  return lines.map(({ key, Icon, label, value }) => (
    <Group key={key} gap={compact ? 4 : 6} wrap="nowrap">
      <Icon size={compact ? 16 : 18} aria-hidden className={iconClassName} />
      <Text size="sm">
        <span className={classes.label}>{label}: </span>
        {value ?? text.notAvailable}
      </Text>
    </Group>
  ));
}
