/**
 * My Room's lines (document 1 §2 My Room): Service, Quantity (minus and plus; minus at 1 removes the line), Unit
 * Charges, Discount, Total Charges. Below 700 px (document 1 §9) each row reads as a card (RoomTable.module.css);
 * the explicit roles keep it a table for screen readers, which browsers forget once the rows are restyled as blocks.
 */
import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CartLine } from '../../../../shared/cart.schemas';
import { CART_MAX_QUANTITY } from '../../../../shared/constants';
import { formatRupees } from '../../../../shared/money';
import { useTranslation } from '../../../i18n';
import { lineTotal } from '../room-totals';
import classes from './RoomTable.module.css';

interface RoomTableProps {
  lines: readonly CartLine[];
  onQuantity: (serviceId: number, quantity: number) => void;
}

export function RoomTable({ lines, onQuantity }: RoomTableProps) {
  const { t } = useTranslation('cart');
  return (
    <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md" role="table">
      <Table.Thead role="rowgroup">
        <Table.Tr role="row">
          <Table.Th role="columnheader">{t('column.service')}</Table.Th>
          <Table.Th role="columnheader" className={classes.center}>
            {t('column.quantity')}
          </Table.Th>
          <Table.Th role="columnheader" className={classes.number}>
            {t('column.unitCharges')}
          </Table.Th>
          <Table.Th role="columnheader" className={classes.number}>
            {t('column.discount')}
          </Table.Th>
          <Table.Th role="columnheader" className={classes.number}>
            {t('column.totalCharges')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {lines.map((line) => {
          const isLast = line.quantity <= 1;
          return (
            <Table.Tr key={line.id} className={classes.row} role="row">
              <Table.Td role="cell" className={classes.service} data-label={t('column.service')}>
                <Text fw={600} lh={1.3}>
                  {line.name}
                </Text>
              </Table.Td>
              <Table.Td role="cell" className={classes.quantity} data-label={t('column.quantity')}>
                <Group gap={6} wrap="nowrap" justify="center" className={classes.stepper}>
                  <ActionIcon
                    variant="light"
                    color={isLast ? 'red' : 'rose'}
                    radius="xl"
                    size={32}
                    aria-label={t(isLast ? 'quantity.remove' : 'quantity.less', { name: line.name })}
                    onClick={() => onQuantity(line.id, line.quantity - 1)}
                  >
                    {isLast ? <IconTrash size={16} aria-hidden /> : <IconMinus size={16} aria-hidden />}
                  </ActionIcon>
                  <Text
                    component="output"
                    fw={700}
                    w={28}
                    ta="center"
                    aria-label={t('quantity.value', { name: line.name })}
                    aria-live="polite"
                  >
                    {line.quantity}
                  </Text>
                  <ActionIcon
                    variant="light"
                    radius="xl"
                    size={32}
                    aria-label={t('quantity.more', { name: line.name })}
                    disabled={line.quantity >= CART_MAX_QUANTITY}
                    onClick={() => onQuantity(line.id, line.quantity + 1)}
                  >
                    <IconPlus size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
              <Table.Td role="cell" className={classes.number} data-label={t('column.unitCharges')}>
                {formatRupees(line.price)}
              </Table.Td>
              <Table.Td role="cell" className={classes.number} data-label={t('column.discount')}>
                {line.discount > 0 ? `−${formatRupees(line.discount)}` : formatRupees(0)}
              </Table.Td>
              <Table.Td
                role="cell"
                className={`${classes.number} ${classes.lineTotal}`}
                data-label={t('column.totalCharges')}
              >
                {formatRupees(lineTotal(line))}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
