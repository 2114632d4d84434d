/**
 * The dashboard's WhatsApp messages (docs/product.md#whatsapp-messages), in the language of the page: the reminder to
 * each customer with an approved appointment tomorrow (the salon's name, the date, the time, the services and its
 * address), and the wishes to each birthday and anniversary. Each gives null when the phone cannot be a WhatsApp
 * number, so no link is shown.
 */
import { useCallback } from 'react';
import type { Appointment } from '@shared/appointments.schemas';
import { messageLines, whatsAppLink } from '@shared/whatsapp';
import { useText } from '@web/i18n';
import { useAppointmentMessage } from '@web/lib/appointment-message';
import { useSalonSettings } from '@web/lib/salon-settings';
import { dashboardText } from './en';

/** The reminder of an appointment of tomorrow. */
export function useReminderLink(): (appointment: Appointment) => string | null {
  const { t } = useText(dashboardText);
  const messageParts = useAppointmentMessage();
  return useCallback(
    (appointment) => {
      const { salon, hello, when, booked, address } = messageParts(appointment);
      const date = when?.date ?? '';
      const text = messageLines(
        hello,
        when?.time
          ? t('whatsapp.reminder', { salon, date, time: when.time })
          : t('whatsapp.reminderNoTime', { salon, date }),
        booked,
        address,
        t('whatsapp.reminderEnd'),
      );
      return whatsAppLink(appointment.phone, text);
    },
    [t, messageParts],
  );
}

/** The wishes to someone whose birthday or anniversary the dashboard lists. */
export function useWishesLink(
  kind: 'birthdays' | 'anniversaries',
): (person: { name: string; phone: string }) => string | null {
  const { t } = useText(dashboardText);
  const { settings } = useSalonSettings();
  const salon = settings?.name ?? '';
  return useCallback(
    ({ name, phone }) =>
      whatsAppLink(
        phone,
        kind === 'birthdays'
          ? t('whatsapp.birthday', { name: name.trim(), salon })
          : t('whatsapp.anniversary', { name: name.trim(), salon }),
      ),
    [t, salon, kind],
  );
}
