/**
 * A dialog about one record (an appointment to approve, an enquiry, an invoice to cancel): open while there is one,
 * its content made from that record (key it by the record for a fresh form each time) and gone with it. One holding
 * a form (`form`) is the kit's EntityFormModal, the whole screen below 768 px; the others stay a centred dialog.
 */
import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { EntityFormModal } from './EntityFormModal';

interface RecordDialogProps<R> {
  /** The record shown, or null while the dialog is closed. */
  record: R | null;
  /** The same for every record, or made from the one shown. */
  title: string | ((record: R) => string);
  onClose: () => void;
  form?: boolean;
  size?: ModalProps['size'];
  children: (record: R) => ReactNode;
}

export function RecordDialog<R>({ record, title, onClose, form = false, size, children }: RecordDialogProps<R>) {
  const opened = record !== null;
  const heading = typeof title === 'string' ? title : opened ? title(record) : '';
  const content = opened && children(record);
  return form ? (
    <EntityFormModal opened={opened} title={heading} onClose={onClose} size={size}>
      {content}
    </EntityFormModal>
  ) : (
    <Modal opened={opened} onClose={onClose} title={heading} centered size={size}>
      {content}
    </Modal>
  );
}
