/** The account menu itself (see AccountMenu), fetched when its button is first hovered, focused or clicked. */
import type { ComponentType, Ref } from 'react';
import { Box, Menu } from '@mantine/core';
import { IconCalendarEvent, IconLayoutDashboard, IconLock, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { User } from '@shared/accounts.schemas';
import { useText } from '@web/i18n';
import { useLogout } from '@web/features/accounts';
import { isBackOffice } from '@shared/roles';
import { BACK_OFFICE_HOME, paths } from '@web/paths';
import { AccountSummary } from './AccountSummary';
import { useStartedMenu, type DeferredStart } from './use-deferred';
import classes from './AccountMenu.module.css';
import { layoutText } from '@web/layout/en';

export interface AccountMenuProps {
  user: User;
  variant: 'public' | 'back-office';
  onChangePassword: () => void;
}

interface AccountMenuDropdownProps extends AccountMenuProps {
  start: DeferredStart;
  /** The menu's button, the one AccountMenu showed before this code arrived. */
  Button: ComponentType<Pick<AccountMenuProps, 'user' | 'variant'> & { ref?: Ref<HTMLButtonElement> }>;
}

export function AccountMenuDropdown({ user, variant, onChangePassword, start, Button }: AccountMenuDropdownProps) {
  const { t } = useText(layoutText);
  const logout = useLogout();
  const { targetRef, opened, setOpened } = useStartedMenu(start);
  const isPublic = variant === 'public';

  return (
    // No focus placeholder: Mantine's is a bare div inside role="menu" (axe: aria-required-children); the first
    // item takes the focus instead, as in the WAI-ARIA menu pattern.
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={250}
      withinPortal
      withInitialFocusPlaceholder={false}
      classNames={{ item: classes.item }}
    >
      <Menu.Target>
        <Button user={user} variant={variant} ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={8}>
          <AccountSummary user={user} />
        </Box>
        <Menu.Divider />
        {isPublic && isBackOffice(user) && (
          <Menu.Item component={Link} to={BACK_OFFICE_HOME} leftSection={<IconLayoutDashboard size={16} />}>
            {t('account.goToAdmin')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUser size={16} />}>
          {t('account.profile')}
        </Menu.Item>
        {isPublic && (
          <Menu.Item component={Link} to={paths.myAppointments} leftSection={<IconCalendarEvent size={16} />}>
            {t('account.myAppointments')}
          </Menu.Item>
        )}
        <Menu.Item onClick={onChangePassword} leftSection={<IconLock size={16} />}>
          {t('account.changePassword')}
        </Menu.Item>
        <Menu.Divider />
        {/* Mantine paints a coloured item with shade 6 (3.3:1 on white): the text takes a darker red. */}
        <Menu.Item color="red" c="red.9" onClick={() => void logout()} leftSection={<IconLogout size={16} />}>
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
