/**
 * The back office's delete confirmation, with one way of failing (docs/decisions/015-back-office-kit.md): the question,
 * what is about to go, Cancel and Delete. Deleted: the dialog closes and a toast says so (docs/product.md#toasts). Gone
 * already (another desk deleted it, 404): the dialog closes and the server's words say so in a toast, and the list
 * shows what is left. Any other refusal stays in the dialog, in the server's words (or `failedText` when the server was
 * not reached), for another try.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';

interface ConfirmDeleteModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  question: string;
  /** What is about to be deleted, in a line under the question. */
  subject?: ReactNode;
  /** A consequence worth saying (later closings change). */
  note?: string;
  cancelLabel: string;
  confirmLabel: string;
  successText: string;
  failedText: string;
  /** Deletes (a mutation's mutateAsync). */
  onConfirm: () => Promise<unknown>;
}

export function ConfirmDeleteModal(props: ConfirmDeleteModalProps) {
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
      notifySuccess(props.successText);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        close();
        notifyError(messageText(error.displayText, error.displayCode));
      } else {
        setFailure(error instanceof ApiError ? messageText(error.displayText, error.displayCode) : props.failedText);
      }
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <Stack gap="md">
        <Text>{props.question}</Text>
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
            {props.cancelLabel}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={isPending}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
