/**
 * My Room's Book Appointment area (docs/product.md#my-room, #validation-my-room, #constants): Pick Date (not before the
 * salon's today; one month below 700 px, two above) and Pick Time, both optional. Booking sends the My Room payload
 * with an Idempotency-Key kept for this attempt, so a double click or a retry after a lost answer books once.
 */
import { useRef, useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { IconCalendarEvent, IconCalendarPlus, IconClock } from '@tabler/icons-react';
import type { Appointment } from '@shared/appointments.schemas';
import type { CartLine } from '@shared/cart.schemas';
import { salonToday } from '@shared/salon-time';
import { useText } from '@web/i18n';
import { useIsPhone } from '@web/lib/breakpoints';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifyError } from '@web/lib/notify';
import { useSession } from '@web/lib/session';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import { bookingDateText, useBookFromMyRoom } from '../room-booking';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { cartText } from '../en';

interface BookFromRoomProps {
  lines: readonly CartLine[];
  onBooked: (appointment: Appointment) => void;
}

export function BookFromRoom({ lines, onBooked }: BookFromRoomProps) {
  const { t } = useText(cartText);
  const messageText = useMessageText();
  const { user } = useSession();
  const today = salonToday(useSalonTimeZone());
  // One month in the date picker on a phone, two above (docs/product.md#constants).
  const isPhone = useIsPhone();
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState('');
  const book = useBookFromMyRoom();
  // One key per attempt: the same booking sent again (a retry) reuses it; a changed booking is a new attempt.
  const attempt = useRef<{ booking: string; key: string } | null>(null);

  if (!user) return null;

  const submit = () => {
    if (book.isPending || lines.length === 0) return;
    const booking = {
      name: user.name,
      phone: user.phone,
      date: bookingDateText(date, time || null),
      services: lines.map(({ id, quantity }) => ({ id, quantity })),
      userId: user.id,
    };
    const signature = JSON.stringify(booking);
    if (attempt.current?.booking !== signature) attempt.current = { booking: signature, key: newIdempotencyKey() };
    book.mutate(
      { booking, idempotencyKey: attempt.current.key },
      {
        onSuccess: ({ data }) => {
          attempt.current = null;
          setDate(null);
          setTime('');
          onBooked(data);
        },
        onError: (error) =>
          notifyError(error instanceof ApiError ? messageText(error.displayText, error.displayCode) : t('book.failed')),
      },
    );
  };

  return (
    <Card padding="lg" component="section" aria-labelledby="book-from-room">
      <Title order={2} fz={20} id="book-from-room">
        {t('book.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('book.hint')}
      </Text>
      <Stack gap="sm" mt="md">
        <DatePickerInput
          label={t('book.pickDate')}
          placeholder={t('book.pickDatePlaceholder')}
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
          value={date}
          onChange={(value) => {
            setDate(value);
            if (!value) setTime('');
          }}
          minDate={today}
          numberOfColumns={isPhone ? 1 : 2}
          valueFormat="ddd, D MMM YYYY"
          clearable
          popoverProps={{ position: 'bottom-end', returnFocus: true }}
        />
        <TimeInput
          label={t('book.pickTime')}
          description={date ? undefined : t('book.pickTimeFirst')}
          leftSection={<IconClock size={18} aria-hidden />}
          value={time}
          disabled={!date}
          onChange={(event) => setTime(event.currentTarget.value)}
        />
        <Text size="sm" c="dimmed">
          {t('book.as', { name: user.name, phone: user.phone })}
        </Text>
        <Button
          size="md"
          fullWidth
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          loading={book.isPending}
          disabled={lines.length === 0}
          onClick={submit}
        >
          {t('book.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
