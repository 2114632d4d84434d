/**
 * The staff member's Check In / Check Out modal (docs/product.md#attendance, #validation-attendance: the comment is
 * optional, checked by the shared schema).
 */
import { Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { attendanceTimeFormSchema } from '@shared/attendance.schemas';
import { EntityFormModal } from '@web/components/back-office/EntityFormModal';
import { useText } from '@web/i18n';
import { schemaResolver, useFieldProps } from '@web/lib/form-fields';
import { MarkForm } from './MarkForm';
import { attendanceText } from '../en';

/** A staff member's own mark has only its comment: the time is the server's. */
const markOwnSchema = attendanceTimeFormSchema.pick({ comment: true });

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
  return (
    <EntityFormModal
      opened={step !== null}
      onClose={onClose}
      title={isCheckIn ? t('mark.checkInTitle') : t('mark.checkOutTitle')}
    >
      {/* A fresh comment each time the modal opens. */}
      <MarkOwnForm key={step} isCheckIn={isCheckIn} busy={busy} onConfirm={onConfirm} onClose={onClose} />
    </EntityFormModal>
  );
}

function MarkOwnForm({
  isCheckIn,
  busy,
  onConfirm,
  onClose,
}: { isCheckIn: boolean } & Omit<MarkOwnModalProps, 'step'>) {
  const { t } = useText(attendanceText);
  const form = useForm<{ comment: string }>({
    resolver: schemaResolver(markOwnSchema),
    defaultValues: { comment: '' },
  });
  const fieldProps = useFieldProps(form);
  const submit = form.handleSubmit(({ comment }) => onConfirm(comment));
  return (
    <MarkForm
      onSubmit={(event) => void submit(event)}
      comment={{ ...fieldProps('comment'), 'data-autofocus': true }}
      submitLabel={isCheckIn ? t('action.checkIn') : t('action.checkOut')}
      onCancel={onClose}
      isSaving={busy}
    >
      <Text size="sm">{isCheckIn ? t('mark.checkInText') : t('mark.checkOutText')}</Text>
    </MarkForm>
  );
}
