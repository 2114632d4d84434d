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
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { LinkButton } from '@web/components/LinkButton';
import { IconChevronLeft, IconChevronRight, IconSparkles } from '@tabler/icons-react';
import { useLanguage, useText } from '@web/i18n';
import type { SitePhoto } from '@shared/site-photos.schemas';
import { useSalonSettings } from '@web/lib/salon-settings';
import { formatRupees } from '@shared/money';
import { paths } from '@web/paths';
import { BookButton } from '@web/components/BookButton';
import { CarouselArrows, CarouselDots } from '@web/components/CarouselControls';
import { useIsland } from '@web/lib/use-island';
import { HERO_IMAGE_SIZE, HERO_SLIDES, HERO_TRANSITION_MS, MARKETING_PRICES, type HeroSlide } from './home-content';
import { heroIsland } from './hero.island';
import classes from './HomeHero.module.css';
import { homeText } from './home-en';
import { photoAlt, photoSources } from './site-photos';

/** How wide a slide's picture is drawn (HomeHero.module.css, .art), for the photos' `sizes`. */
const HERO_PHOTO_SIZES = '(max-width: 48em) min(62vw, 240px), 460px';

/**
 * A slide: its words, and its picture, the salon's own photo where the admin uploaded one for it, else our drawing
 * (docs/product.md#salon-photos). The first slide's picture comes with the page; a waiting slide's later.
 */
function Slide({ slide, index, photo }: { slide: HeroSlide; index: number; photo: SitePhoto | undefined }) {
  const { t } = useText(homeText);
  const language = useLanguage();
  const isFirst = index === 0;
  const sources = photo ? photoSources(photo) : null;
  const src = sources?.src ?? slide.image;
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
          // A new photo is a new element: the island may have named the old one's files already.
          key={photo?.id ?? slide.key}
          sizes={sources ? HERO_PHOTO_SIZES : undefined}
          srcSet={isFirst ? sources?.srcSet : undefined}
          src={isFirst ? src : undefined}
          data-srcset={isFirst ? undefined : sources?.srcSet}
          data-src={isFirst ? undefined : src}
          alt={photo ? photoAlt(photo, language) : t(`hero.${slide.key}.alt`)}
          width={sources?.width ?? HERO_IMAGE_SIZE}
          height={sources?.height ?? HERO_IMAGE_SIZE}
          className={classes.art}
          data-photo={photo ? '' : undefined}
          loading={isFirst ? 'eager' : 'lazy'}
          fetchPriority={isFirst ? 'high' : 'auto'}
          decoding={isFirst ? 'sync' : 'async'}
        />
      </Container>
    </div>
  );
}

/** The carousel's arrows' icons. */
const ARROW_ICONS = {
  previous: <IconChevronLeft size={22} aria-hidden />,
  next: <IconChevronRight size={22} aria-hidden />,
};

/** The markup of the slider, its first slide showing; hero.island.ts moves it. */
export function HomeHero() {
  const { t } = useText(homeText);
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, heroIsland);
  const photos = useSalonSettings().settings?.photos?.hero ?? [];

  return (
    <section
      className={classes.hero}
      aria-label={t('hero.label')}
      aria-roledescription="carousel"
      style={{ '--hero-transition-duration': `${HERO_TRANSITION_MS}ms` } as CSSProperties}
    >
      <div className={classes.root} ref={rootRef} data-island="hero">
        <CarouselArrows classes={classes} label={(direction) => t(`hero.${direction}`)} icons={ARROW_ICONS} />
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
                <Slide slide={slide} index={index} photo={photos[index]} />
              </div>
            ))}
          </div>
        </div>
        <CarouselDots classes={classes} count={HERO_SLIDES.length} />
      </div>
    </section>
  );
}
