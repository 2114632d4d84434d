/**
 * The staff member's Check In / Check Out modal (docs/product.md#attendance, #validation-attendance: the comment is
 * optional).
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ATTENDANCE_COMMENT_MAX } from '@shared/attendance';
import { useText } from '@web/i18n';
import { attendanceText } from '../en';

interface MarkOwnModalProps {
  /** Which mark the modal confirms, or null when closed. */
  step: 'check-in' | 'check-out' | null;
  busy: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}

export function MarkOwnModal({ step, busy, onConfirm, onClose }: MarkOwnModalProps) {
  const { t } = useText(attendanceText);
  const isCheckIn = step === 'check-in';
  const title = isCheckIn ? t('mark.checkInTitle') : t('mark.checkOutTitle');
  return (
    <Modal opened={step !== null} onClose={onClose} title={title} centered>
      {/* A fresh comment each time the modal opens. */}
      {step && <MarkOwnForm key={step} isCheckIn={isCheckIn} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </Modal>
  );
}

function MarkOwnForm({
  isCheckIn,
  busy,
  onConfirm,
  onClose,
}: { isCheckIn: boolean } & Omit<MarkOwnModalProps, 'step'>) {
  const { t } = useText(attendanceText);
  const [comment, setComment] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(comment.trim());
      }}
    >
      <Stack gap="md">
        <Text size="sm">{isCheckIn ? t('mark.checkInText') : t('mark.checkOutText')}</Text>
        <Textarea
          label={t('mark.comment')}
          placeholder={t('mark.commentPlaceholder')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={ATTENDANCE_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={busy} color={isCheckIn ? 'teal' : 'pink'}>
            {isCheckIn ? t('action.checkIn') : t('action.checkOut')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
