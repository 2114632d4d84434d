/** How we keep the studio clean (docs/product.md#home, hygiene text). */
import { Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFlask, IconPackage, IconShieldCheck, IconSparkles } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { HomeSection } from './SectionHeading';
import classes from './HygieneSection.module.css';
import { homeText } from './home-en';
import { Columns } from '@web/components/Columns';

const RULES = [
  { key: 'tools', Icon: IconShieldCheck },
  { key: 'disposables', Icon: IconPackage },
  { key: 'stations', Icon: IconSparkles },
  { key: 'patch', Icon: IconFlask },
] as const;

export function HygieneSection() {
  const { t } = useText(homeText);
  return (
    <HomeSection
      tinted
      id="hygiene-title"
      eyebrow={t('hygiene.eyebrow')}
      title={t('hygiene.title')}
      lead={t('hygiene.text')}
    >
      <Columns cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        {RULES.map(({ key, Icon }) => (
          <Card key={key} className={classes.card}>
            <Stack gap="sm">
              <ThemeIcon size={48} radius="xl" className={classes.icon} aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              <Text className={classes.name} component="h3">
                {t(`hygiene.${key}.title`)}
              </Text>
              <Text size="sm" c="dark.4">
                {t(`hygiene.${key}.text`)}
              </Text>
            </Stack>
          </Card>
        ))}
      </Columns>
    </HomeSection>
  );
}
