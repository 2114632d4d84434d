/**
 * The thank-you after a Quick Invoice (document 2 §2 Order list): 'Thank You for Booking, your payment was
 * successful', with the new order's receipt one tap away (view, or print in a new tab).
 */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconEye, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../paths';
import { printReceiptPath } from '../order-text';
// The 'orders' text, registered as this module loads.
import '../en';

interface OrderCreatedModalProps {
  /** The uid of the order just created, or null when the modal is closed. */
  uid: string | null;
  onClose: () => void;
}

export function OrderCreatedModal({ uid, onClose }: OrderCreatedModalProps) {
  const { t } = useTranslation('orders');
  return (
    <Modal opened={uid !== null} onClose={onClose} title={t('created.title')} centered>
      {uid && (
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {t('created.text')}
          </Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to={paths.billing(uid)} leftSection={<IconEye size={16} aria-hidden />}>
              {t('created.view')}
            </Button>
            <Button
              component="a"
              href={printReceiptPath(uid)}
              target="_blank"
              rel="noopener"
              variant="light"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              {t('created.print')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('created.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
