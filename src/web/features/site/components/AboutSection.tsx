/** About the salon (#about, docs/product.md#overview, #home): who we are and how we work. */
import { Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { HeroArt } from './HeroArt';
import { MARKETING_PRICES } from './home-content';
import { Eyebrow } from '@web/components/Eyebrow';
import sections from './HomeSection.module.css';
import classes from './AboutSection.module.css';
import { homeText } from './home-en';

const POINTS = ['about.point.stylists', 'about.point.prices', 'about.point.everyone'] as const;

export function AboutSection() {
  const { t } = useText(homeText);

  return (
    <section id="about" className={sections.section} aria-labelledby="about-title">
      <Container size="xl">
        <div className={classes.grid}>
          <div className={classes.artFrame}>
            <HeroArt className={classes.art} label={t('about.artLabel')} />
            <div className={classes.badge} aria-hidden>
              <Text size="xs" c="dimmed" fw={600}>
                {t('services.hair.name')}
              </Text>
              <div className={classes.badgeValue}>
                {t('services.from', { price: formatRupees(MARKETING_PRICES.hair) })}
              </div>
            </div>
          </div>
          <Stack gap="md">
            <Eyebrow>{t('about.eyebrow')}</Eyebrow>
            <Title id="about-title" order={2} className={classes.title}>
              {t('about.title')}
            </Title>
            <Text className={classes.body}>{t('about.p1')}</Text>
            <Text className={classes.body}>{t('about.p2')}</Text>
            <List
              spacing="sm"
              mt="xs"
              icon={
                <ThemeIcon size={24} radius="xl" color="gold.5" c="dark.9" aria-hidden>
                  <IconCheck size={14} stroke={3} />
                </ThemeIcon>
              }
            >
              {POINTS.map((key) => (
                <List.Item key={key}>
                  <Text fw={600} c="dark.7">
                    {t(key)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        </div>
      </Container>
    </section>
  );
}
