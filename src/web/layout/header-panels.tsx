/**
 * What both headers open: the burger's drawer and the change-password dialog (docs/product.md#header,
 * docs/product.md#back-office-navigation), each with its open state.
 */
import { useDisclosure } from '@mantine/hooks';
import type { User } from '@shared/accounts.schemas';
import { ChangePasswordDialog } from '@web/features/accounts';
import { MobileNavDrawerLoader } from './MobileNavDrawerLoader';
import type { NavEntry } from './nav-entries';

export function useHeaderPanels() {
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const [isPasswordOpen, passwordModal] = useDisclosure(false);
  return { isDrawerOpen, drawer, isPasswordOpen, passwordModal };
}

interface HeaderPanelsProps {
  panels: ReturnType<typeof useHeaderPanels>;
  entries: NavEntry[];
  user: User | null;
  variant: 'public' | 'back-office';
}

/** The drawer (its code fetched on first use) and, for a signed-in user, the change-password dialog. */
export function HeaderPanels({ panels, entries, user, variant }: HeaderPanelsProps) {
  const { isDrawerOpen, drawer, isPasswordOpen, passwordModal } = panels;
  return (
    <>
      <MobileNavDrawerLoader
        opened={isDrawerOpen}
        onClose={drawer.close}
        entries={entries}
        user={user}
        variant={variant}
        onChangePassword={passwordModal.open}
      />
      {user && <ChangePasswordDialog opened={isPasswordOpen} onClose={passwordModal.close} />}
    </>
  );
}
