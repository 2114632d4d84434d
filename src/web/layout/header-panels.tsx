/**
 * What both headers open besides their menus and drawer: the change-password dialog (docs/product.md#header,
 * docs/product.md#back-office-navigation), with its open state.
 */
import { useDisclosure } from '@mantine/hooks';
import type { User } from '@shared/accounts.schemas';
import { ChangePasswordDialog } from '@web/features/accounts';

export function useHeaderPanels() {
  const [isPasswordOpen, passwordModal] = useDisclosure(false);
  return { isPasswordOpen, passwordModal };
}

interface HeaderPanelsProps {
  panels: ReturnType<typeof useHeaderPanels>;
  user: User | null;
}

/** For a signed-in user, the change-password dialog. */
export function HeaderPanels({ panels, user }: HeaderPanelsProps) {
  const { isPasswordOpen, passwordModal } = panels;
  return user && <ChangePasswordDialog opened={isPasswordOpen} onClose={passwordModal.close} />;
}
