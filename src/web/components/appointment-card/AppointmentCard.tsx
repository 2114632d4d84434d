/**
 * One appointment as its customer sees it (docs/product.md#entity-appointment, #errors-public): who it is booked
 * for (name, phone, e-mail when given), when, the services or the offer it was booked from, the total and the
 * comment. An offer booking names its offer (read from its comment, 'I selected This Offer <name>') instead of an
 * empty service list, and shows no total of ₹0 (nothing was priced when it was booked). The admin's review puts its
 * own customer details in place of the contact lines and comment, and its actions at the bottom.
 */
import type { ReactNode } from 'react';
import { Alert, Badge, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconGift, IconInfoCircle, IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import type { Appointment } from '@shared/appointments.schemas';
import { APPOINTMENT_STATUS } from '@shared/appointments.schemas';
import { readOfferComment } from '@shared/offer-comment';
import { formatRupees, paiseToRupees } from '@shared/money';
import { lineTotalPaise, pricedLine } from '@shared/order-arithmetic';
import { useText } from '@web/i18n';
import { appointmentServicesFrom, STATUS_COLOR } from '@web/lib/appointment-text';
import { AppointmentWhen } from './AppointmentWhen';
import classes from './AppointmentCard.module.css';
import { appointmentCardText } from '@web/components/appointment-card/en';

export function AppointmentCard({
  appointment,
  details,
  children,
}: {
  appointment: Appointment;
  /** Shown under the title in place of the card's own contact lines and comment (the customer, for the admin). */
  details?: ReactNode;
  /** Shown at the bottom (the admin's actions). */
  children?: ReactNode;
}) {
  const { t } = useText(appointmentCardText);
  const services = appointmentServicesFrom(appointment.services);
  const status = t(`status.${appointment.status}`, { defaultValue: t('status.0') });
  const titleId = `appointment-${appointment.id}`;
  const offer = readOfferComment(appointment.comment);
  const isOfferBooking = offer !== null || appointment.offer_id !== null;
  const comment = (offer ? offer.note : appointment.comment).trim();
  const hasTotal = !(isOfferBooking && services.length === 0);

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
      {details ?? <ContactLines appointment={appointment} />}

      <Group gap="lg" mt="sm" wrap="wrap" className={classes.when}>
        <AppointmentWhen
          date={appointment.date}
          text={{ date: t('card.date'), time: t('card.time'), notAvailable: t('card.notAvailable') }}
          iconClassName={classes.icon}
        />
      </Group>

      <Divider my="md" />
      {isOfferBooking && (
        <div className={classes.section}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
            {t('card.offer')}
          </Text>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconGift size={18} aria-hidden className={classes.icon} />
            <Text size="sm" fw={600} className={classes.wrap}>
              {offer?.offerName ?? t('card.offerUnnamed')}
            </Text>
          </Group>
        </div>
      )}
      {(services.length > 0 || !isOfferBooking) && (
        <div className={classes.section}>
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
                const linePaise = lineTotalPaise(pricedLine(service));
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
        </div>
      )}
      {hasTotal && (
        <Group justify="space-between" mt="sm" pt="sm" className={classes.total}>
          <Text fw={700}>{t('card.total')}</Text>
          <Text fw={800} c="rose.9" className={classes.amount}>
            {formatRupees(appointment.total)}
          </Text>
        </Group>
      )}
      {!details && comment && (
        <div className={classes.comment}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
            {t('card.comment')}
          </Text>
          <Text size="sm" className={classes.commentText}>
            {comment}
          </Text>
        </div>
      )}

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

/** Who the appointment is booked for: the name, phone and e-mail given with it, each when set. */
function ContactLines({ appointment }: { appointment: Appointment }) {
  const { t } = useText(appointmentCardText);
  const lines = [
    { key: 'name', icon: IconUser, label: t('card.name'), value: appointment.name.trim() },
    { key: 'phone', icon: IconPhone, label: t('card.phone'), value: appointment.phone.trim() },
    { key: 'email', icon: IconMail, label: t('card.email'), value: appointment.email.trim() },
  ].filter((line) => line.value !== '');
  if (lines.length === 0) return null;
  return (
    <Stack gap={4} mt="xs">
      {lines.map(({ key, icon: Icon, label, value }) => (
        <Group key={key} gap={6} wrap="nowrap" align="flex-start">
          <Icon size={18} aria-hidden className={classes.icon} />
          <Text size="sm" className={classes.wrap}>
            <span className={classes.label}>{label}: </span>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
