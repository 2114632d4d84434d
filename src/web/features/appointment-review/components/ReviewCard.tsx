/**
 * One appointment under review: the customer's card with who booked and the admin's Approve and Reject buttons. Once
 * approved or rejected, the card offers Send on WhatsApp with the message that says so, right after the review and for
 * any later resend (docs/product.md#whatsapp-messages).
 */
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { Appointment } from '@shared/appointments.schemas';
import { APPOINTMENT_STATUS } from '@shared/appointments.schemas';
import { useText } from '@web/i18n';
import { telUrl } from '@web/layout/contact-links';
import { AppointmentCard } from '@web/components/appointment-card/AppointmentCard';
import { WhatsAppButton } from '@web/components/WhatsAppButton';
import classes from './ReviewCard.module.css';
import { appointmentReviewText } from '../en';
import { useReviewMessage } from '../use-review-message';

export interface ReviewCardProps {
  appointment: Appointment;
  onApprove: (appointment: Appointment) => void;
  onReject: (appointment: Appointment) => void;
}

export function ReviewCard({ appointment, onApprove, onReject }: ReviewCardProps) {
  const { t } = useText(appointmentReviewText);
  const { name, phone, email, comment, status } = appointment;
  const reviewMessage = useReviewMessage();
  const whatsApp = reviewMessage(appointment);

  const details = (
    <Stack gap={2} mt="xs" className={classes.details}>
      <Text size="sm">
        <span className={classes.label}>{t('card.customer')}: </span>
        <Text span fw={600} size="sm">
          {name.trim() || t('card.guest')}
        </Text>
      </Text>
      {phone && (
        <Text size="sm">
          <span className={classes.label}>{t('card.phone')}: </span>
          <Anchor href={telUrl(phone)} size="sm">
            {phone}
          </Anchor>
        </Text>
      )}
      {email && (
        <Text size="sm" className={classes.wrap}>
          <span className={classes.label}>{t('card.email')}: </span>
          {email}
        </Text>
      )}
      {comment.trim() && (
        <Text size="sm" className={classes.wrap}>
          <span className={classes.label}>{t('card.comment')}: </span>
          {comment}
        </Text>
      )}
    </Stack>
  );

  return (
    <AppointmentCard appointment={appointment} details={details}>
      <Group justify="flex-end" gap="sm" mt="md" wrap="wrap" className={classes.actions}>
        {whatsApp && (
          <WhatsAppButton href={whatsApp} aria-label={t('whatsapp.sendTo', { name: name.trim() || phone })}>
            {t('whatsapp.send')}
          </WhatsAppButton>
        )}
        {status !== APPOINTMENT_STATUS.rejected && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => onReject(appointment)}
          >
            {t('action.reject')}
          </Button>
        )}
        {status !== APPOINTMENT_STATUS.approved && (
          <Button color="teal" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => onApprove(appointment)}>
            {t('action.approve')}
          </Button>
        )}
      </Group>
    </AppointmentCard>
  );
}
