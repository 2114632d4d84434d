/**
 * The dashboard's WhatsApp messages (docs/product.md#whatsapp-messages), in the language of the page: the reminder to
 * each customer with an approved appointment tomorrow (the salon's name, the date, the time, the services and its
 * address), and the wishes to each birthday and anniversary. Each gives null when the phone cannot be a WhatsApp
 * number, so no link is shown.
 */
import { useCallback } from 'react';
import type { Appointment } from '@shared/appointments.schemas';
import { readOfferComment } from '@shared/offer-comment';
import { postalAddress } from '@shared/postal-address';
import { messageLines, serviceLine, whatsAppLink } from '@shared/whatsapp';
import { useText } from '@web/i18n';
import { appointmentServicesFrom, appointmentWhen, formatClock, formatDay } from '@web/lib/appointment-text';
import { useSalonSettings } from '@web/lib/salon-settings';
import { dashboardText } from './en';

/** The reminder of an appointment of tomorrow. */
export function useReminderLink(): (appointment: Appointment) => string | null {
  const { t } = useText(dashboardText);
  const { settings } = useSalonSettings();
  const salon = settings?.name ?? '';
  const address = settings ? postalAddress(settings) : '';
  return useCallback(
    (appointment) => {
      const name = appointment.name.trim();
      const moment = appointmentWhen(appointment.date);
      const date = moment ? formatDay(moment.day) : '';
      const services = serviceLine(appointmentServicesFrom(appointment.services));
      const offer = readOfferComment(appointment.comment)?.offerName;
      const text = messageLines(
        name ? t('whatsapp.hello', { name }) : t('whatsapp.helloNoName'),
        moment?.time
          ? t('whatsapp.reminder', { salon, date, time: formatClock(moment.time) })
          : t('whatsapp.reminderNoTime', { salon, date }),
        services ? t('whatsapp.services', { services }) : offer ? t('whatsapp.offer', { offer }) : null,
        address && t('whatsapp.address', { address }),
        t('whatsapp.reminderEnd'),
      );
      return whatsAppLink(appointment.phone, text);
    },
    [t, salon, address],
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
