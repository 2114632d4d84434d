/** The delete confirmation (docs/product.md#offers-admin): 'Are you sure you want to delete this Offer?'. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@web/i18n';
import type { Offer } from '@shared/catalogue.schemas';
import { notifySuccess } from '@web/lib/notify';
import { useDeleteOffer } from '../api';

interface DeleteOfferModalProps {
  offer: Offer | null;
  onClose: () => void;
}

export function DeleteOfferModal({ offer, onClose }: DeleteOfferModalProps) {
  const { t } = useTranslation('offersAdmin');
  const deleteOffer = useDeleteOffer();

  function close() {
    deleteOffer.reset();
    onClose();
  }

  function confirm() {
    if (!offer) return;
    deleteOffer.mutate(offer.id, {
      onSuccess: () => {
        close();
        notifySuccess(t('toast.deleted'));
      },
    });
  }

  return (
    <Modal opened={offer !== null} onClose={close} title={t('delete.title')} centered>
      <Stack gap="md">
        <Text>{t('delete.question')}</Text>
        {offer && (
          <Text fw={600} size="sm">
            {offer.name}
          </Text>
        )}
        {deleteOffer.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('delete.failed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('action.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deleteOffer.isPending}>
            {t('action.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
