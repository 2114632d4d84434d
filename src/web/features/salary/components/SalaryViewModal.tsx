/** A salary payment in full (docs/product.md#salary, view): date, staff, cash, online, total, comment, who added it. */
import type { ReactNode } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatRupees } from '@shared/money';
import type { Salary } from '@shared/salary.schemas';
import { useText } from '@web/i18n';
import { formatSalaryDate, salaryTotal } from '../salary-text';
import { salaryText } from '../en';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

export function SalaryViewModal({ salary, onClose }: { salary: Salary | null; onClose: () => void }) {
  const { t } = useText(salaryText);
  return (
    <Modal opened={salary !== null} onClose={onClose} title={t('view.title')} centered>
      {salary && (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
            <Figure label={t('view.date')}>{formatSalaryDate(salary.date)}</Figure>
            <Figure label={t('view.staff')}>{salary.staff.name}</Figure>
            <Figure label={t('view.cash')}>{formatRupees(salary.amount)}</Figure>
            <Figure label={t('view.online')}>{formatRupees(salary.online_amount)}</Figure>
            <Figure label={t('view.total')}>{formatRupees(salaryTotal(salary))}</Figure>
            <Figure label={t('view.user')}>{salary.user}</Figure>
          </SimpleGrid>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('view.comment')}
            </Text>
            <Text
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              c={salary.comment ? undefined : 'dimmed'}
            >
              {salary.comment || t('view.noComment')}
            </Text>
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('view.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
