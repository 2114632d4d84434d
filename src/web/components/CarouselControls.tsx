/**
 * The arrows and the dots of the public pages' carousels (the home page's hero, the offers), markup only: the
 * carousel's island moves it (lib/carousel.ts, docs/architecture.md#fast-public-pages). Each carousel draws them with
 * its own CSS module, whose classes `controls` (the arrows' bar), `control` (an arrow), `indicators` (the dots' bar)
 * and `indicator` (a dot) its island finds them by.
 */
import type { ReactNode } from 'react';
import { UnstyledButton } from '@mantine/core';

/** A carousel's CSS module. */
type CarouselClasses = Readonly<Record<string, string>>;

export type CarouselDirection = 'previous' | 'next';

/** The arrows, in the order they stand. */
const DIRECTIONS: readonly CarouselDirection[] = ['previous', 'next'];

interface CarouselArrowsProps {
  classes: CarouselClasses;
  label: (direction: CarouselDirection) => string;
  icons: Record<CarouselDirection, ReactNode>;
}

/** The previous and next arrows; the island reads each one's way from its `data-type`. */
export function CarouselArrows({ classes, label, icons }: CarouselArrowsProps) {
  return (
    <div className={classes.controls}>
      {DIRECTIONS.map((direction) => (
        <UnstyledButton key={direction} className={classes.control} data-type={direction} aria-label={label(direction)}>
          {icons[direction]}
        </UnstyledButton>
      ))}
    </div>
  );
}

/** A dot a slide, the first one current. */
export function CarouselDots({ classes, count }: { classes: CarouselClasses; count: number }) {
  return (
    <div className={classes.indicators}>
      {Array.from({ length: count }, (_, index) => (
        // The dots are for pointers only: screen readers and keyboards have the arrows.
        <UnstyledButton
          key={index}
          className={classes.indicator}
          data-active={index === 0 || undefined}
          aria-hidden
          tabIndex={-1}
        />
      ))}
    </div>
  );
}
