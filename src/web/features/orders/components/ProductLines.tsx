/** The invoice's products (docs/product.md#add-product: name, price, comment), each with a discount. */
import { useState } from 'react';
import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import type { ProductInput } from '@shared/appointments.schemas';
import { formatRupees, paiseToRupees } from '@shared/money';
import { lineTotalPaise } from '@shared/order-arithmetic';
import { AddProductModal } from '@web/components/product-form/AddProductModal';
import { productPriced, type InvoiceProblems, type InvoiceProductLine } from '../invoice-form';
import { quickInvoiceText } from '../invoice-en';

interface ProductLinesProps {
  lines: InvoiceProductLine[];
  onAdd: (product: ProductInput) => void;
  onChange: (key: string, change: Partial<InvoiceProductLine>) => void;
  onRemove: (key: string) => void;
  problems: InvoiceProblems['products'];
}

export function ProductLines({ lines, onAdd, onChange, onRemove, problems }: ProductLinesProps) {
  const { t } = useText(quickInvoiceText);
  const messageText = useMessageText();
  const [isAdding, setAdding] = useState(false);

  return (
    <Stack gap="sm">
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('products.empty')}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t('products.title')}>
          {lines.map((line) => (
            <Paper
              key={line.key}
              withBorder
              radius="md"
              p="sm"
              role="listitem"
              data-testid="invoice-product"
              data-error-anchor
            >
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={600} size="sm" lineClamp={2}>
                    {line.name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {formatRupees(paiseToRupees(line.pricePaise))}
                    {line.comment ? ` · ${line.comment}` : ''}
                  </Text>
                </div>
                <NumberInput
                  aria-label={t('products.discount')}
                  placeholder={t('products.discount')}
                  leftSection={<Text size="xs">₹</Text>}
                  w={110}
                  min={0}
                  decimalScale={2}
                  allowNegative={false}
                  hideControls
                  inputMode="decimal"
                  size="xs"
                  value={line.discount}
                  onChange={(value) => onChange(line.key, { discount: value })}
                  error={messageText(problems[line.key]?.discount)}
                />
                <Text fw={700} size="sm" miw={70} ta="right" pt={4}>
                  {formatRupees(paiseToRupees(lineTotalPaise(productPriced(line))))}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={40}
                  aria-label={t('products.remove', { name: line.name })}
                  onClick={() => onRemove(line.key)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('products.add')}
        </Button>
      </Group>
      <AddProductModal opened={isAdding} onClose={() => setAdding(false)} onAdd={onAdd} />
    </Stack>
  );
}
