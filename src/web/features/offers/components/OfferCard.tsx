/**
 * One offer (document 1 §2 Public offers): its picture (a click enlarges it), its name, the expiry line and the
 * booking control. Booking from an offer comes with a later issue: until then signed-in visitors go to the
 * services with the offer's name in the location state, and guests to the login.
 */
import { Badge, Button, Card, Stack, Title, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconClockHour4, IconLogin, IconZoomIn } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { Offer } from '../../../../shared/catalogue.schemas';
import type { OfferExpiry } from '../../../../shared/offer-expiry';
import { useSession } from '../../../lib/session';
import { paths } from '../../../paths';
import { useOfferExpiryWords } from '../offer-expiry-text';
import { OfferImage } from './OfferImage';
import classes from './OfferCard.module.css';

/** What a page that an offer leads to may read from the location state. */
export interface OfferLocationState {
  offer: string;
  from?: string;
}

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
  const { t } = useTranslation('offers');
  const expiryWords = useOfferExpiryWords();
  const { isAuthenticated } = useSession();
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
          // The light variant's own text colour is too pale on its tint (WCAG AA): use the darkest shade.
          c={`${EXPIRY_COLOR[expiry.kind]}.9`}
          size="lg"
          radius="sm"
          leftSection={<IconClockHour4 size={14} aria-hidden />}
          className={classes.expiry}
        >
          {expiryWords(expiry)}
        </Badge>
        <div className={classes.actions}>
          <BookingControl offerName={offer.name} isExpired={isExpired} isSignedIn={isAuthenticated} />
        </div>
      </Stack>
    </Card>
  );
}

function BookingControl({
  offerName,
  isExpired,
  isSignedIn,
}: {
  offerName: string;
  isExpired: boolean;
  isSignedIn: boolean;
}) {
  const { t } = useTranslation('offers');
  const label = isSignedIn ? t('card.book') : t('card.bookGuest');
  const icon = isSignedIn ? <IconCalendarEvent size={18} aria-hidden /> : <IconLogin size={18} aria-hidden />;
  const variant = isSignedIn ? 'filled' : 'outline';
  if (isExpired) {
    return (
      <Button fullWidth variant={variant} disabled leftSection={icon}>
        {label}
      </Button>
    );
  }
  const state: OfferLocationState = { offer: offerName, from: paths.offers };
  return (
    <Button
      component={Link}
      to={isSignedIn ? paths.services : paths.login}
      state={state}
      fullWidth
      variant={variant}
      leftSection={icon}
    >
      {label}
    </Button>
  );
}
