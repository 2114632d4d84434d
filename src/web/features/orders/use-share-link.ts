/**
 * Share a receipt (docs/product.md#receipt): a chat-app link to the customer's number whose text names the
 * salon, the total and the receipt's address.
 */
import { useCallback } from 'react';
import type { Order } from '@shared/orders.schemas';
import { formatRupees } from '@shared/money';
import { useTranslation } from '@web/i18n';
import { useSalonSettings } from '@web/lib/salon-settings';
import { receiptUrl, whatsAppLink } from './order-text';
// The 'orders' text, registered as this module loads.
import './en';

export type ShareableOrder = Pick<Order, 'uid' | 'cust' | 'total_amount'>;

export function useShareLink(): (order: ShareableOrder) => string {
  const { t } = useTranslation('orders');
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
