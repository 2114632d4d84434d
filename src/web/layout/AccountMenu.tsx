/**
 * The signed-in user's menu (docs/product.md#header, #back-office-navigation): greeting and name, phone, then
 * the account links. The public header also offers Go to Admin (types 1 and 2) and My Appointments.
 *
 * The button and its menu, hidden until opened, are both in the markup; menu.island.ts opens and closes it.
 */
import { useId, useRef, type ReactNode } from 'react';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import {
  IconCalendarEvent,
  IconChevronDown,
  IconLanguage,
  IconLayoutDashboard,
  IconLock,
  IconLogout,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { User } from '@shared/accounts.schemas';
import { isBackOffice } from '@shared/roles';
import { useText } from '@web/i18n';
import { userImageUrl } from '@web/components/user-image';
import { useLogout } from '@web/features/accounts';
import { useLanguageSwitch } from '@web/lib/language-links';
import { useIsland } from '@web/lib/use-island';
import { BACK_OFFICE_HOME, paths } from '@web/paths';
import { AccountSummary } from './AccountSummary';
import { menuIsland } from './menu.island';
import classes from './AccountMenu.module.css';
import menuClasses from './Menu.module.css';
import { layoutText } from '@web/layout/en';

export interface AccountMenuProps {
  user: User;
  variant: 'public' | 'back-office';
  onChangePassword: () => void;
}

const accountMenuIsland = menuIsland({ opensOnHover: false });

export function AccountMenu({ user, variant, onChangePassword }: AccountMenuProps) {
  const { t } = useText(layoutText);
  const logout = useLogout();
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, accountMenuIsland);
  const menuId = useId();
  const isPublic = variant === 'public';
  const languageSwitch = useLanguageSwitch();

  return (
    <div ref={rootRef} className={`${menuClasses.root} ${classes.root}`} data-island="account-menu">
      <UnstyledButton
        aria-label={t('account.menu')}
        aria-haspopup="menu"
        aria-expanded={false}
        aria-controls={menuId}
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
      <div
        role="menu"
        id={menuId}
        aria-label={t('account.menu')}
        hidden
        data-align="end"
        className={`${menuClasses.menu} ${classes.menu}`}
      >
        <div className={classes.summary}>
          <AccountSummary user={user} />
        </div>
        <hr className={menuClasses.divider} />
        {isPublic && isBackOffice(user) && (
          <MenuLink to={BACK_OFFICE_HOME} icon={IconLayoutDashboard}>
            {t('account.goToAdmin')}
          </MenuLink>
        )}
        <MenuLink to={paths.profile} icon={IconUser}>
          {t('account.profile')}
        </MenuLink>
        {isPublic && (
          <MenuLink to={paths.myAppointments} icon={IconCalendarEvent}>
            {t('account.myAppointments')}
          </MenuLink>
        )}
        <button type="button" role="menuitem" tabIndex={-1} className={menuClasses.item} onClick={onChangePassword}>
          <IconLock size={16} aria-hidden />
          {t('account.changePassword')}
        </button>
        <a
          href={languageSwitch.href}
          onClick={languageSwitch.onClick}
          lang={languageSwitch.lang}
          hrefLang={languageSwitch.lang}
          role="menuitem"
          tabIndex={-1}
          className={menuClasses.item}
        >
          <IconLanguage size={16} aria-hidden />
          {languageSwitch.label}
        </a>
        <hr className={menuClasses.divider} />
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={menuClasses.item}
          data-danger
          onClick={() => void logout()}
        >
          <IconLogout size={16} aria-hidden />
          {t('account.logout')}
        </button>
      </div>
    </div>
  );
}

function MenuLink({ to, icon: ItemIcon, children }: { to: string; icon: Icon; children: ReactNode }) {
  return (
    <Link to={to} role="menuitem" tabIndex={-1} className={menuClasses.item}>
      <ItemIcon size={16} aria-hidden />
      {children}
    </Link>
  );
}
