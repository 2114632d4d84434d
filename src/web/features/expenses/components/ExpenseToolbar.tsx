/**
 * The admin's filters of the cash book (docs/product.md#expenses, #roles): the date range (any length; one month in the
 * picker on a phone) and Show Summary / Hide Summary with the range's summary under it.
 */
import { Anchor, Collapse, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ExpenseListAnswer } from '@shared/expenses.schemas';
import { RangeFilter, type RangeProps } from '@web/components/range-list';
import { useText } from '@web/i18n';
import { ExpenseSummaryPanel } from './ExpenseSummaryPanel';
import { expensesText } from '../en';

interface ExpenseToolbarProps extends RangeProps {
  /** The list's latest page: the whole range's totals and its salaries. */
  latest: ExpenseListAnswer | undefined;
}

export function ExpenseToolbar({ latest, ...range }: ExpenseToolbarProps) {
  const { t } = useText(expensesText);
  const [isSummaryOpen, summary] = useDisclosure(false);
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
        <RangeFilter text={t} {...range} />
        <Anchor component="button" type="button" onClick={summary.toggle} aria-expanded={isSummaryOpen}>
          {isSummaryOpen ? t('summary.hide') : t('summary.show')}
        </Anchor>
      </Group>
      <Collapse in={isSummaryOpen}>
        <ExpenseSummaryPanel
          totals={latest?.totals}
          cashSalary={latest?.amount ?? 0}
          onlineSalary={latest?.online_amount ?? 0}
        />
      </Collapse>
    </Stack>
  );
}
