/**
 * /offers (docs/product.md#offers-page): the 'Special Offer' banner, then the offers as a carousel of cards, each
 * with its picture (click to enlarge), name, expiry line and booking control; skeleton cards while loading and an
 * empty state with a way to the services.
 */
import '@mantine/carousel/styles.css';
import { useState } from 'react';
import { Alert, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconDiscount2 } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import type { Offer } from '@shared/catalogue.schemas';
import { salonToday } from '@shared/salon-time';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { useOffers } from '../api';
import { OfferCardSkeletons } from '../components/OfferCardSkeletons';
import { OfferCarousel } from '../components/OfferCarousel';
import { OfferImageModal } from '../components/OfferImageModal';
import { OffersEmpty } from '../components/OffersEmpty';
import { Eyebrow } from '@web/components/Eyebrow';
import classes from './OffersPage.module.css';
import { offersText } from '../en';

export function OffersPage() {
  const { t } = useText(offersText);
  const { data: offers, isPending, isError, refetch, isRefetching } = useOffers();
  const timeZone = useSalonTimeZone();
  const [enlarged, setEnlarged] = useState<Offer | null>(null);
  const [isImageOpen, imageModal] = useDisclosure(false);

  const enlarge = (offer: Offer) => {
    setEnlarged(offer);
    imageModal.open();
  };

  let content;
  if (isPending) content = <OfferCardSkeletons />;
  else if (isError)
    content = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} maw={640} mx="auto">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('error.text')}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void refetch()} loading={isRefetching}>
            {t('error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  else if (offers.length === 0) content = <OffersEmpty />;
  else content = <OfferCarousel offers={offers} today={salonToday(timeZone)} onEnlarge={enlarge} />;

  return (
    <>
      <Box component="section" className={classes.banner} aria-labelledby="offers-title">
        <Container size="xl" className={classes.bannerInner}>
          <Stack gap="sm" className={classes.bannerCopy}>
            <Eyebrow tone="light" className={classes.eyebrow}>
              <IconDiscount2 size={16} aria-hidden /> {t('banner.eyebrow')}
            </Eyebrow>
            <Title id="offers-title" order={1} className={classes.title}>
              {t('banner.title')}
            </Title>
            <Text className={classes.lead}>{t('banner.text')}</Text>
          </Stack>
          <img src="/images/offers/banner-art.svg" alt="" width={320} height={220} className={classes.bannerArt} />
        </Container>
      </Box>
      <Container size="xl" py={{ base: 40, sm: 64 }} w="100%">
        {content}
      </Container>
      <OfferImageModal offer={enlarged} opened={isImageOpen} onClose={imageModal.close} />
    </>
  );
}
