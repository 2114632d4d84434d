/**
 * The dialog of a back-office form (Add Expense, Edit Salary, Pending Payment...): centred, the whole screen below
 * 768 px, and a fresh form each time it opens (the children are mounted only while it is open; key them by the
 * record). The form inside is built on its shared schema (@web/lib/form-fields) and ends with FormActions.
 */
import type { ReactNode } from 'react';
import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useText } from '@web/i18n';
import { FULL_SCREEN_DIALOG_QUERY } from '@web/lib/breakpoints';
import { backOfficeText } from './en';

interface EntityFormModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  size?: ModalProps['size'];
  children: ReactNode;
}

export function EntityFormModal({ opened, title, onClose, size, children }: EntityFormModalProps) {
  const isSmall = useMediaQuery(FULL_SCREEN_DIALOG_QUERY);
  return (
    <Modal opened={opened} onClose={onClose} title={title} fullScreen={isSmall} centered size={size}>
      {opened && children}
    </Modal>
  );
}

interface FormActionsProps {
  /** 'Cancel' unless the form names it otherwise. */
  cancelLabel?: string;
  submitLabel: string;
  onCancel: () => void;
  isSaving: boolean;
  /** The submit button is off (an image the form cannot send, say). */
  submitDisabled?: boolean;
}

/** Cancel and the form's submit button, at its foot. */
export function FormActions({ cancelLabel, submitLabel, onCancel, isSaving, submitDisabled }: FormActionsProps) {
  const { t } = useText(backOfficeText);
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={isSaving}>
        {cancelLabel ?? t('action.cancel')}
      </Button>
      <Button type="submit" loading={isSaving} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
