/** The delete confirmation (docs/product.md#salary, #toasts: 'Salary has been deleted!'), admin only. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatRupees } from '@shared/money';
import type { Salary } from '@shared/salary.schemas';
import { useTranslation } from '@web/i18n';
import { useServerText } from '@web/i18n/use-message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useDeleteSalary } from '../api';
import { formatSalaryDate, salaryTotal } from '../salary-text';
import '../en';

export function DeleteSalaryModal({ salary, onClose }: { salary: Salary | null; onClose: () => void }) {
  const { t } = useTranslation('salary');
  const serverText = useServerText();
  const deleteSalary = useDeleteSalary();

  function close() {
    deleteSalary.reset();
    onClose();
  }

  function confirm() {
    if (!salary) return;
    deleteSalary.mutate(salary.id, {
      onSuccess: () => {
        close();
        notifySuccess(t('toast.deleted'));
      },
      onError: (error) => {
        // Gone already (another desk deleted it): say so and show the list as it is.
        if (error instanceof ApiError && error.status === 404) {
          close();
          notifyError(serverText(error.displayText));
        }
      },
    });
  }

  return (
    <Modal opened={salary !== null} onClose={close} title={t('delete.title')} centered>
      <Stack gap="md">
        <Text>{t('delete.question')}</Text>
        {salary && (
          <Text fw={600} size="sm">
            {salary.staff.name} · {formatSalaryDate(salary.date)} · {formatRupees(salaryTotal(salary))}
          </Text>
        )}
        {deleteSalary.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('delete.failed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('delete.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deleteSalary.isPending}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
