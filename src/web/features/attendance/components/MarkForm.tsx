/**
 * The body of both attendance modals (docs/product.md#attendance, #validation-attendance): what the mark is about,
 * the optional comment, then Cancel and the mark's button. The form is the caller's, on the shared schema.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { ATTENDANCE_COMMENT_MAX } from '@shared/attendance';
import { CommentInput } from '@web/components/person-fields';
import { FormActions } from '@web/components/back-office/EntityFormModal';
import { useText } from '@web/i18n';
import { attendanceText } from '../en';

interface MarkFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The comment's input props (useFieldProps), with data-autofocus when nothing comes before it. */
  comment: object;
  submitLabel: string;
  onCancel: () => void;
  isSaving: boolean;
  children: ReactNode;
}

export function MarkForm({ onSubmit, comment, submitLabel, onCancel, isSaving, children }: MarkFormProps) {
  const { t } = useText(attendanceText);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <CommentInput
          label={t('mark.comment')}
          placeholder={t('mark.commentPlaceholder')}
          maxLength={ATTENDANCE_COMMENT_MAX}
          {...comment}
        />
        <FormActions submitLabel={submitLabel} onCancel={onCancel} isSaving={isSaving} />
      </Stack>
    </form>
  );
}
