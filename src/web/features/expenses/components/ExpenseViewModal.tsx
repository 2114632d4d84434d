/**
 * The view of one entry (docs/product.md#expenses: date, total, cash, online, expense, comment and a print button).
 * Print prints only this card: the page's print styles hide everything else while it is open.
 */
import { Badge, Button, Divider, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { formatDayDate } from '@web/lib/dates';
import type { Expense } from '@shared/expenses.schemas';
import { formatRupees } from '@shared/money';
import { useText } from '@web/i18n';
import classes from './ExpenseViewModal.module.css';
import { expensesText } from '../en';

interface ExpenseViewModalProps {
  entry: Expense | null;
  onClose: () => void;
}

export function ExpenseViewModal({ entry, onClose }: ExpenseViewModalProps) {
  const { t } = useText(expensesText);
  const figure = (label: string, amount: number, testId?: string) => (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {formatRupees(amount)}
      </Text>
    </div>
  );
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry ? t('view.title', { date: formatDayDate(entry.date) }) : ''}
      centered
      classNames={{ content: classes.printable }}
    >
      {entry && (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{formatDayDate(entry.date)}</Text>
            {entry.holiday === 1 && (
              <Badge color="grape" variant="light">
                {t('row.holiday')}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
            {figure(t('view.total'), entry.total)}
            {figure(t('view.cash'), entry.cash)}
            {figure(t('view.online'), entry.online)}
            {figure(t('view.expense'), entry.expense)}
            {figure(t('view.expenseOnline'), entry.expense_online)}
            {figure(t('view.opening'), entry.cash1)}
          </SimpleGrid>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{t('view.closing')}</Text>
            <Text fw={800} fz="lg" c={entry.closing < 0 ? 'red.9' : undefined}>
              {formatRupees(entry.closing)}
            </Text>
          </Group>
          <Divider />
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('view.comment')}
            </Text>
            <Text className={classes.comment}>{entry.comment || t('view.noComment')}</Text>
          </div>
          <Text size="xs" c="dimmed">
            {t('view.addedBy', { name: entry.user.name })}
          </Text>
          <Group justify="flex-end" gap="sm" className={classes.noPrint}>
            <Button variant="default" onClick={onClose}>
              {t('view.close')}
            </Button>
            <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
              {t('view.print')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
