/** The delete confirmation of an entry (docs/product.md#expenses, admin): later closings follow on the server. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { cashBookDate } from '@shared/cash-book';
import type { Expense } from '@shared/expenses.schemas';
import { formatRupees } from '@shared/money';
import { useTranslation } from '@web/i18n';
import { useServerText } from '@web/i18n/use-message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useDeleteExpense } from '../api';
// The 'expenses' text, registered as this module loads.
import '../en';

interface DeleteExpenseModalProps {
  entry: Expense | null;
  onClose: () => void;
}

export function DeleteExpenseModal({ entry, onClose }: DeleteExpenseModalProps) {
  const { t } = useTranslation('expenses');
  const serverText = useServerText();
  const deleteExpense = useDeleteExpense();

  function confirm() {
    if (!entry) return;
    deleteExpense.mutate(entry.id, {
      onSuccess: () => {
        onClose();
        notifySuccess(t('toast.deleted'));
      },
      onError: (error) =>
        notifyError(error instanceof ApiError ? serverText(error.displayText) : t('confirm.deleteFailed')),
    });
  }

  return (
    <Modal opened={entry !== null} onClose={onClose} title={t('confirm.deleteTitle')} centered>
      <Stack gap="md">
        <Text>{t('confirm.delete')}</Text>
        {entry && (
          <Text fw={600} size="sm">
            {cashBookDate(entry.date)} · {formatRupees(entry.total)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('confirm.deleteNote')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleteExpense.isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deleteExpense.isPending}>
            {t('confirm.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
