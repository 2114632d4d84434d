/**
 * Confirms approving an appointment. Before the admin confirms, it looks for another approved appointment at exactly
 * the same date and time (the loaded page, then the booking's whole month) and says so when there is one.
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@shared/appointments.schemas';
import { RecordDialog } from '@web/components/back-office/RecordDialog';
import { useText } from '@web/i18n';
import { APPOINTMENT_REVIEW_KEY, findClashes } from '../api';
import { appointmentLabel } from '../appointment-label';
import { appointmentReviewText } from '../en';

export interface ApproveDialogProps {
  /** The appointment to approve; the dialog is open while there is one. */
  appointment: Appointment | null;
  /** The appointments on screen, checked first. */
  loaded: readonly Appointment[];
  busy: boolean;
  onConfirm: (appointment: Appointment) => void;
  onClose: () => void;
}

export function ApproveDialog({ appointment, loaded, busy, onConfirm, onClose }: ApproveDialogProps) {
  const { t } = useText(appointmentReviewText);
  const queryClient = useQueryClient();
  const clashes = useQuery({
    queryKey: [...APPOINTMENT_REVIEW_KEY, 'clashes', appointment?.id, appointment?.date],
    queryFn: () => findClashes(queryClient, appointment!, loaded),
    enabled: appointment !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const found = clashes.data ?? [];
  const checking = appointment !== null && clashes.isPending;
  const guest = t('card.guest');

  return (
    <RecordDialog record={appointment} title={(chosen) => t('approve.title', { id: chosen.id })} onClose={onClose}>
      {(chosen) => (
        <Stack gap="md">
          {checking ? (
            <Group gap="sm" aria-live="polite">
              <Loader size="sm" />
              <Text size="sm">{t('approve.checking')}</Text>
            </Group>
          ) : found.length > 0 ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={t('approve.clashTitle')}
              role="alert"
            >
              {t('approve.clash', {
                count: found.length,
                list: found.map((other) => appointmentLabel(other, guest)).join('; '),
              })}
            </Alert>
          ) : (
            <Text>{t('approve.question', { name: chosen.name.trim() || guest })}</Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('action.cancel')}
            </Button>
            <Button
              color={found.length > 0 ? 'orange' : 'teal'}
              disabled={checking}
              loading={busy}
              onClick={() => onConfirm(chosen)}
            >
              {found.length > 0 ? t('approve.confirmAnyway') : t('approve.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </RecordDialog>
  );
}
