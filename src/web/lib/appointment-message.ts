/**
 * The parts every WhatsApp message about an appointment shares (docs/product.md#whatsapp-messages), in the language
 * of the page: the greeting by name, the appointment's day and time as the page shows them (the salon's wall clock),
 * the services (or the offer booked) and the salon's address. The review's confirmation and the dashboard's reminder
 * put their own lines between them.
 */
import { useCallback } from 'react';
import type { Appointment } from '@shared/appointments.schemas';
import { readOfferComment } from '@shared/offer-comment';
import { postalAddress } from '@shared/postal-address';
import { serviceLine } from '@shared/whatsapp';
import { useText } from '@web/i18n';
import { appointmentServicesFrom, appointmentWhen, formatClock, formatDay } from './appointment-text';
import { appointmentMessageText } from './appointment-message-en';
import { useSalonSettings } from './salon-settings';

export interface AppointmentMessageParts {
  salon: string;
  hello: string;
  /** The day as the page writes it, and the time when one is set; null for an appointment without a date. */
  when: { date: string; time: string | null } | null;
  /** "Services: …", or "Offer: …" for an offer's booking; null when neither is known. */
  booked: string | null;
  /** "Address: …"; null until the settings are known. */
  address: string | null;
}

export function useAppointmentMessage(): (appointment: Appointment) => AppointmentMessageParts {
  const { t } = useText(appointmentMessageText);
  const { settings } = useSalonSettings();
  const salon = settings?.name ?? '';
  const address = settings ? postalAddress(settings) : '';
  return useCallback(
    (appointment) => {
      const name = appointment.name.trim();
      const moment = appointmentWhen(appointment.date);
      const services = serviceLine(appointmentServicesFrom(appointment.services));
      const offer = readOfferComment(appointment.comment)?.offerName;
      return {
        salon,
        hello: name ? t('message.hello', { name }) : t('message.helloNoName'),
        when: moment && { date: formatDay(moment.day), time: moment.time ? formatClock(moment.time) : null },
        booked: services ? t('message.services', { services }) : offer ? t('message.offer', { offer }) : null,
        address: address ? t('message.address', { address }) : null,
      };
    },
    [t, salon, address],
  );
}
