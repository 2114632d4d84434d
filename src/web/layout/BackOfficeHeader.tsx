/** The header staff and admin see on every page (docs/product.md#back-office-navigation). */
import type { User } from '@shared/accounts.schemas';
import { AccountMenu } from './AccountMenu';
import { HeaderFrame } from './HeaderFrame';
import { useBackOfficeNavEntries } from './nav-entries';

export function BackOfficeHeader({ user }: { user: User }) {
  const entries = useBackOfficeNavEntries(user);
  const drawerEntries = useBackOfficeNavEntries(user, { forDrawer: true });
  return (
    <HeaderFrame
      variant="back-office"
      user={user}
      entries={entries}
      drawerEntries={drawerEntries}
      actions={(onChangePassword) => (
        <AccountMenu user={user} variant="back-office" onChangePassword={onChangePassword} />
      )}
    />
  );
}
