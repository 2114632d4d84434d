/**
 * The back office's delete confirmation, with one way of failing (docs/decisions/015-back-office-kit.md): the question,
 * what is about to go, Cancel and Delete (the kit's words). Deleted: the dialog closes and a toast says so (docs/product.md#toasts). Gone
 * already (another desk deleted it, 404): the dialog closes and the server's words say so in a toast, and the list
 * shows what is left. Any other refusal stays in the dialog, in the server's words (or the feature's 'delete.failed'
 * when the server was not reached), for another try.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { backOfficeText } from './en';

type DeleteTextKey = 'delete.title' | 'delete.question' | 'delete.failed' | 'toast.deleted';

interface ConfirmDeleteModalProps {
  opened: boolean;
  onClose: () => void;
  /** The feature's texts: its 'delete.title', 'delete.question', 'delete.failed' and 'toast.deleted'. */
  text: (key: DeleteTextKey) => string;
  /** What is about to be deleted, in a line under the question. */
  subject?: ReactNode;
  /** A consequence worth saying (later closings change). */
  note?: string;
  /** Deletes (a mutation's mutateAsync). */
  onConfirm: () => Promise<unknown>;
}

export function ConfirmDeleteModal(props: ConfirmDeleteModalProps) {
  const { t } = useText(backOfficeText);
  const { text } = props;
  const messageText = useMessageText();
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    props.onClose();
  }

  async function confirm() {
    setIsPending(true);
    setFailure(null);
    try {
      await props.onConfirm();
      close();
      notifySuccess(text('toast.deleted'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        close();
        notifyError(messageText(error.displayText, error.displayCode));
      } else {
        setFailure(
          error instanceof ApiError ? messageText(error.displayText, error.displayCode) : text('delete.failed'),
        );
      }
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Modal opened={props.opened} onClose={close} title={text('delete.title')} centered>
      <Stack gap="md">
        <Text>{text('delete.question')}</Text>
        {props.subject && (
          <Text fw={600} size="sm">
            {props.subject}
          </Text>
        )}
        {props.note && (
          <Text size="sm" c="dimmed">
            {props.note}
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={isPending}>
            {t('action.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={isPending}>
            {t('action.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
