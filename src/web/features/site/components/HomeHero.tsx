/**
 * The hero slider of the home page (docs/product.md#home): four slides, each with View Service (its category) and
 * Get Appointment (the Book Appointment modal). Autoplay every 10 s with a 1 s slide (docs/product.md#constants); it
 * pauses under the pointer, while the keyboard focus is inside and while the tab is hidden, and never starts for
 * visitors who ask for reduced motion (who get no sliding either).
 *
 * CSS animations and a small island (hero.island.ts, docs/architecture.md#fast-public-pages) rather than a carousel
 * library, which would weigh more than the rest of the home page. Every slide stays within reach: the arrows and
 * dots, the arrow keys, a swipe, and Tab, which brings the slide holding the focus into view. This component renders
 * the markup only, the same on the server and in the browser; the island moves it.
 */
import { useRef, type CSSProperties } from 'react';
import { Container, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { LinkButton } from '@web/components/LinkButton';
import { IconChevronLeft, IconChevronRight, IconSparkles } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { paths } from '@web/paths';
import { BookButton } from '@web/components/BookButton';
import { useIsland } from '@web/lib/use-island';
import { HERO_IMAGE_SIZE, HERO_SLIDES, HERO_TRANSITION_MS, MARKETING_PRICES, type HeroSlide } from './home-content';
import { heroIsland } from './hero.island';
import classes from './HomeHero.module.css';
import { homeText } from './home-en';

function Slide({ slide, index }: { slide: HeroSlide; index: number }) {
  const { t } = useText(homeText);
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
            <LinkButton to={paths.curlyService(slide.slug)} icon={IconSparkles} size="md" color="gold.4" c="dark.9">
              {t('hero.viewService')}
            </LinkButton>
            <BookButton size="md" variant="white" color="rose">
              {t('hero.getAppointment')}
            </BookButton>
          </Group>
        </Stack>
        {/* A waiting slide's picture is named in data-src and fetched by the island later (hero.island.ts). */}
        <img
          src={isFirst ? slide.image : undefined}
          data-src={isFirst ? undefined : slide.image}
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

/** The carousel's arrows, in the order they stand. */
const CONTROLS = [
  { direction: 'previous', Icon: IconChevronLeft },
  { direction: 'next', Icon: IconChevronRight },
] as const;

/** The markup of the slider, its first slide showing; hero.island.ts moves it. */
export function HomeHero() {
  const { t } = useText(homeText);
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, heroIsland);

  return (
    <section
      className={classes.hero}
      aria-label={t('hero.label')}
      aria-roledescription="carousel"
      style={{ '--hero-transition-duration': `${HERO_TRANSITION_MS}ms` } as CSSProperties}
    >
      <div className={classes.root} ref={rootRef} data-island="hero">
        <div className={classes.controls}>
          {CONTROLS.map(({ direction, Icon }) => (
            <UnstyledButton
              key={direction}
              className={classes.control}
              data-type={direction}
              aria-label={t(`hero.${direction}`)}
            >
              <Icon size={22} aria-hidden />
            </UnstyledButton>
          ))}
        </div>
        <div className={classes.viewport}>
          <div className={classes.track} data-direction="next">
            {HERO_SLIDES.map((slide, index) => (
              <div
                key={slide.key}
                className={classes.frame}
                data-state={index === 0 ? 'current' : 'waiting'}
                role="group"
                aria-roledescription="slide"
                aria-label={t('hero.slideLabel', { index: index + 1, total: HERO_SLIDES.length })}
              >
                <Slide slide={slide} index={index} />
              </div>
            ))}
          </div>
        </div>
        <div className={classes.indicators}>
          {HERO_SLIDES.map((slide, index) => (
            <UnstyledButton
              key={slide.key}
              className={classes.indicator}
              data-active={index === 0 || undefined}
              aria-hidden
              tabIndex={-1}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
