/**
 * The hero slider of the home page (document 1 §2 Home): four slides, each with View Service (its category) and
 * Get Appointment. Autoplay every 10 s with about a 1 s transition (§9); it pauses under the pointer or keyboard
 * focus, and never starts for visitors who ask for reduced motion.
 */
import '@mantine/carousel/styles.css';
import { useState } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Carousel } from '@mantine/carousel';
import { IconCalendarEvent, IconChevronLeft, IconChevronRight, IconSparkles } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../../shared/money';
import { paths } from '../../../paths';
import {
  HERO_AUTOPLAY_MS,
  HERO_EMBLA_DURATION,
  HERO_IMAGE_SIZE,
  HERO_SLIDES,
  MARKETING_PRICES,
  type HeroSlide,
} from './home-content';
import classes from './HomeHero.module.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function Slide({ slide, index }: { slide: HeroSlide; index: number }) {
  const { t } = useTranslation('home');
  const isFirst = index === 0;
  return (
    <div className={classes.slide} data-tone={slide.key}>
      <Container size="xl" className={classes.inner}>
        <Stack gap="md" className={classes.copy}>
          <Text className={classes.eyebrow}>{t(`hero.${slide.key}.eyebrow`)}</Text>
          <Title order={2} className={classes.title}>
            {t(`hero.${slide.key}.title`)}
          </Title>
          <Text className={classes.text}>
            {t(`hero.${slide.key}.text`, { price: formatRupees(MARKETING_PRICES[slide.price]) })}
          </Text>
          <Group gap="sm" mt="xs">
            <Button
              component={Link}
              to={paths.curlyService(slide.slug)}
              size="md"
              color="gold.4"
              c="dark.9"
              leftSection={<IconSparkles size={18} aria-hidden />}
            >
              {t('hero.viewService')}
            </Button>
            <Button
              component={Link}
              to={paths.services}
              size="md"
              variant="white"
              color="rose"
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
            >
              {t('hero.getAppointment')}
            </Button>
          </Group>
        </Stack>
        <img
          src={slide.image}
          alt={t(`hero.${slide.key}.alt`)}
          width={HERO_IMAGE_SIZE}
          height={HERO_IMAGE_SIZE}
          className={classes.art}
          loading={isFirst ? 'eager' : 'lazy'}
          fetchPriority={isFirst ? 'high' : 'auto'}
          decoding={isFirst ? 'sync' : 'async'}
        />
      </Container>
    </div>
  );
}

export function HomeHero() {
  const { t } = useTranslation('home');
  const [isReducedMotion] = useState(prefersReducedMotion);
  const [autoplay] = useState(() =>
    Autoplay({
      delay: HERO_AUTOPLAY_MS,
      playOnInit: !isReducedMotion,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  );

  return (
    <section className={classes.hero} aria-label={t('hero.label')} aria-roledescription="carousel">
      <Carousel
        withIndicators
        plugins={[autoplay]}
        emblaOptions={{ loop: true, duration: isReducedMotion ? 0 : HERO_EMBLA_DURATION }}
        previousControlProps={{ 'aria-label': t('hero.previous') }}
        nextControlProps={{ 'aria-label': t('hero.next') }}
        previousControlIcon={<IconChevronLeft size={22} aria-hidden />}
        nextControlIcon={<IconChevronRight size={22} aria-hidden />}
        controlsOffset="lg"
        classNames={{
          controls: classes.controls,
          control: classes.control,
          indicators: classes.indicators,
          indicator: classes.indicator,
        }}
      >
        {HERO_SLIDES.map((slide, index) => (
          <Carousel.Slide
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={t('hero.slideLabel', { index: index + 1, total: HERO_SLIDES.length })}
          >
            <Slide slide={slide} index={index} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}
