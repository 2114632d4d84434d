/** The header staff and admin see on every page (docs/product.md#back-office-navigation). */
import { Box, Container, Group } from '@mantine/core';
import { useText } from '@web/i18n';
import type { User } from '@shared/accounts.schemas';
import { BrandLink } from '@web/components/BrandLink';
import { AccountMenu } from './AccountMenu';
import { DesktopNav } from './DesktopNav';
import { HeaderPanels, useHeaderPanels } from './header-panels';
import { MobileNavDrawer } from './MobileNavDrawer';
import { useBackOfficeNavEntries } from './nav-entries';
import classes from './Header.module.css';
import { layoutText } from '@web/layout/en';

export function BackOfficeHeader({ user }: { user: User }) {
  const { t } = useText(layoutText);
  const entries = useBackOfficeNavEntries(user);
  const drawerEntries = useBackOfficeNavEntries(user, { forDrawer: true });
  const panels = useHeaderPanels();
  const { passwordModal } = panels;

  return (
    <Box component="header" className={`${classes.header} ${classes.backOffice}`}>
      <Container size="xl" className={classes.bar}>
        <BrandLink inverted />
        <DesktopNav entries={entries} label={t('nav.backOfficeLabel')} visibleFrom="lg" />
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <AccountMenu user={user} variant="back-office" onChangePassword={passwordModal.open} />
          <MobileNavDrawer
            hiddenFrom="lg"
            entries={drawerEntries}
            user={user}
            variant="back-office"
            onChangePassword={passwordModal.open}
          />
        </Group>
      </Container>
      <HeaderPanels panels={panels} user={user} />
    </Box>
  );
}
