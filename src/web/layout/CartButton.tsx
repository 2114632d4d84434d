/** My Room with its item count, read from the mirrored cart (customers only). */
import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import { paths } from '@web/paths';
import { layoutText } from '@web/layout/en';

export function CartButton({ count }: { count: number }) {
  const { t } = useText(layoutText);
  return (
    <Indicator label={count} size={18} color="gold.8" offset={4} disabled={count === 0} zIndex={2}>
      <ActionIcon
        component={Link}
        to={paths.cart}
        variant="light"
        color="rose"
        size={40}
        radius="xl"
        aria-label={t('cart.label', { count })}
      >
        <IconShoppingBag size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
