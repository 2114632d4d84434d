/**
 * The offers as a carousel (docs/product.md#constants): autoplay every 10 s (paused while hovered or while the focus
 * is on an offer, and off for visitors who ask for reduced motion), about 1 s per scroll, round in a loop, 3 cards per
 * view when there are more than 2 offers else 2, 2 below 1050 px, 1 below 768 px. This component renders the markup
 * only, every offer in a row with the first at the start, drawn as Mantine's carousel was; offer-carousel.island.ts
 * moves it (arrows, dots, arrow keys, swipes and drags, and the focus reaching an offer out of view).
 */
import { useRef } from 'react';
import { AccordionChevron, UnstyledButton } from '@mantine/core';
import { useText } from '@web/i18n';
import type { Offer } from '@shared/catalogue.schemas';
import { offerExpiry } from '@shared/offer-expiry';
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

/** The arrows, in the order they stand, with the turn of Mantine's chevron that points their way. */
const CONTROLS = [
  { direction: 'previous', turn: 90 },
  { direction: 'next', turn: -90 },
] as const;

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
        <div className={classes.controls}>
          {CONTROLS.map(({ direction, turn }) => (
            <UnstyledButton
              key={direction}
              className={classes.control}
              data-type={direction}
              aria-label={t(`carousel.${direction}`)}
            >
              <AccordionChevron style={{ transform: `rotate(${turn}deg)` }} />
            </UnstyledButton>
          ))}
        </div>
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
      {isMoving && (
        <div className={classes.indicators}>
          {offers.map((offer, index) => (
            // The dots are for pointers only: screen readers and keyboards have the arrows.
            <UnstyledButton
              key={offer.id}
              className={classes.indicator}
              data-active={index === 0 || undefined}
              aria-hidden
              tabIndex={-1}
            />
          ))}
        </div>
      )}
    </div>
  );
}
