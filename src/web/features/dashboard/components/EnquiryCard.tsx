/**
 * One upcoming enquiry (docs/product.md#dashboard): Appointment ID, status badge (with the rejection reason when
 * rejected), name, date and time or 'Not Available', price, number of services and a details link.
 */
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { APPOINTMENT_STATUS } from '@shared/appointments.schemas';
import type { UpcomingEnquiry } from '@shared/dashboard.schemas';
import { formatRupees } from '@shared/money';
import { useText } from '@web/i18n';
import { AppointmentWhen } from '@web/components/appointment-card/AppointmentWhen';
import { STATUS_COLOR } from '@web/lib/appointment-text';
import card from './DashboardCard.module.css';
import classes from './EnquiryCard.module.css';
import { dashboardText } from '../en';

interface EnquiryCardProps {
  enquiry: UpcomingEnquiry;
  onDetails: (enquiry: UpcomingEnquiry) => void;
}

export function EnquiryCard({ enquiry, onDetails }: EnquiryCardProps) {
  const { t } = useText(dashboardText);
  const titleId = `enquiry-${enquiry.id}`;
  const isRejected = enquiry.status === APPOINTMENT_STATUS.rejected;
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={titleId}
      className={card.card}
      data-testid="enquiry-card"
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text id={titleId} fw={700} size="sm">
          <span className={card.label}>{t('enquiry.id')}: </span>#{enquiry.id}
        </Text>
        <Badge
          color={STATUS_COLOR[enquiry.status] ?? 'gray'}
          variant="light"
          radius="sm"
          tt="none"
          className={classes.badge}
        >
          {t(`enquiry.status.${enquiry.status}`, { defaultValue: t('enquiry.status.0') })}
        </Badge>
      </Group>
      {isRejected && (
        <Text size="xs" c="red.9" mt={4} className={card.wrap}>
          {enquiry.status_text.trim() || t('enquiry.noReason')}
        </Text>
      )}
      <Stack gap={4} mt="sm">
        <Text size="sm" className={card.wrap}>
          <span className={card.label}>{t('enquiry.name')}: </span>
          <Text span fw={600} size="sm">
            {enquiry.name}
          </Text>
        </Text>
        <Group gap="md" wrap="wrap">
          <AppointmentWhen
            date={enquiry.date}
            text={{ date: t('enquiry.date'), time: t('enquiry.time'), notAvailable: t('enquiry.notAvailable') }}
            compact
            iconClassName={card.icon}
          />
        </Group>
      </Stack>
      <Group justify="space-between" align="flex-end" mt="sm" pt="sm" gap="xs" className={classes.foot}>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('enquiry.price')}
          </Text>
          <Text fw={800} c="rose.9" className={classes.amount}>
            {formatRupees(enquiry.price)}
          </Text>
        </Stack>
        <Stack gap={0} align="center">
          <Text size="xs" c="dimmed">
            {t('enquiry.serviceCount')}
          </Text>
          <Text fw={700}>{enquiry.service_count}</Text>
        </Stack>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => onDetails(enquiry)}
          aria-label={t('enquiry.detailsLabel', { id: enquiry.id })}
        >
          {t('enquiry.details')}
        </Anchor>
      </Group>
    </Card>
  );
}
