/**
 * The cash book's dialogs, one open at a time: Add and Update Expense, the view of an entry, and for the admin
 * 'Do you want to edit Expense?' (Yes opens Update Expense) and the delete confirmation (later closings follow on
 * the server).
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDayDate } from '@web/lib/dates';
import type { Expense } from '@shared/expenses.schemas';
import { formatRupees } from '@shared/money';
import { ConfirmDeleteModal } from '@web/components/back-office/ConfirmDeleteModal';
import type { RowDialog } from '@web/components/back-office/use-row-dialog';
import { useText } from '@web/i18n';
import { useDeleteExpense } from '../api';
import type { ExpenseDialog } from './expense-columns';
import { ExpenseFormModal } from './ExpenseFormModal';
import { ExpenseViewModal } from './ExpenseViewModal';
import { expensesText } from '../en';

interface ExpenseDialogsProps {
  admin: boolean;
  dialog: RowDialog<ExpenseDialog, Expense>;
}

export function ExpenseDialogs({ admin, dialog }: ExpenseDialogsProps) {
  const { t } = useText(expensesText);
  const deleteExpense = useDeleteExpense();
  const editing = dialog.rowOf('edit');
  const confirmingEdit = dialog.rowOf('confirmEdit');
  const deleting = dialog.rowOf('delete');
  return (
    <>
      <ExpenseFormModal opened={dialog.isAdding || editing !== null} entry={editing} onClose={dialog.close} />
      <ExpenseViewModal entry={dialog.rowOf('view')} onClose={dialog.close} />
      {admin && (
        <>
          <Modal
            opened={confirmingEdit !== null}
            onClose={dialog.close}
            title={t('confirm.editTitle')}
            centered
            size="sm"
          >
            <Stack gap="md">
              <Text>{t('confirm.edit')}</Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={dialog.close}>
                  {t('confirm.no')}
                </Button>
                <Button onClick={() => confirmingEdit && dialog.open('edit', confirmingEdit)}>
                  {t('confirm.yes')}
                </Button>
              </Group>
            </Stack>
          </Modal>
          <ConfirmDeleteModal
            opened={deleting !== null}
            onClose={dialog.close}
            text={t}
            subject={deleting && `${formatDayDate(deleting.date)} · ${formatRupees(deleting.total)}`}
            note={t('delete.note')}
            onConfirm={() => deleteExpense.mutateAsync(deleting!.id)}
          />
        </>
      )}
    </>
  );
}
