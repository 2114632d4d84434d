/**
 * The signed-in user's menu (document 1 §2 Header; document 2 §2 Navigation): greeting and name, phone, then
 * the account links. The public header also offers Go to Admin (types 1 and 2) and My Appointments.
 */
import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconCalendarEvent,
  IconChevronDown,
  IconLayoutDashboard,
  IconLock,
  IconLogout,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '../../shared/accounts.schemas';
import { userImageUrl } from '../components/user-image';
import { useLogout } from '../features/accounts/api';
import { isStaffOrAdmin } from '../lib/roles';
import { BACK_OFFICE_HOME, paths } from '../paths';
import { AccountSummary } from './AccountSummary';
import classes from './AccountMenu.module.css';

interface AccountMenuProps {
  user: User;
  variant: 'public' | 'back-office';
  onChangePassword: () => void;
}

export function AccountMenu({ user, variant, onChangePassword }: AccountMenuProps) {
  const { t } = useTranslation('layout');
  const logout = useLogout();
  const isPublic = variant === 'public';

  return (
    <Menu position="bottom-end" width={250} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('account.menu')}
          className={isPublic ? classes.target : `${classes.target} ${classes.inverted}`}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={userImageUrl(user.image)}
              alt={user.name}
              size={34}
              radius="xl"
              imageProps={{ width: 34, height: 34 }}
            />
            <Text size="sm" fw={600} visibleFrom="sm" lineClamp={1} maw={120}>
              {user.name1 || user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={8}>
          <AccountSummary user={user} />
        </Box>
        <Menu.Divider />
        {isPublic && isStaffOrAdmin(user) && (
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
        <Menu.Item color="red" onClick={() => void logout()} leftSection={<IconLogout size={16} />}>
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
