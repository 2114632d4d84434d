/**
 * My Room's lines (docs/product.md#my-room): Service, Quantity (minus and plus; minus at 1 removes the line), Unit
 * Charges, Discount, Total Charges. Below 700 px (the spec's mobile breakpoint) each row reads as a card, as every
 * list does (CardTable).
 */
import { nameIn } from '@web/lib/content-language';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CartLine } from '@shared/cart.schemas';
import { CART_MAX_QUANTITY } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { CardTable } from '@web/components/CardTable';
import { useText } from '@web/i18n';
import { lineTotal } from '../room-totals';
import classes from './RoomTable.module.css';
import { cartText } from '../en';

interface RoomTableProps {
  lines: readonly CartLine[];
  onQuantity: (serviceId: number, quantity: number) => void;
}

export function RoomTable({ lines, onQuantity }: RoomTableProps) {
  const { t, language } = useText(cartText);
  return (
    <CardTable className={classes.table} verticalSpacing="sm" horizontalSpacing="md">
      <CardTable.Thead>
        <CardTable.Tr>
          <CardTable.Th>{t('column.service')}</CardTable.Th>
          <CardTable.Th className={classes.center}>{t('column.quantity')}</CardTable.Th>
          <CardTable.Th className={classes.number}>{t('column.unitCharges')}</CardTable.Th>
          <CardTable.Th className={classes.number}>{t('column.discount')}</CardTable.Th>
          <CardTable.Th className={classes.number}>{t('column.totalCharges')}</CardTable.Th>
        </CardTable.Tr>
      </CardTable.Thead>
      <CardTable.Tbody>
        {lines.map((line) => {
          const isLast = line.quantity <= 1;
          return (
            <CardTable.Tr key={line.id}>
              <CardTable.Td kind="title">
                <Text fw={600} lh={1.3}>
                  {nameIn(line, language)}
                </Text>
              </CardTable.Td>
              <CardTable.Td label={t('column.quantity')}>
                <Group gap={6} wrap="nowrap" justify="center">
                  <ActionIcon
                    variant="light"
                    color={isLast ? 'red' : 'rose'}
                    radius="xl"
                    size={32}
                    aria-label={t(isLast ? 'quantity.remove' : 'quantity.less', { name: nameIn(line, language) })}
                    onClick={() => onQuantity(line.id, line.quantity - 1)}
                  >
                    {isLast ? <IconTrash size={16} aria-hidden /> : <IconMinus size={16} aria-hidden />}
                  </ActionIcon>
                  <Text
                    component="output"
                    fw={700}
                    w={28}
                    ta="center"
                    aria-label={t('quantity.value', { name: nameIn(line, language) })}
                    aria-live="polite"
                  >
                    {line.quantity}
                  </Text>
                  <ActionIcon
                    variant="light"
                    radius="xl"
                    size={32}
                    aria-label={t('quantity.more', { name: nameIn(line, language) })}
                    disabled={line.quantity >= CART_MAX_QUANTITY}
                    onClick={() => onQuantity(line.id, line.quantity + 1)}
                  >
                    <IconPlus size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </CardTable.Td>
              <CardTable.Td className={classes.number} label={t('column.unitCharges')}>
                {formatRupees(line.price)}
              </CardTable.Td>
              <CardTable.Td className={classes.number} label={t('column.discount')}>
                {line.discount > 0 ? `−${formatRupees(line.discount)}` : formatRupees(0)}
              </CardTable.Td>
              <CardTable.Td className={`${classes.number} ${classes.lineTotal}`} label={t('column.totalCharges')}>
                {formatRupees(lineTotal(line))}
              </CardTable.Td>
            </CardTable.Tr>
          );
        })}
      </CardTable.Tbody>
    </CardTable>
  );
}
