/**
 * The offers as a carousel (docs/product.md#constants): autoplay every 10 s (paused while hovered or while the focus
 * is on an offer, and off for visitors who ask for reduced motion), about 1 s per scroll, round in a loop, 3 cards per
 * view when there are more than 2 offers else 2, 2 below 1050 px, 1 below 768 px. This component renders the markup
 * only, every offer in a row with the first at the start, drawn as Mantine's carousel was; offer-carousel.island.ts
 * moves it (arrows, dots, arrow keys, swipes and drags, and the focus reaching an offer out of view).
 */
import { useRef } from 'react';
import { AccordionChevron } from '@mantine/core';
import { useText } from '@web/i18n';
import type { Offer } from '@shared/catalogue.schemas';
import { offerExpiry } from '@shared/offer-expiry';
import { CarouselArrows, CarouselDots } from '@web/components/CarouselControls';
import { useIsland } from '@web/lib/use-island';
import { offersPerView } from '../offer-carousel';
import { OfferCard } from './OfferCard';
import { offerCarouselIsland } from './offer-carousel.island';
import classes from './OfferCarousel.module.css';
import { offersText } from '../en';

interface OfferCarouselProps {
  offers: Offer[];
  /** The salon's today, YYYY-MM-DD. */
  today: string;
}

/** Each arrow's icon: Mantine's chevron, turned to point its way. */
const ARROW_ICONS = {
  previous: <AccordionChevron style={{ transform: 'rotate(90deg)' }} />,
  next: <AccordionChevron style={{ transform: 'rotate(-90deg)' }} />,
};

export function OfferCarousel({ offers, today }: OfferCarouselProps) {
  const { t } = useText(offersText);
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, offerCarouselIsland);
  const isMoving = offers.length > 1;

  return (
    <div
      ref={rootRef}
      role="region"
      aria-label={t('carousel.label')}
      className={classes.carousel}
      data-per-view={offersPerView(offers.length)}
      data-island="offer-carousel"
    >
      {isMoving && (
        <CarouselArrows classes={classes} label={(direction) => t(`carousel.${direction}`)} icons={ARROW_ICONS} />
      )}
      <div className={classes.viewport}>
        <div className={classes.track}>
          {offers.map((offer) => (
            <div key={offer.id} className={classes.slide}>
              <OfferCard offer={offer} expiry={offerExpiry(offer.expiry, today)} />
            </div>
          ))}
        </div>
      </div>
      {isMoving && <CarouselDots classes={classes} count={offers.length} />}
    </div>
  );
}
