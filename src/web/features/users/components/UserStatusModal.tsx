/**
 * The confirmation before a user is activated or deactivated (docs/product.md#user-status: 'Are you sure' / 'Do you
 * want to Change Status'); success says 'Status Updated Sucessfully' (docs/product.md#errors-back-office) and the list
 * refreshes.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { USER_STATUS } from '@shared/constants';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSetUserStatus } from '../api';
import { usersText } from '../en';
import type { UserDialogProps } from './user-columns';

export function UserStatusModal({ user, onClose }: UserDialogProps) {
  const { t } = useText(usersText);
  const messageText = useMessageText();
  const setStatus = useSetUserStatus();
  const isDeactivating = user?.status === USER_STATUS.activated;

  function close() {
    setStatus.reset();
    onClose();
  }

  function confirm() {
    if (!user) return;
    setStatus.mutate(
      { id: user.id, status: isDeactivating ? USER_STATUS.deactivated : USER_STATUS.activated },
      {
        onSuccess: () => {
          close();
          notifySuccess(t('toast.statusUpdated'));
        },
        onError: (error) =>
          notifyError(
            error instanceof ApiError ? messageText(error.displayText, error.displayCode) : t('toast.failed'),
          ),
      },
    );
  }

  return (
    <Modal opened={user !== null} onClose={close} title={t('confirm.title')} centered size="sm">
      <Stack gap="md">
        <Text fw={500}>{t('confirm.question')}</Text>
        {user && (
          <Text size="sm" c="dimmed">
            {isDeactivating ? t('confirm.deactivate', { name: user.name }) : t('confirm.activate', { name: user.name })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('confirm.no')}
          </Button>
          <Button color={isDeactivating ? 'red' : 'teal'} onClick={confirm} loading={setStatus.isPending}>
            {t('confirm.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
