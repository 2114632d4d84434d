/**
 * The frame of both headers (docs/product.md#header, docs/product.md#back-office-navigation): the brand, the link bar
 * from `wideFrom` up, the header's actions, the drawer's burger below that width, and for a signed-in user the
 * change-password dialog that the account menu and the drawer open.
 */
import type { ReactNode } from 'react';
import { Box, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { User } from '@shared/accounts.schemas';
import { BrandLink } from '@web/components/BrandLink';
import { ChangePasswordDialog } from '@web/features/accounts';
import { useText } from '@web/i18n';
import { DesktopNav } from './DesktopNav';
import { MobileNavDrawer } from './MobileNavDrawer';
import type { NavEntry } from './nav-entries';
import classes from './Header.module.css';
import { layoutText } from '@web/layout/en';

/** Each header's link bar: its name, and the width from which it shows instead of the burger. */
const BARS = {
  public: { label: 'nav.mainLabel', wideFrom: 'md' },
  'back-office': { label: 'nav.backOfficeLabel', wideFrom: 'lg' },
} as const;

interface HeaderFrameProps {
  variant: keyof typeof BARS;
  user: User | null;
  /** The link bar's entries; the drawer's where they differ. */
  entries: NavEntry[];
  drawerEntries?: NavEntry[];
  /** The actions before the burger; `onChangePassword` opens the change-password dialog. */
  actions: (onChangePassword: () => void) => ReactNode;
}

export function HeaderFrame(props: HeaderFrameProps) {
  const { variant, user, entries, drawerEntries = entries, actions } = props;
  const { t } = useText(layoutText);
  const { label, wideFrom } = BARS[variant];
  const [isPasswordOpen, passwordModal] = useDisclosure(false);
  const isBackOffice = variant === 'back-office';
  return (
    <Box component="header" className={isBackOffice ? `${classes.header} ${classes.backOffice}` : classes.header}>
      <Container size="xl" className={classes.bar}>
        <BrandLink inverted={isBackOffice} />
        <DesktopNav entries={entries} label={t(label)} visibleFrom={wideFrom} />
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          {actions(passwordModal.open)}
          <MobileNavDrawer
            hiddenFrom={wideFrom}
            entries={drawerEntries}
            user={user}
            variant={variant}
            onChangePassword={passwordModal.open}
          />
        </Group>
      </Container>
      {user && <ChangePasswordDialog opened={isPasswordOpen} onClose={passwordModal.close} />}
    </Box>
  );
}
