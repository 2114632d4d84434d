/** The salon's name, tagline and the two ways in: book, or browse the services. */
import { Badge, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../paths';
import { useSalonSettings } from '../api';
import { HeroArt } from './HeroArt';
import classes from './HomeHero.module.css';

export function HomeHero() {
  const { t } = useTranslation('site');
  const { settings, isLoading } = useSalonSettings();

  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="xl" className={classes.inner}>
        <Stack gap="lg" className={classes.copy}>
          <Badge
            variant="white"
            color="rose"
            size="lg"
            radius="xl"
            leftSection={<IconSparkles size={14} aria-hidden />}
          >
            {t('hero.badge')}
          </Badge>
          {isLoading ? (
            <Skeleton height={56} width="80%" radius="md" />
          ) : (
            <Title id="hero-title" order={1} className={classes.title}>
              {settings?.name ?? t('hero.fallbackTitle')}
            </Title>
          )}
          <Text className={classes.tagline}>{settings?.tagline || t('hero.fallbackTagline')}</Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.services}
              size="md"
              color="gold.4"
              c="dark.9"
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
            >
              {t('hero.book')}
            </Button>
            <Button component={Link} to={paths.services} size="md" variant="white" color="rose">
              {t('hero.explore')}
            </Button>
          </Group>
        </Stack>
        <HeroArt className={classes.art} label={t('hero.artLabel')} />
      </Container>
    </section>
  );
}
