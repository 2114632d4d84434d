/**
 * The invoice's payment and live totals (docs/product.md#quick-invoice, #validation-invoice): cash, online or both; the
 * amount inputs stay disabled until a method is chosen and the invoice has items. Amounts in en-IN rupees.
 */
import { Divider, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { formatRupees, paiseToRupees } from '@shared/money';
import type { PaymentMethod } from '@shared/orders.schemas';
import type { InvoiceTotals } from '../invoice-form';
import { quickInvoiceText } from '../invoice-en';

interface InvoiceSummaryProps {
  totals: InvoiceTotals;
  hasItems: boolean;
  method: PaymentMethod | null;
  cash: number | string;
  online: number | string;
  onMethod: (method: PaymentMethod) => void;
  onCash: (value: number | string) => void;
  onOnline: (value: number | string) => void;
  error?: string;
}

function Row({ label, paise, strong }: { label: string; paise: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500} data-testid={`invoice-${label}`}>
        {formatRupees(paiseToRupees(paise))}
      </Text>
    </Group>
  );
}

export function InvoiceSummary(props: InvoiceSummaryProps) {
  const { t } = useText(quickInvoiceText);
  const messageText = useMessageText();
  const canPay = props.hasItems && props.method !== null;
  const amountProps = {
    leftSection: <Text size="sm">₹</Text>,
    min: 0,
    decimalScale: 2,
    allowNegative: false,
    hideControls: true,
    inputMode: 'decimal' as const,
    thousandSeparator: ',',
    thousandsGroupStyle: 'lakh' as const,
  };
  return (
    <Stack gap="sm">
      <Text fw={700}>{t('payment.method')}</Text>
      <SegmentedControl
        fullWidth
        disabled={!props.hasItems}
        value={props.method ?? ''}
        onChange={(value) => props.onMethod(value as PaymentMethod)}
        data={[
          { value: 'cash', label: t('payment.cash') },
          { value: 'online', label: t('payment.online') },
          { value: 'both', label: t('payment.both') },
        ]}
        aria-label={t('payment.method')}
      />
      {!canPay && (
        <Text size="xs" c="dimmed">
          {props.hasItems ? t('payment.hintMethod') : t('payment.hintItems')}
        </Text>
      )}
      <Group grow gap="sm" align="flex-start">
        {(['cash', 'online'] as const).map((part) => {
          // The amount is off while the other method alone is chosen.
          const other = part === 'cash' ? 'online' : 'cash';
          return (
            <NumberInput
              key={part}
              label={t(`payment.${part}Amount`)}
              disabled={!canPay || props.method === other}
              error={Boolean(props.error) && props.method !== other}
              value={props.method === other ? '' : props[part]}
              onChange={part === 'cash' ? props.onCash : props.onOnline}
              {...amountProps}
            />
          );
        })}
      </Group>
      {props.error && (
        <Text size="sm" c="red" role="alert">
          {messageText(props.error)}
        </Text>
      )}
      <Divider my={4} />
      <Row label={t('totals.gross')} paise={props.totals.grossPaise} />
      <Row label={t('totals.discount')} paise={props.totals.discountPaise} />
      {props.totals.taxPaise > 0 && <Row label={t('totals.gst')} paise={props.totals.taxPaise} />}
      <Row label={t('totals.total')} paise={props.totals.totalPaise} strong />
      <Row label={t('totals.paid')} paise={props.totals.paidPaise} />
      <Row label={t('totals.due')} paise={props.totals.duePaise} />
    </Stack>
  );
}
