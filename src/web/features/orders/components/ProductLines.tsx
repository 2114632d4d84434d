/** The invoice's products (docs/product.md#add-product: name, price, comment), each with a discount. */
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import type { ProductInput } from '@shared/appointments.schemas';
import { formatRupees, paiseToRupees } from '@shared/money';
import { lineTotalPaise } from '@shared/order-arithmetic';
import { AddProductModal } from '@web/components/product-form/AddProductModal';
import { productPriced, type InvoiceProblems, type InvoiceProductLine } from '../invoice-form';
import { InvoiceLineCard, InvoiceLines, LineDiscountInput, RemoveLineButton } from './invoice-lines';
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
      <InvoiceLines lines={lines} label={t('products.title')} empty={t('products.empty')}>
        {(line) => (
          <InvoiceLineCard key={line.key} testId="invoice-product">
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
              <LineDiscountInput
                aria-label={t('products.discount')}
                placeholder={t('products.discount')}
                w={110}
                value={line.discount}
                onChange={(value) => onChange(line.key, { discount: value })}
                error={messageText(problems[line.key]?.discount)}
              />
              <Text fw={700} size="sm" miw={70} ta="right" pt={4}>
                {formatRupees(paiseToRupees(lineTotalPaise(productPriced(line))))}
              </Text>
              <RemoveLineButton label={t('products.remove', { name: line.name })} onClick={() => onRemove(line.key)} />
            </Group>
          </InvoiceLineCard>
        )}
      </InvoiceLines>
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('products.add')}
        </Button>
      </Group>
      <AddProductModal opened={isAdding} onClose={() => setAdding(false)} onAdd={onAdd} />
    </Stack>
  );
}
