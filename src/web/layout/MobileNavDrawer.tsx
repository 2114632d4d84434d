/**
 * The header's burger and its drawer (docs/product.md#header, docs/product.md#back-office-navigation): every
 * navigation entry of the header, then the account block. Both are in the markup, the drawer a <dialog> (opened as
 * a modal popover) that stays closed until the burger opens it, so its links work before any script; drawer.island.ts opens and closes it, on a
 * guest's document and in the app alike.
 */
import {
  AccordionChevron,
  Box,
  Button,
  CloseButton,
  Stack,
  UnstyledButton,
  type MantineBreakpoint,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconExternalLink,
  IconLanguage,
  IconLayoutDashboard,
  IconLock,
  IconLogout,
  IconShoppingBag,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useId, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useText } from '@web/i18n';
import type { User } from '@shared/accounts.schemas';
import { BrandLink } from '@web/components/BrandLink';
import { useLogout } from '@web/features/accounts';
import { useLanguageSwitch } from '@web/lib/language-links';
import { useIsland } from '@web/lib/use-island';
import { isCustomer, isBackOffice } from '@shared/roles';
import { BACK_OFFICE_HOME, paths } from '@web/paths';
import { AccountSummary } from './AccountSummary';
import { LiveCount } from './DesktopNav';
import { CLOSES_DRAWER_ATTRIBUTE, drawerIsland } from './drawer.island';
import type { NavEntry } from './nav-entries';
import classes from './Drawer.module.css';
import headerClasses from './Header.module.css';
import { layoutText } from '@web/layout/en';

interface MobileNavDrawerProps {
  entries: NavEntry[];
  user: User | null;
  variant: 'public' | 'back-office';
  /** From this width up the header shows its link bar and no burger. */
  hiddenFrom: MantineBreakpoint;
  onChangePassword: () => void;
}

const closesDrawer = { [CLOSES_DRAWER_ATTRIBUTE]: '' };

export function MobileNavDrawer({ entries, user, variant, hiddenFrom, onChangePassword }: MobileNavDrawerProps) {
  const { t } = useText(layoutText);
  const { pathname } = useLocation();
  const logout = useLogout();
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, drawerIsland);
  const dialogId = useId();
  const titleId = useId();
  const isPublic = variant === 'public';
  const languageSwitch = useLanguageSwitch();

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
        <a key={entry.key} href={entry.href} target="_blank" rel="noopener noreferrer" className={classes.item}>
          <ItemLabel label={entry.label} right={<IconExternalLink size={14} aria-hidden />} />
        </a>
      );
    }
    return (
      <Link
        key={entry.key}
        to={entry.to ?? paths.home}
        aria-current={entry.to === pathname ? 'page' : undefined}
        data-live={entry.liveCount ? 'true' : undefined}
        className={entry.liveCount ? `${classes.item} ${headerClasses.live}` : classes.item}
      >
        <ItemLabel label={entry.label} right={entry.liveCount ? <LiveCount count={entry.liveCount} /> : undefined} />
      </Link>
    );
  };

  return (
    <div ref={rootRef} className={classes.root} data-island="drawer">
      <UnstyledButton
        hiddenFrom={hiddenFrom}
        className={classes.burger}
        data-inverted={variant === 'back-office' || undefined}
        aria-label={t('nav.open')}
        aria-expanded={false}
        aria-controls={dialogId}
      >
        <span className={classes.lines} aria-hidden />
      </UnstyledButton>
      {/* A modal popover (lib/modal-popover.ts): the top layer and a backdrop without making the page inert. */}
      <dialog id={dialogId} aria-labelledby={titleId} aria-modal="true" popover="auto" className={classes.drawer}>
        <div className={classes.panel}>
          <div className={classes.header}>
            <h2 id={titleId} className={classes.title}>
              <BrandLink />
            </h2>
            <CloseButton aria-label={t('nav.close')} {...closesDrawer} />
          </div>
          <div className={classes.body}>
            <nav aria-label={t('nav.mobileLabel')}>{entries.map(link)}</nav>
            <hr className={classes.divider} />
            <a
              href={languageSwitch.href}
              onClick={languageSwitch.onClick}
              lang={languageSwitch.lang}
              hrefLang={languageSwitch.lang}
              className={classes.item}
            >
              <ItemLabel label={languageSwitch.label} left={<IconLanguage size={16} />} />
            </a>
            <hr className={classes.divider} />
            {user ? (
              <Stack gap={4}>
                <Box px="sm" pb="xs">
                  <AccountSummary user={user} />
                </Box>
                {isPublic && isCustomer(user) && (
                  <AccountLink to={paths.cart} label={t('cart.myRoom')} icon={IconShoppingBag} />
                )}
                {isPublic && isBackOffice(user) && (
                  <AccountLink to={BACK_OFFICE_HOME} label={t('account.goToAdmin')} icon={IconLayoutDashboard} />
                )}
                <AccountLink to={paths.profile} label={t('account.profile')} icon={IconUser} />
                {isPublic && (
                  <AccountLink to={paths.myAppointments} label={t('account.myAppointments')} icon={IconCalendarEvent} />
                )}
                {/* Signed-in visitors always run the app: these keep their handlers; the island closes the drawer. */}
                <button type="button" className={classes.item} onClick={onChangePassword} {...closesDrawer}>
                  <ItemLabel label={t('account.changePassword')} left={<IconLock size={16} />} />
                </button>
                <button
                  type="button"
                  className={classes.item}
                  data-danger
                  onClick={() => void logout()}
                  {...closesDrawer}
                >
                  <ItemLabel label={t('account.logout')} left={<IconLogout size={16} />} />
                </button>
              </Stack>
            ) : (
              <Stack gap="sm">
                <Button component={Link} to={paths.login} variant="default">
                  {t('account.login')}
                </Button>
                <Button component={Link} to={paths.register}>
                  {t('account.signup')}
                </Button>
              </Stack>
            )}
          </div>
        </div>
      </dialog>
    </div>
  );
}

/** An entry's label, with an icon before it or a section (a chevron, a count, an icon) after it. */
function ItemLabel({ label, left, right }: { label: string; left?: ReactNode; right?: ReactNode }) {
  return (
    <>
      {left && <span className={classes.left}>{left}</span>}
      <span className={classes.label}>
        <span>{label}</span>
      </span>
      {/* The space keeps a count's words apart from the label in the link's name; a flex box draws none. */}
      {right && (
        <>
          {' '}
          <span className={classes.right}>{right}</span>
        </>
      )}
    </>
  );
}

/**
 * A heading that opens its sub-list (Services, Bridal, Nails): a button that says whether its list is open and
 * which list it opens; the list is in the markup, hidden until the island shows it.
 */
function DrawerGroup({ label, children }: { label: string; children: ReactNode }) {
  const listId = useId();
  return (
    <>
      <button type="button" className={classes.item} aria-expanded={false} aria-controls={listId}>
        <ItemLabel label={label} right={<AccordionChevron className={classes.chevron} />} />
      </button>
      <div id={listId} role="group" aria-label={label} hidden className={classes.group}>
        {children}
      </div>
    </>
  );
}

/** One link of the drawer's account part: its page, label and icon. */
function AccountLink({ to, label, icon: Icon }: { to: string; label: string; icon: Icon }) {
  return (
    <Link to={to} className={classes.item}>
      <ItemLabel label={label} left={<Icon size={16} />} />
    </Link>
  );
}
