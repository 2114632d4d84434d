/**
 * Share a receipt (docs/product.md#receipt, docs/product.md#whatsapp-messages): a WhatsApp link to the customer's
 * number whose text names the salon, the tax invoice's number when the order has one, the total and the receipt's
 * address, in the language of the page. No link (null) when the customer's phone cannot be a WhatsApp number.
 */
import { useCallback } from 'react';
import type { Order } from '@shared/orders.schemas';
import { formatRupees } from '@shared/money';
import { whatsAppLink } from '@shared/whatsapp';
import { useText } from '@web/i18n';
import { useSalonSettings } from '@web/lib/salon-settings';
import { receiptUrl } from './order-text';
import { ordersText } from './en';

export type ShareableOrder = Pick<Order, 'uid' | 'cust' | 'total_amount' | 'invoice_number'>;

export function useShareLink(): (order: ShareableOrder) => string | null {
  const { t } = useText(ordersText);
  const { settings } = useSalonSettings();
  const salon = settings?.name ?? '';
  return useCallback(
    (order) => {
      const words = {
        name: order.cust.name,
        salon,
        total: formatRupees(order.total_amount),
        url: receiptUrl(order.uid),
      };
      const invoice = order.invoice_number?.trim();
      const text = invoice ? t('receipt.shareTextInvoice', { ...words, invoice }) : t('receipt.shareText', words);
      return whatsAppLink(order.cust.phone, text);
    },
    [t, salon],
  );
}
