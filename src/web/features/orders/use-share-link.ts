/**
 * Share a receipt (docs/product.md#receipt): a chat-app link to the customer's number whose text names the
 * salon, the total and the receipt's address.
 */
import { useCallback } from 'react';
import type { Order } from '@shared/orders.schemas';
import { formatRupees } from '@shared/money';
import { useText } from '@web/i18n';
import { useSalonSettings } from '@web/lib/salon-settings';
import { receiptUrl, whatsAppLink } from './order-text';
import { ordersText } from './en';

export type ShareableOrder = Pick<Order, 'uid' | 'cust' | 'total_amount'>;

export function useShareLink(): (order: ShareableOrder) => string {
  const { t } = useText(ordersText);
  const { settings } = useSalonSettings();
  const salon = settings?.name ?? '';
  return useCallback(
    (order) =>
      whatsAppLink(
        order.cust.phone,
        t('receipt.shareText', {
          name: order.cust.name,
          salon,
          total: formatRupees(order.total_amount),
          url: receiptUrl(order.uid),
        }),
      ),
    [t, salon],
  );
}
