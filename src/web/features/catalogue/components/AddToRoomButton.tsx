/**
 * 'Add to My Room', which reads 'Added to My Room' once the service is in the cart (docs/product.md#services-page).
 * A guest's tap is add-to-room.island.ts's (the button carries what it needs: the text for /login and its address);
 * a signed-in customer's is `onAdd` (useCart), never both (the island explains the rule).
 */
import { useRef } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconShoppingBagPlus } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { cartChangesText } from '@web/lib/cart-en';
import { useIsland } from '@web/lib/use-island';
import { paths } from '@web/paths';
import { inPageLanguage } from '@web/lib/language-links';
import { ISLAND_NAMES } from './island-names';
import { LOGIN_HREF_ATTRIBUTE, LOGIN_TEXT_ATTRIBUTE, addToRoomIsland } from './add-to-room.island';
import { catalogueText } from '../en';

interface AddToRoomButtonProps extends Pick<ButtonProps, 'fullWidth' | 'size'> {
  isInCart: boolean;
  isAdding: boolean;
  onAdd: () => void;
}

export function AddToRoomButton({ isInCart, isAdding, onAdd, fullWidth = true, size = 'sm' }: AddToRoomButtonProps) {
  const { t } = useText(catalogueText);
  const { t: cartText } = useText(cartChangesText);
  const ref = useRef<HTMLButtonElement>(null);
  useIsland(ref, addToRoomIsland);
  const islandData = {
    'data-island': ISLAND_NAMES.addToRoom,
    [LOGIN_TEXT_ATTRIBUTE]: cartText('loginFirst'),
    [LOGIN_HREF_ATTRIBUTE]: inPageLanguage(paths.login),
  };

  // One button whatever the state, so the island stays on the same element.
  return (
    <Button
      ref={ref}
      {...islandData}
      fullWidth={fullWidth}
      size={size}
      {...(isInCart
        ? {
            // A service is added once: the button stays as a statement, and a click does nothing.
            variant: 'light',
            color: 'teal',
            leftSection: <IconCheck size={18} aria-hidden />,
            'aria-disabled': true,
            'data-added': true,
            styles: { root: { cursor: 'default' } },
          }
        : { loading: isAdding, leftSection: <IconShoppingBagPlus size={18} aria-hidden /> })}
      onClick={(event) => {
        if (event.defaultPrevented) return; // the island's (a guest's tap)
        if (isInCart) event.preventDefault();
        else onAdd();
      }}
    >
      {isInCart ? t('service.added') : t('service.add')}
    </Button>
  );
}
