/** The counters of the home page, which count up to 1000 when scrolled into view (docs/product.md#home, #constants). */
import { Container, SimpleGrid, Title, VisuallyHidden } from '@mantine/core';
import { useText } from '@web/i18n';
import { COUNTER_DURATION_MS, COUNTER_TARGET, COUNTERS } from './home-content';
import { useCountUp } from './use-count-up';
import classes from './CountersSection.module.css';
import { homeText } from './home-en';

export function CountersSection() {
  const { t } = useText(homeText);
  const { ref, value } = useCountUp<HTMLDivElement>(COUNTER_TARGET, COUNTER_DURATION_MS);
  const formatted = (count: number) => t('counters.value', { value: count.toLocaleString('en-IN') });

  return (
    <section className={classes.band} aria-labelledby="counters-title">
      <Container size="xl">
        <Title id="counters-title" order={2} className={classes.title}>
          {t('counters.title')}
        </Title>
        <SimpleGrid ref={ref} cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
          {COUNTERS.map((key) => (
            <div key={key} className={classes.counter}>
              <div className={classes.value} aria-hidden data-testid="counter-value">
                {formatted(value)}
              </div>
              <VisuallyHidden>{formatted(COUNTER_TARGET)}</VisuallyHidden>
              <div className={classes.label}>{t(`counters.${key}`)}</div>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
