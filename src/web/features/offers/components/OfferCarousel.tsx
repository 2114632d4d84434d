/**
 * The offers as a carousel (docs/product.md#constants): autoplay every 10 s (paused while hovered or focused, and off
 * for visitors who ask for reduced motion), about 1 s per scroll, 3 cards per view when there are more than 2 offers
 * else 2, 2 below 1050 px, 1 below 768 px.
 */
import { useMemo } from 'react';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useText } from '@web/i18n';
import type { Offer } from '@shared/catalogue.schemas';
import { offerExpiry } from '@shared/offer-expiry';
import { OFFER_AUTOPLAY_MS, OFFER_SCROLL_DURATION, offersPerView } from '../offer-carousel';
import { OfferCard } from './OfferCard';
import classes from './OfferCarousel.module.css';
import { offersText } from '../en';

interface OfferCarouselProps {
  offers: Offer[];
  /** The salon's today, YYYY-MM-DD. */
  today: string;
}

export function OfferCarousel({ offers, today }: OfferCarouselProps) {
  const { t } = useText(offersText);
  const isMotionReduced = useReducedMotion();
  const perView = offersPerView(offers.length);
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay: OFFER_AUTOPLAY_MS,
        playOnInit: !isMotionReduced,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
      }),
    [isMotionReduced],
  );

  return (
    <Carousel
      aria-label={t('carousel.label')}
      role="region"
      className={classes.carousel}
      classNames={{
        slide: classes.slide,
        control: classes.control,
        indicators: classes.indicators,
        indicator: classes.indicator,
      }}
      data-per-view={perView}
      slideGap="lg"
      controlSize={40}
      withIndicators={offers.length > 1}
      withControls={offers.length > 1}
      plugins={[autoplay]}
      emblaOptions={{ align: 'start', loop: true, duration: isMotionReduced ? 20 : OFFER_SCROLL_DURATION }}
      previousControlProps={{ 'aria-label': t('carousel.previous') }}
      nextControlProps={{ 'aria-label': t('carousel.next') }}
    >
      {offers.map((offer) => (
        <Carousel.Slide key={offer.id}>
          <OfferCard offer={offer} expiry={offerExpiry(offer.expiry, today)} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
