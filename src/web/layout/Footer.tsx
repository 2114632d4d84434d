/**
 * The public footer (docs/product.md#footer): about, contact details, social links, app install, the map with
 * directions, a Book An Appointment button and the copyright line. Every contact detail comes from the settings.
 * Markup only: the links are plain links, the map is our drawing until its island loads OpenStreetMap's embed over
 * it (FooterMap), and Get Direction's click is an island (DirectionsButton), so the footer works as the server sent it.
 */
import { Anchor, Box, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile, IconDirections } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import { salonToday } from '@shared/salon-time';
import { BookButton } from '@web/components/BookButton';
import { LinkButton } from '@web/components/LinkButton';
import { useSalonSettings, useSalonTimeZone } from '@web/lib/salon-settings';
import { paths } from '@web/paths';
import { DirectionsButton } from './DirectionsButton';
import { FooterContact } from './FooterContact';
import { FooterMap } from './FooterMap';
import { SocialLinks } from './SocialLinks';
import classes from './Footer.module.css';
import { layoutText } from '@web/layout/en';
import { Columns } from '@web/components/Columns';

export function Footer() {
  const { t } = useText(layoutText);
  const { settings, isLoading } = useSalonSettings();
  const timeZone = useSalonTimeZone();
  const year = salonToday(timeZone).slice(0, 4);
  const address = settings ? [settings.address, settings.city].filter(Boolean).join(', ') : '';

  return (
    <Box component="footer" className={classes.footer}>
      <Box className={classes.cta}>
        <Container size="xl">
          <Group justify="space-between" gap="md" py="lg">
            <div>
              <Title order={2} className={classes.ctaTitle}>
                {t('footer.ctaTitle')}
              </Title>
              <Text c="rose.1" size="sm">
                {t('footer.ctaText')}
              </Text>
            </div>
            <BookButton color="gold.4" c="dark.9" size="md">
              {t('footer.book')}
            </BookButton>
          </Group>
        </Container>
      </Box>

      <Container size="xl" py={48}>
        <Columns cols={{ base: 1, sm: 2, lg: 4 }} spacing={40}>
          <FooterColumn title={t('footer.aboutTitle')}>
            <Text size="sm" className={classes.muted}>
              {t('footer.aboutText')}
            </Text>
            <Anchor component={Link} to={paths.about} className={classes.link} size="sm" fw={600}>
              {t('nav.about')}
            </Anchor>
            {settings && <SocialLinks social={settings.social} />}
          </FooterColumn>

          <FooterColumn title={t('footer.contactTitle')}>
            {isLoading ? <Skeleton height={90} radius="md" /> : settings && <FooterContact settings={settings} />}
          </FooterColumn>

          <FooterColumn title={t('footer.appTitle')}>
            <Text size="sm" className={classes.muted}>
              {t('footer.appText')}
            </Text>
            <Group gap="xs">
              {(['footer.android', 'footer.iphone'] as const).map((platform) => (
                <LinkButton
                  key={platform}
                  to={paths.installation}
                  icon={IconDeviceMobile}
                  iconSize={16}
                  variant="outline"
                  color="gold.3"
                  size="xs"
                >
                  {t(platform)}
                </LinkButton>
              ))}
            </Group>
          </FooterColumn>

          <FooterColumn title={t('footer.findUs')}>
            <FooterMap
              // A new point is a new frame: the island names the frame's address once.
              key={settings ? `${settings.map.latitude},${settings.map.longitude}` : 'drawn'}
              label={t('footer.mapLabel', { address })}
              pinLabel={settings?.name ?? ''}
              point={settings?.map}
              frameTitle={t('footer.mapFrameTitle')}
              openLabel={t('footer.openInMaps')}
            />
            {address && (
              <Text size="xs" className={classes.muted}>
                {address}
              </Text>
            )}
            <DirectionsButton
              variant="white"
              color="rose"
              size="xs"
              leftSection={<IconDirections size={16} aria-hidden />}
            >
              {t('directions.link')}
            </DirectionsButton>
          </FooterColumn>
        </Columns>
      </Container>

      <Box className={classes.bottom}>
        <Container size="xl" py="md">
          <Text size="xs" ta="center" className={classes.muted}>
            {t('footer.copyright', { year, name: settings?.name ?? '' })}
          </Text>
        </Container>
      </Box>
    </Box>
  );
}

/** One titled column of the footer grid. */
function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} className={classes.heading}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
