/** What clients from across the tricity say (docs/product.md#home, testimonials). */
import { Avatar, Card, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { TESTIMONIALS } from './home-content';
import { HomeSection } from './SectionHeading';
import classes from './Testimonials.module.css';
import { homeText } from './home-en';

export function Testimonials() {
  const { t } = useText(homeText);
  return (
    <HomeSection tinted id="testimonials-title" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')}>
      {/* On a phone the row scrolls sideways: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
      <div className={classes.track} tabIndex={0} role="group" aria-labelledby="testimonials-title">
        {TESTIMONIALS.map((key) => {
          const name = t(`testimonials.${key}.name`);
          return (
            <Card key={key} component="figure" className={classes.card}>
              <Group justify="space-between" align="flex-start">
                <span className={classes.stars} aria-hidden />
                <VisuallyHidden>{t('testimonials.rating')}</VisuallyHidden>
                <IconQuote size={32} className={classes.quoteIcon} aria-hidden />
              </Group>
              <blockquote className={classes.quote}>{t(`testimonials.${key}.quote`)}</blockquote>
              <Group gap="sm" component="figcaption" wrap="nowrap">
                <Avatar radius="xl" size={40} classNames={{ placeholder: classes.avatar }} aria-hidden>
                  {name.charAt(0)}
                </Avatar>
                <div>
                  <Text fw={700} c="dark.8">
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`testimonials.${key}.place`)}
                  </Text>
                </div>
              </Group>
            </Card>
          );
        })}
      </div>
    </HomeSection>
  );
}
