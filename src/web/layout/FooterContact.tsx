/** Address, phones (tel:), e-mail (mailto:) and opening hours from the salon's settings. */
import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useText } from '@web/i18n';
import type { SalonSettings } from '@shared/site.schemas';
import { mailUrl, telUrl } from './contact-links';
import classes from './Footer.module.css';
import { layoutText } from '@web/layout/en';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="gold" radius="xl" size="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={2} miw={0}>
        <Text size="xs" tt="uppercase" fw={600} c="gold.3" lts={0.6}>
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

export function FooterContact({ settings }: { settings: SalonSettings }) {
  const { t } = useText(layoutText);
  const address = [settings.address, settings.city].filter(Boolean).join(', ');
  return (
    <Stack gap="md">
      {address && (
        <Line icon={<IconMapPin size={16} />} label={t('contact.address')}>
          <Text size="sm" component="address" fs="normal" className={classes.muted}>
            {address}
          </Text>
        </Line>
      )}
      {settings.phones.length > 0 && (
        <Line icon={<IconPhone size={16} />} label={t('contact.phone')}>
          {settings.phones.map((phone) => (
            <Anchor key={phone} href={telUrl(phone)} size="sm" className={classes.link}>
              {phone}
            </Anchor>
          ))}
        </Line>
      )}
      {settings.email && (
        <Line icon={<IconMail size={16} />} label={t('contact.email')}>
          <Anchor
            href={mailUrl(settings.email)}
            size="sm"
            className={classes.link}
            style={{ overflowWrap: 'anywhere' }}
          >
            {settings.email}
          </Anchor>
        </Line>
      )}
      {settings.openingHours && (
        <Line icon={<IconClock size={16} />} label={t('contact.hours')}>
          <Text size="sm" className={classes.muted}>
            {settings.openingHours}
          </Text>
        </Line>
      )}
    </Stack>
  );
}
