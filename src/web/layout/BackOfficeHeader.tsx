/** The header staff and admin see on every page (docs/product.md#back-office-navigation). */
import { Box, Container, Group } from '@mantine/core';
import { useText } from '@web/i18n';
import type { User } from '@shared/accounts.schemas';
import { BrandLink } from '@web/components/BrandLink';
import { AccountMenu } from './AccountMenu';
import { DesktopNav } from './DesktopNav';
import { HeaderPanels, useHeaderPanels } from './header-panels';
import { MobileNavBurger } from './MobileNavDrawerLoader';
import { useBackOfficeNavEntries } from './nav-entries';
import classes from './Header.module.css';
import { layoutText } from '@web/layout/en';

export function BackOfficeHeader({ user }: { user: User }) {
  const { t } = useText(layoutText);
  const entries = useBackOfficeNavEntries(user);
  const drawerEntries = useBackOfficeNavEntries(user, { forDrawer: true });
  const panels = useHeaderPanels();
  const { isDrawerOpen, drawer, passwordModal } = panels;

  return (
    <Box component="header" className={`${classes.header} ${classes.backOffice}`}>
      <Container size="xl" className={classes.bar}>
        <BrandLink inverted />
        <DesktopNav entries={entries} label={t('nav.backOfficeLabel')} visibleFrom="lg" />
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <AccountMenu user={user} variant="back-office" onChangePassword={passwordModal.open} />
          <MobileNavBurger
            hiddenFrom="lg"
            color="white"
            opened={isDrawerOpen}
            onToggle={drawer.toggle}
            label={t('nav.open')}
          />
        </Group>
      </Container>
      <HeaderPanels panels={panels} entries={drawerEntries} user={user} variant="back-office" />
    </Box>
  );
}
