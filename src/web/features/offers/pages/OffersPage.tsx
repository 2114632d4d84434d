/**
 * /offers (docs/product.md#offers-page): the 'Special Offer' banner, then the offers as a carousel of cards, each
 * with its picture (click to enlarge), name, expiry line and booking control; skeleton cards while loading and an
 * empty state with a way to the services.
 */
import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDiscount2 } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { salonToday } from '@shared/salon-time';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { paths } from '@web/paths';
import { inPageLanguage } from '@web/lib/language-links';
import { useOffers } from '../api';
import { OfferCardSkeletons } from '../components/OfferCardSkeletons';
import { OfferCarousel } from '../components/OfferCarousel';
import { OffersEmpty } from '../components/OffersEmpty';
import { PageBand } from '@web/components/PageBand';
import classes from './OffersPage.module.css';
import { offersText } from '../en';

export function OffersPage() {
  const { t } = useText(offersText);
  const { data: offers, isPending, isError } = useOffers();
  const timeZone = useSalonTimeZone();

  let content;
  if (isPending) content = <OfferCardSkeletons />;
  else if (isError)
    content = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} maw={640} mx="auto">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('error.text')}</Text>
          {/* The page loaded again, as a document: the server asks for the offers afresh, no script needed. */}
          <Button component="a" href={inPageLanguage(paths.offers)} size="xs" variant="white" color="red">
            {t('error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  else if (offers.length === 0) content = <OffersEmpty />;
  // A new list of offers is a new carousel: its island takes the slides it finds when it attaches.
  else
    content = (
      <OfferCarousel key={offers.map((offer) => offer.id).join()} offers={offers} today={salonToday(timeZone)} />
    );

  return (
    <>
      <PageBand
        id="offers-title"
        eyebrow={
          <>
            <IconDiscount2 size={16} aria-hidden /> {t('banner.eyebrow')}
          </>
        }
        title={t('banner.title')}
        lead={t('banner.text')}
        image="/images/offers/banner-art.svg"
        imageSize={{ width: 320, height: 220 }}
      />
      <Container size="xl" w="100%" className={classes.container}>
        {content}
      </Container>
    </>
  );
}
