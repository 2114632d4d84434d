/**
 * An offer's picture on its card (docs/product.md#offers-page): a click enlarges it in a dialog titled with the
 * offer's name. The dialog is a native <dialog> in the card's markup, after its content, its picture loaded when it
 * first shows; offer-picture.island.ts, attached to the card, opens and closes it and puts the default artwork in
 * place of a picture that fails to load.
 */
import { nameIn } from '@web/lib/content-language';
import { useId } from 'react';
import { CloseButton, UnstyledButton } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import type { Offer } from '@shared/catalogue.schemas';
import { DEFAULT_OFFER_IMAGE, offerImageUrl } from '@web/components/OfferImage';
import cardClasses from './OfferCard.module.css';
import classes from './OfferPicture.module.css';
import { offersText } from '../en';

/** The picture on the card, the button that enlarges it. */
export function OfferPictureButton({ offer, dialogId }: { offer: Offer; dialogId: string }) {
  const { t, language } = useText(offersText);
  return (
    <UnstyledButton
      className={cardClasses.imageButton}
      aria-label={t('card.enlarge', { name: nameIn(offer, language) })}
      aria-haspopup="dialog"
      aria-controls={dialogId}
    >
      <img
        src={offerImageUrl(offer.img)}
        alt={t('card.imageAlt', { name: nameIn(offer, language) })}
        className={cardClasses.image}
        data-fallback={DEFAULT_OFFER_IMAGE}
      />
      <span className={cardClasses.zoom} aria-hidden>
        <IconZoomIn size={18} />
      </span>
    </UnstyledButton>
  );
}

/** The enlarged picture, closed until the button opens it. */
export function OfferPictureDialog({ offer, dialogId }: { offer: Offer; dialogId: string }) {
  const { t, language } = useText(offersText);
  const titleId = useId();
  return (
    <dialog id={dialogId} aria-labelledby={titleId} className={classes.dialog}>
      <header className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {nameIn(offer, language)}
        </h2>
        <CloseButton aria-label={t('card.close')} className={classes.close} data-picture="close" />
      </header>
      <div className={classes.body}>
        <img
          src={offerImageUrl(offer.img)}
          alt={t('card.imageAlt', { name: nameIn(offer, language) })}
          loading="lazy"
          className={classes.image}
          data-fallback={DEFAULT_OFFER_IMAGE}
          data-testid="offer-enlarged-image"
        />
      </div>
    </dialog>
  );
}
