/**
 * Booking straight from an offer for a signed-in user (docs/product.md#offers-page, #booking-payloads, #offer-booking):
 * one click sends the user's name and phone, the zero datetime, no services and the offer (the server writes the
 * comment 'I selected This Offer <name>'); the button shows a loading state, then 'Your Appointment Details'. One
 * Idempotency-Key per click sequence: a retry after a failure reuses it, so a booking whose answer was lost is not made
 * twice; a booking that went through starts a fresh one.
 */
import { useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconCircleCheck, IconHome, IconListDetails } from '@tabler/icons-react';
import { LinkButton } from '@web/components/LinkButton';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import type { User } from '@shared/accounts.schemas';
import type { Appointment } from '@shared/appointments.schemas';
import { ZERO_DATETIME } from '@shared/constants';
import { ApiError } from '@web/lib/api';
import { notifyError } from '@web/lib/notify';
import { paths } from '@web/paths';
import { useBookAppointment, type BookingRequest } from '@web/lib/book-appointment';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import { offerBookingText } from '../offer-booking-en';

/** What an offer booking sends: no date and no services (docs/product.md#booking-payloads). */
export function offerBookingRequest(user: User, offerId: number): BookingRequest {
  return {
    name: user.name,
    phone: user.phone,
    date: ZERO_DATETIME,
    services: JSON.stringify({ services: [], bridalDay: {} }),
    user_id: user.id,
    offer_id: offerId,
  };
}

interface OfferBookingButtonProps {
  offer: { id: number; name: string };
  user: User;
}

export function OfferBookingButton({ offer, user }: OfferBookingButtonProps) {
  const { t } = useText(offerBookingText);
  const messageText = useMessageText();
  const book = useBookAppointment();
  const key = useRef<string | null>(null);
  const [booked, setBooked] = useState<Appointment | null>(null);
  const [isDetailsOpen, setDetailsOpen] = useState(false);

  const bookOffer = () => {
    key.current ??= newIdempotencyKey();
    book.mutate(
      { request: offerBookingRequest(user, offer.id), idempotencyKey: key.current },
      {
        onSuccess: (answer) => {
          key.current = null;
          setBooked(answer.data);
          setDetailsOpen(true);
        },
        onError: (error) =>
          notifyError(error instanceof ApiError ? messageText(error.displayText, error.displayCode) : t('failed')),
      },
    );
  };

  return (
    <>
      <Button
        fullWidth
        loading={book.isPending}
        onClick={bookOffer}
        leftSection={<IconCalendarEvent size={18} aria-hidden />}
      >
        {t('book')}
      </Button>
      <Modal
        opened={isDetailsOpen}
        onClose={() => setDetailsOpen(false)}
        title={t('detailsTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {booked && (
          <Stack gap="md" data-testid="offer-booking-details">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon color="teal" variant="light" size={44} radius="xl">
                <IconCircleCheck size={26} aria-hidden />
              </ThemeIcon>
              <Text fw={700} c="rose.9">
                {t('booked')}
              </Text>
            </Group>
            <dl style={{ margin: 0 }}>
              <Text component="dt" size="sm" c="dimmed">
                {t('name')}
              </Text>
              <Text component="dd" m={0} mb="xs" fw={600}>
                {booked.name}
              </Text>
              <Text component="dt" size="sm" c="dimmed">
                {t('offer')}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {offer.name}
              </Text>
            </dl>
            <Group justify="flex-end" gap="sm">
              <LinkButton to={paths.home} icon={IconHome} variant="default">
                {t('goHome')}
              </LinkButton>
              <LinkButton to={paths.myAppointments} icon={IconListDetails} data-autofocus>
                {t('viewAppointments')}
              </LinkButton>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
