/**
 * The opening band of the bridal, nails, republic-day and installation pages: eyebrow, title, a lead paragraph,
 * actions and decorative artwork (our own SVG under public/images/). Its words are the page's `eyebrow`, `title` and
 * `lead` in en.ts; the rest of each page's band is in PAGE_HEROES.
 */
import type { ReactNode } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { Eyebrow } from '@web/components/Eyebrow';
import { startingPrice } from '../starting-prices';
import classes from './PageHero.module.css';
import { siteText } from '../en';

/** The pages with a band, by the prefix of their words in en.ts. */
export type HeroPage = 'bridal' | 'nails' | 'republicDay' | 'installation';

interface PageHeroSpec {
  /** The title's id, which labels the band. */
  id: string;
  image: string;
  /** The starting price the lead names ({{price}}), in rupees. */
  fromRupees?: number;
  /** 'rose' (default) or 'tricolour' (saffron, ivory and green) for the Republic Day page. */
  tone?: 'rose' | 'tricolour';
}

const PAGE_HEROES: Record<HeroPage, PageHeroSpec> = {
  bridal: { id: 'bridal-title', image: '/images/bridal/bride.svg', fromRupees: startingPrice('bridal') },
  nails: { id: 'nails-title', image: '/images/nails/hero.svg', fromRupees: startingPrice('nails') },
  republicDay: { id: 'republic-day-title', image: '/images/republic-day/hero.svg', tone: 'tricolour' },
  installation: { id: 'installation-title', image: '/images/installation/hero.svg' },
};

export interface PageHeroProps {
  page: HeroPage;
  actions?: ReactNode;
}

export function PageHero({ page, actions }: PageHeroProps) {
  const { t } = useText(siteText);
  const { id, image, fromRupees, tone = 'rose' } = PAGE_HEROES[page];
  const lead = t(`${page}.lead`, fromRupees === undefined ? undefined : { price: formatRupees(fromRupees) });
  return (
    <section className={classes.hero} data-tone={tone} aria-labelledby={id}>
      <Container size="xl" className={classes.inner}>
        <Stack gap="md" className={classes.copy}>
          <Eyebrow tone="light" className={classes.eyebrow}>
            {t(`${page}.eyebrow`)}
          </Eyebrow>
          <Title id={id} order={1} className={classes.title}>
            {t(`${page}.title`)}
          </Title>
          <Text className={classes.lead}>{lead}</Text>
          {actions && (
            <Group gap="sm" mt="xs">
              {actions}
            </Group>
          )}
        </Stack>
        <img src={image} alt="" width={420} height={336} className={classes.art} />
      </Container>
    </section>
  );
}
