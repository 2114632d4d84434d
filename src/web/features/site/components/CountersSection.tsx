/**
 * The counters of the home page, which count up to 1000 when scrolled into view (docs/product.md#home, #constants).
 * The markup holds the final figures, so the page says them without JavaScript; counters.island.ts counts up.
 */
import { useRef } from 'react';
import { Container, Title, VisuallyHidden } from '@mantine/core';
import { Trans, useText } from '@web/i18n';
import { useIsland } from '@web/lib/use-island';
import { COUNTER_TARGET, formatCount } from './counters';
import { COUNTERS } from './home-content';
import { countersIsland } from './counters.island';
import classes from './CountersSection.module.css';
import { homeText } from './home-en';
import { Columns } from '@web/components/Columns';

export function CountersSection() {
  const { t } = useText(homeText);
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, countersIsland);
  const value = { value: formatCount(COUNTER_TARGET) };

  return (
    <section className={classes.band} aria-labelledby="counters-title">
      <Container size="xl">
        <Title id="counters-title" order={2} className={classes.title}>
          {t('counters.title')}
        </Title>
        <Columns ref={rootRef} data-island="counters" cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
          {COUNTERS.map((key) => (
            <div key={key} className={classes.counter}>
              <div className={classes.value} aria-hidden data-testid="counter-value">
                <Trans t={t} i18nKey="counters.value" values={value} components={{ count: <span data-count /> }} />
              </div>
              <VisuallyHidden>
                <Trans t={t} i18nKey="counters.value" values={value} />
              </VisuallyHidden>
              <div className={classes.label}>{t(`counters.${key}`)}</div>
            </div>
          ))}
        </Columns>
      </Container>
    </section>
  );
}
