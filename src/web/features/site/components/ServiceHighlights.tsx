/** The service cards of the home page with the marketing starting prices of docs/product.md#marketing-prices. */
import { Card, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowRight,
  IconBrush,
  IconCrown,
  IconDroplet,
  IconHandFinger,
  IconMassage,
  IconScissors,
  IconSparkles,
  IconWand,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { MARKETING_PRICES, type MarketingPriceKey } from './home-content';
import { SERVICE_HIGHLIGHTS } from './service-highlights';
import { HomeSection } from './SectionHeading';
import classes from './ServiceHighlights.module.css';
import linkCard from '@web/components/LinkCard.module.css';
import { homeText } from './home-en';
import { Columns } from '@web/components/Columns';

const ICONS: Record<MarketingPriceKey, typeof IconCrown> = {
  bridal: IconCrown,
  makeup: IconBrush,
  nails: IconHandFinger,
  hair: IconScissors,
  bodySpa: IconMassage,
  hydraFacial: IconDroplet,
  smoothening: IconWand,
  cysteine: IconSparkles,
};

export function ServiceHighlights() {
  const { t } = useText(homeText);
  return (
    <HomeSection
      id="services-highlights-title"
      eyebrow={t('services.eyebrow')}
      title={t('services.title')}
      lead={t('services.text')}
    >
      <Columns cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        {SERVICE_HIGHLIGHTS.map(({ key, isStartingPrice, to }) => {
          const Icon = ICONS[key];
          const price = formatRupees(MARKETING_PRICES[key]);
          return (
            <Card key={key} component={Link} to={to} className={`${linkCard.linkCard} ${classes.card}`}>
              <div className={classes.top}>
                <ThemeIcon size={46} radius="xl" className={classes.icon} aria-hidden>
                  <Icon size={24} />
                </ThemeIcon>
                <span className={classes.price}>
                  {isStartingPrice ? t('services.from', { price }) : t('services.at', { price })}
                </span>
              </div>
              <h3 className={classes.name}>{t(`services.${key}.name`)}</h3>
              <Text className={classes.text}>{t(`services.${key}.text`)}</Text>
              <span className={classes.more}>
                {t('services.view')}
                <IconArrowRight size={16} aria-hidden />
              </span>
            </Card>
          );
        })}
      </Columns>
    </HomeSection>
  );
}
