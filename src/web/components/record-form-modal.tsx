/**
 * The Add/Edit dialog of a back-office record (an expense, a salary payment, an offer, a service): the kit's
 * EntityFormModal titled by whether a record is being edited, holding a fresh form for each record opened
 * (docs/architecture.md#back-office-kit).
 */
import { Fragment, type ReactNode } from 'react';
import type { ModalProps } from '@mantine/core';
import { EntityFormModal } from '@web/components/back-office/EntityFormModal';

/** What a list page gives its Add/Edit dialog besides the record. */
export interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
}

interface RecordFormModalProps<R extends { id: number }> extends FormDialogProps {
  /** The record being edited, or null to add one. */
  record: R | null;
  /** The feature's texts: its 'form.addTitle' and 'form.editTitle'. */
  text: (key: 'form.addTitle' | 'form.editTitle') => string;
  size?: ModalProps['size'];
  /** The form of the record (null: a new one); `onDone` closes the dialog. */
  children: (record: R | null, onDone: () => void) => ReactNode;
}

export function RecordFormModal<R extends { id: number }>(props: RecordFormModalProps<R>) {
  const { opened, onClose, record, text, size, children } = props;
  return (
    <EntityFormModal
      opened={opened}
      title={text(record ? 'form.editTitle' : 'form.addTitle')}
      onClose={onClose}
      size={size}
    >
      <Fragment key={record?.id ?? 'new'}>{children(record, onClose)}</Fragment>
    </EntityFormModal>
  );
}
