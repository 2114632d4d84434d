/** The salon's social pages, only those the settings name. */
import { ActionIcon, Group } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandYoutube } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import type { SalonSettings } from '@shared/site.schemas';
import { layoutText } from '@web/layout/en';

export function SocialLinks({ social }: { social: SalonSettings['social'] }) {
  const { t } = useText(layoutText);
  const links = [
    { url: social.instagram, label: t('social.instagram'), Icon: IconBrandInstagram },
    { url: social.facebook, label: t('social.facebook'), Icon: IconBrandFacebook },
    { url: social.youtube, label: t('social.youtube'), Icon: IconBrandYoutube },
  ].filter((link) => link.url);
  if (links.length === 0) return null;
  return (
    <Group gap="xs">
      {links.map(({ url, label, Icon }) => (
        <ActionIcon
          key={label}
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          variant="outline"
          color="gold.3"
          radius="xl"
          size="lg"
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      ))}
    </Group>
  );
}
