/**
 * One offer (docs/product.md#offers-page): its picture (a click enlarges it), its name, the expiry line and the
 * booking control.
 */
import { Badge, Button, Card, Stack, Title, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconClockHour4, IconZoomIn } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import type { Offer } from '@shared/catalogue.schemas';
import type { OfferExpiry } from '@shared/offer-expiry';
import { useSession } from '@web/lib/session';
import { BookButton } from '@web/components/BookButton';
import { offerComment } from '@web/lib/booking-modal';
import { OfferBookingButton } from './OfferBookingButton';
import { useOfferExpiryWords } from '@web/lib/offer-expiry-text';
import { OfferImage } from '@web/components/OfferImage';
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
  onEnlarge: (offer: Offer) => void;
}

export function OfferCard({ offer, expiry, onEnlarge }: OfferCardProps) {
  const { t } = useText(offersText);
  const expiryWords = useOfferExpiryWords();
  const isExpired = expiry.kind === 'expired';

  return (
    <Card className={classes.card} padding={0} data-testid="offer-card" data-expired={isExpired || undefined}>
      <UnstyledButton
        className={classes.imageButton}
        onClick={() => onEnlarge(offer)}
        aria-label={t('card.enlarge', { name: offer.name })}
      >
        <OfferImage img={offer.img} alt={t('card.imageAlt', { name: offer.name })} className={classes.image} />
        <span className={classes.zoom} aria-hidden>
          <IconZoomIn size={18} />
        </span>
      </UnstyledButton>
      <Stack gap="sm" p="lg" className={classes.body}>
        <Title order={2} size="h3" className={classes.name}>
          {offer.name}
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
