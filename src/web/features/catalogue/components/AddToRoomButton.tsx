/** 'Add to My Room', which reads 'Added to My Room' once the service is in the cart (docs/product.md#services-page). */
import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconShoppingBagPlus } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { catalogueText } from '../en';

interface AddToRoomButtonProps extends Pick<ButtonProps, 'fullWidth' | 'size'> {
  isInCart: boolean;
  isAdding: boolean;
  onAdd: () => void;
}

export function AddToRoomButton({ isInCart, isAdding, onAdd, fullWidth = true, size = 'sm' }: AddToRoomButtonProps) {
  const { t } = useText(catalogueText);
  if (isInCart) {
    // A service is added once: the button stays as a statement, and a click does nothing.
    return (
      <Button
        fullWidth={fullWidth}
        size={size}
        variant="light"
        color="teal"
        leftSection={<IconCheck size={18} aria-hidden />}
        aria-disabled
        data-added
        onClick={(event) => event.preventDefault()}
        styles={{ root: { cursor: 'default' } }}
      >
        {t('service.added')}
      </Button>
    );
  }
  return (
    <Button
      fullWidth={fullWidth}
      size={size}
      loading={isAdding}
      leftSection={<IconShoppingBagPlus size={18} aria-hidden />}
      onClick={onAdd}
    >
      {t('service.add')}
    </Button>
  );
}
