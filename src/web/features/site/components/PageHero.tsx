/**
 * The opening band (the kit's PageBand) of the bridal, nails, republic-day and installation pages. Its words are the
 * page's `eyebrow`, `title` and `lead` in en.ts; the rest of each page's band is in PAGE_HEROES.
 */
import type { ReactNode } from 'react';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { PageBand } from '@web/components/PageBand';
import { startingPrice } from '../starting-prices';
import { siteText } from '../en';

/** The pages with a band, by the prefix of their words in en.ts. */
export type HeroPage = 'bridal' | 'nails' | 'republicDay' | 'installation';

interface PageHeroSpec {
  /** The title's id, which labels the band. */
  id: string;
  image: string;
  /** The starting price the lead names ({{price}}), in rupees. */
  fromRupees?: number;
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
  const { id, image, fromRupees, tone } = PAGE_HEROES[page];
  const lead = t(`${page}.lead`, fromRupees === undefined ? undefined : { price: formatRupees(fromRupees) });
  return (
    <PageBand
      id={id}
      eyebrow={t(`${page}.eyebrow`)}
      title={t(`${page}.title`)}
      lead={lead}
      image={image}
      tone={tone}
      actions={actions}
    />
  );
}
