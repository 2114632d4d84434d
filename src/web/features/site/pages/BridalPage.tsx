/**
 * /bridal (docs/product.md#bridal): an image grid, makeup by occasion (?selected=0..5) and two five-day pre-bridal
 * plans. Every Book Now leads to the bridal makeup services.
 */
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { LinkButton } from '@web/components/LinkButton';
import { IconCalendarEvent, IconListDetails } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { paths } from '@web/paths';
import { BridalGallery } from '../components/BridalGallery';
import { BridalOccasions } from '../components/BridalOccasions';
import { BridalPlans } from '../components/BridalPlans';
import { BRIDAL_MAKEUP_SLUG } from '../components/bridal-plans';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { STARTING_PRICES } from '../starting-prices';
import classes from '../components/Bridal.module.css';
import { siteText } from '../en';

const BRIDAL_FROM = STARTING_PRICES.find((price) => price.key === 'bridal')?.rupees ?? 0;

export function BridalPage() {
  const { t } = useText(siteText);
  const bookNow = (
    <LinkButton
      to={paths.curlyService(BRIDAL_MAKEUP_SLUG)}
      icon={IconCalendarEvent}
      size="md"
      color="gold.4"
      c="dark.9"
    >
      {t('bridal.bookNow')}
    </LinkButton>
  );

  return (
    <>
      <PageHero
        id="bridal-title"
        eyebrow={t('bridal.eyebrow')}
        title={t('bridal.title')}
        lead={t('bridal.lead', { price: formatRupees(BRIDAL_FROM) })}
        image="/images/bridal/bride.svg"
        actions={
          <>
            {bookNow}
            <LinkButton href="#pre-bridal" icon={IconListDetails} size="md" variant="white" color="rose">
              {t('bridal.seePlans')}
            </LinkButton>
          </>
        }
      />
      <Container size="xl" w="100%">
        <PageSection titleId="bridal-gallery-title" title={t('bridal.galleryTitle')} className={classes.section}>
          <BridalGallery />
        </PageSection>
        <BridalOccasions />
        <BridalPlans />
        <Group justify="space-between" gap="md" className={classes.cta}>
          <Stack gap={4}>
            <Title order={2} size="h3" c="rose.9">
              {t('bridal.ctaTitle')}
            </Title>
            <Text c="dark.5">{t('bridal.ctaText')}</Text>
          </Stack>
          {bookNow}
        </Group>
      </Container>
    </>
  );
}
