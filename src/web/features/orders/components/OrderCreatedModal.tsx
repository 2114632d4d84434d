/**
 * The thank-you after a Quick Invoice (docs/product.md#order-list): 'Thank You for Booking, your payment was
 * successful', with the new order's receipt one tap away (view, or print in a new tab). After a part payment it
 * also says what is still due, so the desk does not take the thank-you for a settled bill.
 */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconCircleCheck, IconEye, IconPrinter } from '@tabler/icons-react';
import { LinkButton } from '@web/components/LinkButton';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { paths } from '@web/paths';
import { orderQuery } from '../api';
import { printReceiptPath } from '../order-text';
import { ordersText } from '../en';

interface OrderCreatedModalProps {
  /** The uid of the order just created, or null when the modal is closed. */
  uid: string | null;
  onClose: () => void;
}

export function OrderCreatedModal({ uid, onClose }: OrderCreatedModalProps) {
  const { t } = useText(ordersText);
  // The order as create_order answered it (kept by useCreateOrder), or as the receipt call reads it.
  const order = useQuery({ ...orderQuery(uid ?? ''), enabled: uid !== null });
  const due = uid !== null && order.data?.uid === uid ? order.data.due : 0;
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
          {due > 0 && (
            <Text fw={700} c="red.8" data-testid="created-due">
              {t('created.due', { amount: formatRupees(due) })}
            </Text>
          )}
          <Group justify="center" gap="sm">
            <LinkButton to={paths.billing(uid)} icon={IconEye} iconSize={16}>
              {t('created.view')}
            </LinkButton>
            <LinkButton href={printReceiptPath(uid)} newTab="own-page" icon={IconPrinter} iconSize={16} variant="light">
              {t('created.print')}
            </LinkButton>
            <Button variant="default" onClick={onClose}>
              {t('created.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
