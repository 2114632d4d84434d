/**
 * The counters of the home page: the salon's own figures, from its bills or as the admin set them, counted up when
 * scrolled into view (docs/product.md#home, #home-figures). The markup holds the final figures, so the page says them
 * without JavaScript; counters.island.ts counts up to them.
 */
import { useRef } from 'react';
import { Container, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { HOME_COUNTERS, type HomeFigures } from '@shared/home-figures';
import { Trans, useText } from '@web/i18n';
import { useIsland } from '@web/lib/use-island';
import { Columns } from '@web/components/Columns';
import { homeFiguresQuery } from '../home-figures';
import { COUNTER_TARGET_ATTRIBUTE, formatCount } from './counters';
import { countersIsland } from './counters.island';
import classes from './CountersSection.module.css';
import { homeText } from './home-en';

const COLUMNS = { base: 2, md: 4 };
const SPACING = { base: 'sm', sm: 'lg' } as const;

/** The figures, once known: the island runs on this markup as it was first drawn. */
function CounterGrid({ figures }: { figures: HomeFigures }) {
  const { t } = useText(homeText);
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, countersIsland);
  return (
    <Columns ref={rootRef} data-island="counters" cols={COLUMNS} spacing={SPACING}>
      {HOME_COUNTERS.map((key) => {
        const value = { value: formatCount(figures[key]) };
        const figure = <span data-count {...{ [COUNTER_TARGET_ATTRIBUTE]: figures[key] }} />;
        return (
          <div key={key} className={classes.counter}>
            <div className={classes.value} aria-hidden data-testid="counter-value">
              <Trans t={t} i18nKey="counters.value" values={value} components={{ count: figure }} />
            </div>
            <VisuallyHidden>
              <Trans t={t} i18nKey="counters.value" values={value} />
            </VisuallyHidden>
            <div className={classes.label}>{t(`counters.${key}`)}</div>
          </div>
        );
      })}
    </Columns>
  );
}

/** While the figures load (in the app only: the server draws them), the labels keep the room. */
function WaitingGrid() {
  const { t } = useText(homeText);
  return (
    <Columns cols={COLUMNS} spacing={SPACING} aria-busy>
      {HOME_COUNTERS.map((key) => (
        <div key={key} className={classes.counter}>
          <div className={classes.value} data-waiting aria-hidden>
            &nbsp;
          </div>
          <div className={classes.label}>{t(`counters.${key}`)}</div>
        </div>
      ))}
    </Columns>
  );
}

export function CountersSection() {
  const { t } = useText(homeText);
  const figures = useQuery(homeFiguresQuery);
  if (figures.isError) return null;

  return (
    <section className={classes.band} aria-labelledby="counters-title">
      <Container size="xl">
        <Title id="counters-title" order={2} className={classes.title}>
          {t('counters.title')}
        </Title>
        {figures.data ? (
          <CounterGrid key={HOME_COUNTERS.map((key) => figures.data[key]).join()} figures={figures.data} />
        ) : (
          <WaitingGrid />
        )}
      </Container>
    </section>
  );
}
