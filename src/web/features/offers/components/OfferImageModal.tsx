/** The enlarged picture of an offer (docs/product.md#ui-states: image enlargement on offer cards). */
import { Modal } from '@mantine/core';
import { useText } from '@web/i18n';
import type { Offer } from '@shared/catalogue.schemas';
import { OfferImage } from '@web/components/OfferImage';
import classes from './OfferImageModal.module.css';
import { offersText } from '../en';

interface OfferImageModalProps {
  /** The offer last enlarged: kept while the modal closes, so its title does not vanish mid-transition. */
  offer: Offer | null;
  opened: boolean;
  onClose: () => void;
}

export function OfferImageModal({ offer, opened, onClose }: OfferImageModalProps) {
  const { t } = useText(offersText);
  return (
    <Modal
      opened={opened && offer !== null}
      onClose={onClose}
      title={offer?.name}
      size="min(920px, 94vw)"
      closeButtonProps={{ 'aria-label': t('card.close') }}
      classNames={{ body: classes.body }}
    >
      {offer && (
        <OfferImage
          key={offer.id}
          img={offer.img}
          alt={t('card.imageAlt', { name: offer.name })}
          className={classes.image}
          data-testid="offer-enlarged-image"
        />
      )}
    </Modal>
  );
}
