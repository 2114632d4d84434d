/**
 * '/' (docs/product.md#home): the hero slider, about (#about), hygiene, service cards with starting prices,
 * counters, testimonials, booking, category cards and the product lines in our kit.
 */
import { VisuallyHidden } from '@mantine/core';
import { useText } from '@web/i18n';
import { useSalonSettings } from '@web/lib/salon-settings';
import { AboutSection } from '../components/AboutSection';
import { BookingSection } from '../components/BookingSection';
import { BrandStrip } from '../components/BrandStrip';
import { CountersSection } from '../components/CountersSection';
import { HomeCategories } from '../components/HomeCategories';
import { HomeHero } from '../components/HomeHero';
import { HygieneSection } from '../components/HygieneSection';
import { ServiceHighlights } from '../components/ServiceHighlights';
import { Testimonials } from '../components/Testimonials';
import { homeText } from '../components/home-en';
import classes from './HomePage.module.css';

export function HomePage() {
  const { t } = useText(homeText);
  const { settings } = useSalonSettings();
  return (
    <>
      <VisuallyHidden component="h1">
        {settings ? `${settings.name}: ${settings.tagline}` : t('hero.label')}
      </VisuallyHidden>
      <HomeHero />
      <div className={classes.belowHero}>
        <AboutSection />
        <HygieneSection />
        <ServiceHighlights />
        <CountersSection />
        <Testimonials />
        <BookingSection />
        <HomeCategories />
        <BrandStrip />
      </div>
    </>
  );
}
