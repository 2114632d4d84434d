/**
 * The order list's columns (docs/product.md#order-list, #roles): #, Bill Date, Customer, Services, Staff and Total for
 * everyone; the admin also has Payment, Due ('Paid', or the due with a Pay button that opens Pending Payment) and
 * Actions (view, print and share of the receipt).
 */
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatRupees } from '@shared/money';
import { orderItemsOf, type Order } from '@shared/orders.schemas';
import type { DataColumn } from '@web/components/back-office/DataTable';
import { RowActions } from '@web/components/back-office/RowActions';
import { NameCell } from '@web/components/back-office/NameCell';
import { useText } from '@web/i18n';
import { paths } from '@web/paths';
import { billDateParts, printReceiptPath, staffNamesOf } from '../order-text';
import { useShareLink } from '../use-share-link';
import classes from './order-columns.module.css';
import { ordersText } from '../en';

interface OrderColumnsOptions {
  admin: boolean;
  /** The list's number of the page's first order, less one. */
  firstNumber: number;
  onPay: (order: Order) => void;
}

export function useOrderColumns({ admin, firstNumber, onPay }: OrderColumnsOptions): DataColumn<Order>[] {
  const { t } = useText(ordersText);
  const shareLink = useShareLink();
  const everyone: DataColumn<Order>[] = [
    { key: 'number', header: t('column.number'), kind: 'lead', cell: (_, index) => firstNumber + index + 1 },
    {
      key: 'billDate',
      header: t('column.billDate'),
      nowrap: true,
      cell: (order) => {
        const billDate = billDateParts(order.bill_date);
        return (
          <div>
            <Text size="sm">{billDate.day}</Text>
            <Text size="xs" c="dimmed">
              {billDate.time}
            </Text>
          </div>
        );
      },
    },
    {
      key: 'customer',
      header: t('column.customer'),
      kind: 'title',
      cell: (order) => (
        <>
          <NameCell>{order.cust.name}</NameCell>
          <Text size="xs" c="dimmed">
            {order.cust.phone}
          </Text>
        </>
      ),
    },
    {
      key: 'services',
      header: t('column.services'),
      kind: 'block',
      cell: (order) => {
        const items = orderItemsOf(order);
        return (
          <Stack gap={2} className={classes.items}>
            {items.services.map((line, index) => (
              <Text size="sm" key={`s${index}`}>
                {line.qty > 1 ? t('row.quantity', { name: line.services.name, qty: line.qty }) : line.services.name}
              </Text>
            ))}
            {items.products.map((line, index) => (
              <Text size="xs" c="dimmed" key={`p${index}`}>
                {t('row.product', { name: line.name })}
              </Text>
            ))}
          </Stack>
        );
      },
    },
    {
      key: 'staff',
      header: t('column.staff'),
      cell: (order) => (
        <Text size="sm" className={classes.names}>
          {staffNamesOf(orderItemsOf(order)).join(', ')}
        </Text>
      ),
    },
    {
      key: 'total',
      header: t('column.total'),
      nowrap: true,
      cell: (order) => (
        <Text size="sm" fw={700}>
          {formatRupees(order.total_amount)}
        </Text>
      ),
    },
  ];
  if (!admin) return everyone;
  return [
    ...everyone,
    {
      key: 'payment',
      header: t('column.payment'),
      nowrap: true,
      cell: (order) => (
        <div>
          <Text size="xs">{t('row.cash', { amount: formatRupees(order.cash) })}</Text>
          <Text size="xs">{t('row.online', { amount: formatRupees(order.online) })}</Text>
        </div>
      ),
    },
    {
      key: 'due',
      header: t('column.due'),
      nowrap: true,
      cell: (order) =>
        order.due === 0 ? (
          <Badge color="teal" variant="light">
            {t('row.paid')}
          </Badge>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={700} c="red.9">
              {formatRupees(order.due)}
            </Text>
            <Button
              size="compact-sm"
              onClick={() => onPay(order)}
              aria-label={t('row.payLabel', { amount: formatRupees(order.due), name: order.cust.name })}
            >
              {t('row.pay')}
            </Button>
          </Group>
        ),
    },
    {
      key: 'actions',
      header: t('column.actions'),
      kind: 'actions',
      cell: (order) => {
        const name = order.cust.name;
        // No share when the customer's phone cannot be a WhatsApp number (docs/product.md#whatsapp-messages).
        const share = shareLink(order);
        return (
          <RowActions
            actions={[
              { kind: 'view', label: t('row.view', { name }), to: paths.billing(order.uid) },
              { kind: 'print', label: t('row.print', { name }), href: printReceiptPath(order.uid) },
              ...(share ? [{ kind: 'share' as const, label: t('row.share', { name }), href: share }] : []),
            ]}
          />
        );
      },
    },
  ];
}
