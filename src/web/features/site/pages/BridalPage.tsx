/**
 * /bridal (docs/product.md#bridal): an image grid, makeup by occasion (?selected=0..5) and two five-day pre-bridal
 * plans. Every Book Now leads to the bridal makeup services.
 */
import { Group, Stack, Text, Title } from '@mantine/core';
import { LinkButton } from '@web/components/LinkButton';
import { IconCalendarEvent, IconListDetails } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { paths } from '@web/paths';
import { BridalGallery } from '../components/BridalGallery';
import { BridalOccasions } from '../components/BridalOccasions';
import { BridalPlans } from '../components/BridalPlans';
import { BRIDAL_MAKEUP_SLUG } from '../components/bridal-plans';
import { PageSection } from '../components/PageSection';
import { SitePage } from '../components/SitePage';
import classes from '../components/Bridal.module.css';
import { siteText } from '../en';

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
    <SitePage
      page="bridal"
      actions={
        <>
          {bookNow}
          <LinkButton href="#pre-bridal" icon={IconListDetails} size="md" variant="white" color="rose">
            {t('bridal.seePlans')}
          </LinkButton>
        </>
      }
    >
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
    </SitePage>
  );
}
