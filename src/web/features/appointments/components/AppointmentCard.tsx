/**
 * One appointment as its customer sees it (document 1 §3 Appointment, §8 rejected with no reason). The admin's review
 * (features/appointment-review) adds the customer's details under the title and its actions at the bottom.
 */
import type { ReactNode } from 'react';
import { Alert, Badge, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconInfoCircle } from '@tabler/icons-react';
import type { Appointment } from '../../../../shared/appointments.schemas';
import { APPOINTMENT_STATUS } from '../../../../shared/appointments.schemas';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../../../../shared/money';
import { useTranslation } from '../../../i18n';
import { appointmentServicesFrom } from '../api';
import { appointmentWhen, formatClock, formatDay, STATUS_COLOR } from '../appointment-text';
import classes from './AppointmentCard.module.css';

export function AppointmentCard({
  appointment,
  details,
  children,
}: {
  appointment: Appointment;
  /** Shown under the title (the customer, for the admin). */
  details?: ReactNode;
  /** Shown at the bottom (the admin's actions). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('appointments');
  const when = appointmentWhen(appointment.date);
  const services = appointmentServicesFrom(appointment.services);
  const status = t(`status.${appointment.status}`, { defaultValue: t('status.0') });
  const titleId = `appointment-${appointment.id}`;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      padding="lg"
      className={classes.card}
      data-status={appointment.status}
    >
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Text id={titleId} fw={700} fz="lg" ff="heading">
          {t('card.title', { id: appointment.id })}
        </Text>
        <Badge color={STATUS_COLOR[appointment.status] ?? 'gray'} variant="light" size="lg" radius="sm">
          {status}
        </Badge>
      </Group>
      {details}

      <Group gap="lg" mt="sm" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={18} aria-hidden className={classes.icon} />
          <Text size="sm">
            <span className={classes.label}>{t('card.date')}: </span>
            {when ? formatDay(when.day) : t('card.notAvailable')}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconClock size={18} aria-hidden className={classes.icon} />
          <Text size="sm">
            <span className={classes.label}>{t('card.time')}: </span>
            {when?.time ? formatClock(when.time) : t('card.notAvailable')}
          </Text>
        </Group>
      </Group>

      <Divider my="md" />
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
        {t('card.services')}
      </Text>
      {services.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('card.noServices')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} className={classes.services}>
          {services.map((service, index) => {
            const linePaise =
              Math.max(0, rupeesToPaise(service.price) - rupeesToPaise(service.discount)) * service.quantity;
            return (
              <Group component="li" key={`${service.id}-${index}`} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" miw={0}>
                  {service.name}{' '}
                  <Text span size="sm" c="dimmed">
                    {t('card.quantity', { count: service.quantity })}
                  </Text>
                </Text>
                <Text size="sm" fw={600} className={classes.amount}>
                  {formatRupees(paiseToRupees(linePaise))}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
      <Group justify="space-between" mt="sm" pt="sm" className={classes.total}>
        <Text fw={700}>{t('card.total')}</Text>
        <Text fw={800} c="rose.9" className={classes.amount}>
          {formatRupees(appointment.total)}
        </Text>
      </Group>

      {appointment.status === APPOINTMENT_STATUS.rejected && (
        <Alert
          mt="md"
          color="red"
          variant="light"
          icon={<IconInfoCircle size={18} aria-hidden />}
          title={t('card.rejectionReason')}
        >
          {appointment.status_text.trim() ? appointment.status_text : t('card.noRejectionReason')}
        </Alert>
      )}
      {children}
    </Card>
  );
}
