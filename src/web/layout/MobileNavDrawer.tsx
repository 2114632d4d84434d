/** The burger's drawer: every navigation entry of the header, then the account block. */
import { Box, Button, Divider, Drawer, NavLink as MantineNavLink, ScrollArea, Stack } from '@mantine/core';
import {
  IconCalendarEvent,
  IconExternalLink,
  IconLayoutDashboard,
  IconLock,
  IconLogout,
  IconShoppingBag,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useText } from '@web/i18n';
import type { User } from '@shared/accounts.schemas';
import { BrandLink } from '@web/components/BrandLink';
import { useLogout } from '@web/features/accounts';
import { isCustomer, isBackOffice } from '@shared/roles';
import { BACK_OFFICE_HOME, paths } from '@web/paths';
import { AccountSummary } from './AccountSummary';
import { LiveCount } from './DesktopNav';
import type { NavEntry } from './nav-entries';
import headerClasses from './Header.module.css';
import { layoutText } from '@web/layout/en';

interface MobileNavDrawerProps {
  opened: boolean;
  onClose: () => void;
  entries: NavEntry[];
  user: User | null;
  variant: 'public' | 'back-office';
  onChangePassword: () => void;
}

export function MobileNavDrawer({ opened, onClose, entries, user, variant, onChangePassword }: MobileNavDrawerProps) {
  const { t } = useText(layoutText);
  const { pathname } = useLocation();
  const logout = useLogout();
  const isPublic = variant === 'public';

  const link = (entry: NavEntry) => {
    if (entry.children) {
      return (
        <DrawerGroup key={entry.key} label={entry.label}>
          {entry.children.map(link)}
        </DrawerGroup>
      );
    }
    if (entry.href) {
      return (
        <MantineNavLink
          key={entry.key}
          component="a"
          href={entry.href}
          target="_blank"
          rel="noopener noreferrer"
          label={entry.label}
          rightSection={<IconExternalLink size={14} aria-hidden />}
          onClick={onClose}
        />
      );
    }
    return (
      <MantineNavLink
        key={entry.key}
        component={Link}
        to={entry.to ?? paths.home}
        label={entry.label}
        active={entry.to === pathname}
        onClick={onClose}
        rightSection={entry.liveCount ? <LiveCount count={entry.liveCount} /> : undefined}
        data-live={entry.liveCount ? 'true' : undefined}
        className={entry.liveCount ? headerClasses.live : undefined}
      />
    );
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="min(320px, 88vw)"
      padding="md"
      title={<BrandLink />}
      closeButtonProps={{ 'aria-label': t('nav.close') }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Box component="nav" aria-label={t('nav.mobileLabel')}>
        {entries.map(link)}
      </Box>
      <Divider my="md" />
      {user ? (
        <Stack gap={4}>
          <Box px="sm" pb="xs">
            <AccountSummary user={user} />
          </Box>
          {isPublic && isCustomer(user) && (
            <AccountLink to={paths.cart} label={t('cart.myRoom')} icon={IconShoppingBag} onClick={onClose} />
          )}
          {isPublic && isBackOffice(user) && (
            <AccountLink
              to={BACK_OFFICE_HOME}
              label={t('account.goToAdmin')}
              icon={IconLayoutDashboard}
              onClick={onClose}
            />
          )}
          <AccountLink to={paths.profile} label={t('account.profile')} icon={IconUser} onClick={onClose} />
          {isPublic && (
            <AccountLink
              to={paths.myAppointments}
              label={t('account.myAppointments')}
              icon={IconCalendarEvent}
              onClick={onClose}
            />
          )}
          <MantineNavLink
            component="button"
            label={t('account.changePassword')}
            leftSection={<IconLock size={16} />}
            onClick={() => {
              onClose();
              onChangePassword();
            }}
          />
          <MantineNavLink
            component="button"
            c="red.9"
            label={t('account.logout')}
            leftSection={<IconLogout size={16} />}
            onClick={() => {
              onClose();
              void logout();
            }}
          />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Button component={Link} to={paths.login} variant="default" onClick={onClose}>
            {t('account.login')}
          </Button>
          <Button component={Link} to={paths.register} onClick={onClose}>
            {t('account.signup')}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}

/**
 * A heading that opens its sub-list (Services, Bridal, Nails): a button that says whether its list is open and
 * which list it opens, reachable by Tab (Mantine's NavLink alone renders an anchor without href).
 */
function DrawerGroup({ label, children }: { label: string; children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  return (
    <MantineNavLink
      component="button"
      type="button"
      label={label}
      childrenOffset="md"
      opened={isOpen}
      onChange={setOpen}
      aria-expanded={isOpen}
      aria-controls={listId}
    >
      <div id={listId} role="group" aria-label={label}>
        {children}
      </div>
    </MantineNavLink>
  );
}

/** One link of the drawer's account part: its page, label and icon; following it closes the drawer. */
function AccountLink({
  to,
  label,
  icon: Icon,
  onClick,
}: {
  to: string;
  label: string;
  icon: Icon;
  onClick: () => void;
}) {
  return <MantineNavLink component={Link} to={to} label={label} leftSection={<Icon size={16} />} onClick={onClick} />;
}
