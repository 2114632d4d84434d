/** About the salon (#about, document 1 §1): who we are and the starting prices, in rupees. */
import { Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrush, IconCrown, IconHandFinger, IconScissors } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../../shared/money';
import { STARTING_PRICES } from '../starting-prices';
import classes from './AboutSection.module.css';

const ICONS = { bridal: IconCrown, makeup: IconBrush, nails: IconHandFinger, hair: IconScissors } as const;
const NAMES = {
  bridal: 'about.price.bridal',
  makeup: 'about.price.makeup',
  nails: 'about.price.nails',
  hair: 'about.price.hair',
} as const;

const priceOf = (key: keyof typeof ICONS) => formatRupees(STARTING_PRICES.find((p) => p.key === key)?.rupees ?? 0);

export function AboutSection() {
  const { t } = useTranslation('site');

  return (
    <section id="about" className={classes.section} aria-labelledby="about-title">
      <Container size="xl" py={{ base: 48, sm: 72 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="md">
            <Text className={classes.eyebrow}>{t('about.eyebrow')}</Text>
            <Title id="about-title" order={2} className={classes.title}>
              {t('about.title')}
            </Title>
            <Text c="dark.5">{t('about.p1')}</Text>
            <Text c="dark.5">{t('about.p2')}</Text>
            <Text c="dark.5">
              {t('about.p3', { bridal: priceOf('bridal'), makeup: priceOf('makeup'), hair: priceOf('hair') })}
            </Text>
          </Stack>
          <SimpleGrid cols={2} spacing={{ base: 'xs', sm: 'md' }} className={classes.prices}>
            {STARTING_PRICES.map(({ key, rupees }) => {
              const Icon = ICONS[key];
              return (
                <Card key={key} className={classes.priceCard}>
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon size={44} radius="xl" variant="light" color="rose" aria-hidden>
                      <Icon size={22} />
                    </ThemeIcon>
                    <div>
                      <Text fw={700} ff="heading" size="lg">
                        {t(NAMES[key])}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('about.from', { price: formatRupees(rupees) })}
                      </Text>
                    </div>
                  </Group>
                </Card>
              );
            })}
          </SimpleGrid>
        </SimpleGrid>
      </Container>
    </section>
  );
}
