/** Rejects an appointment with a reason (it may be left blank), which the customer reads in My Appointments. */
import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { Appointment } from '@shared/appointments.schemas';
import { RecordDialog } from '@web/components/back-office/RecordDialog';
import { useText } from '@web/i18n';
import { appointmentReviewText } from '../en';

/** The longest reason the API keeps. */
export const REASON_MAX_LENGTH = 500;

export interface RejectDialogProps {
  appointment: Appointment | null;
  busy: boolean;
  onConfirm: (appointment: Appointment, reason: string) => void;
  onClose: () => void;
}

export function RejectDialog({ appointment, busy, onConfirm, onClose }: RejectDialogProps) {
  const { t } = useText(appointmentReviewText);
  return (
    <RecordDialog record={appointment} title={(chosen) => t('reject.title', { id: chosen.id })} onClose={onClose}>
      {/* Keyed by the appointment, so every opening starts with an empty reason. */}
      {(chosen) => (
        <RejectForm key={chosen.id} appointment={chosen} busy={busy} onConfirm={onConfirm} onClose={onClose} />
      )}
    </RecordDialog>
  );
}

function RejectForm({
  appointment,
  busy,
  onConfirm,
  onClose,
}: Omit<RejectDialogProps, 'appointment'> & { appointment: Appointment }) {
  const { t } = useText(appointmentReviewText);
  const [reason, setReason] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(appointment, reason.trim());
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('reject.question', { name: appointment.name.trim() || t('card.guest') })}</Text>
        <Textarea
          label={t('reject.reason')}
          placeholder={t('reject.reasonPlaceholder')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={REASON_MAX_LENGTH}
          description={`${reason.length} / ${REASON_MAX_LENGTH}`}
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {t('reject.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
