/**
 * One offer (docs/product.md#offers-page): its picture (a click enlarges it, OfferPicture, with the island
 * offer-picture.island.ts on the card), its name, the expiry line and the booking control.
 */
import { nameIn } from '@web/lib/content-language';
import { useId, useRef } from 'react';
import { Badge, Button, Card, Stack, Title } from '@mantine/core';
import { IconCalendarEvent, IconClockHour4 } from '@tabler/icons-react';
import { useLanguage, useText } from '@web/i18n';
import type { Offer } from '@shared/catalogue.schemas';
import type { OfferExpiry } from '@shared/offer-expiry';
import { useSession } from '@web/lib/session';
import { BookButton } from '@web/components/BookButton';
import { offerComment } from '@web/lib/booking-modal';
import { OfferBookingButton } from './OfferBookingButton';
import { useOfferExpiryWords } from '@web/lib/offer-expiry-text';
import { useIsland } from '@web/lib/use-island';
import { offerPictureIsland } from './offer-picture.island';
import { OfferPictureButton, OfferPictureDialog } from './OfferPicture';
import classes from './OfferCard.module.css';
import { offersText } from '../en';

const EXPIRY_COLOR: Record<OfferExpiry['kind'], string> = {
  none: 'teal',
  date: 'teal',
  days: 'orange',
  today: 'red',
  expired: 'gray',
};

interface OfferCardProps {
  offer: Offer;
  expiry: OfferExpiry;
}

export function OfferCard({ offer, expiry }: OfferCardProps) {
  const expiryWords = useOfferExpiryWords();
  const language = useLanguage();
  const isExpired = expiry.kind === 'expired';
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, offerPictureIsland);
  const dialogId = useId();

  return (
    <Card
      ref={rootRef}
      className={classes.card}
      padding={0}
      data-testid="offer-card"
      data-expired={isExpired || undefined}
      data-island="offer-picture"
    >
      <OfferPictureButton offer={offer} dialogId={dialogId} />
      <Stack gap="sm" p="lg" className={classes.body}>
        <Title order={2} size="h3" className={classes.name}>
          {nameIn(offer, language)}
        </Title>
        <Badge
          variant="light"
          color={EXPIRY_COLOR[expiry.kind]}
          size="lg"
          radius="sm"
          leftSection={<IconClockHour4 size={14} aria-hidden />}
          className={classes.expiry}
        >
          {expiryWords(expiry)}
        </Badge>
        <div className={classes.actions}>
          <BookingControl offer={offer} isExpired={isExpired} />
        </div>
      </Stack>
      <OfferPictureDialog offer={offer} dialogId={dialogId} />
    </Card>
  );
}

/**
 * Signed-in users book the offer in one click; guests get the shared Book Appointment modal with the offer in the
 * comment (docs/product.md#offers-page). An expired offer cannot be booked.
 */
function BookingControl({ offer, isExpired }: { offer: Offer; isExpired: boolean }) {
  const { t } = useText(offersText);
  const { user } = useSession();
  if (isExpired) {
    return (
      <Button fullWidth disabled leftSection={<IconCalendarEvent size={18} aria-hidden />}>
        {t('card.book')}
      </Button>
    );
  }
  if (user) return <OfferBookingButton offer={offer} user={user} />;
  return (
    <BookButton options={{ comment: offerComment(offer.name) }} fullWidth>
      {t('card.book')}
    </BookButton>
  );
}
