/**
 * A service's price with its discount (docs/product.md#services-page): the price to pay, the price before and the
 * saving. Marked, so the details dialog can show a card's price (service-details.island.ts).
 */
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { useText } from '@web/i18n';
import { formatRupees, paiseToRupees } from '@shared/money';
import { lineTotalPaise, pricedLine } from '@shared/order-arithmetic';
import type { Service } from '@shared/catalogue.schemas';
import { PRICE_ATTRIBUTE } from './service-details.island';
import { catalogueText } from '../en';

export function ServicePrice({ service }: { service: Pick<Service, 'price' | 'discount'> }) {
  const { t } = useText(catalogueText);
  const hasDiscount = service.discount > 0;
  const toPay = paiseToRupees(lineTotalPaise(pricedLine(service)));
  return (
    <Group gap={8} align="baseline" wrap="wrap" {...{ [PRICE_ATTRIBUTE]: '' }}>
      <Text fw={800} fz={22} c="rose.9" ff="heading" lh={1}>
        <VisuallyHidden>{t('service.price')}: </VisuallyHidden>
        {formatRupees(toPay)}
      </Text>
      {hasDiscount && (
        <>
          <Text component="s" c="dimmed" fz="sm" aria-label={t('service.was', { price: formatRupees(service.price) })}>
            {formatRupees(service.price)}
          </Text>
          <Badge color="gold.6" variant="light" radius="sm" size="md" c="gold.9">
            {t('service.discount', { amount: formatRupees(service.discount) })}
          </Badge>
        </>
      )}
    </Group>
  );
}
