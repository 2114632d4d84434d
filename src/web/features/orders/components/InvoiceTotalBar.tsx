/**
 * The running total on a narrow screen (docs/product.md#quick-invoice: totals, Submit): where the summary card
 * sits below the lines, this bar stays at the bottom of the screen while the form scrolls, with the total, the due and
 * Submit, and settles in its place at the end of the page.
 */
import { Button, Group, Text } from '@mantine/core';
import { useText } from '@web/i18n';
import { formatRupees, paiseToRupees } from '@shared/money';
import type { InvoiceTotals } from '../invoice-form';
import classes from './InvoiceTotalBar.module.css';
import { quickInvoiceText } from '../invoice-en';

interface InvoiceTotalBarProps {
  totals: InvoiceTotals;
  onSubmit: () => void;
  isSubmitting: boolean;
}

export function InvoiceTotalBar({ totals, onSubmit, isSubmitting }: InvoiceTotalBarProps) {
  const { t } = useText(quickInvoiceText);
  return (
    <div className={classes.bar} data-testid="invoice-total-bar">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <div className={classes.figures} aria-live="polite">
          <Text size="xs" c="dimmed" lh={1.2}>
            {t('totals.total')}
          </Text>
          <Text fw={800} fz="xl" lh={1.2} data-testid="invoice-bar-total">
            {formatRupees(paiseToRupees(totals.totalPaise))}
          </Text>
          <Text size="xs" c={totals.duePaise > 0 ? 'red.8' : 'teal.8'} lh={1.3} data-testid="invoice-bar-due">
            {t('totals.barDue', { amount: formatRupees(paiseToRupees(totals.duePaise)) })}
          </Text>
        </div>
        <Button size="md" miw={132} onClick={onSubmit} loading={isSubmitting}>
          {t('submit')}
        </Button>
      </Group>
    </div>
  );
}
