/**
 * The WhatsApp message after a review (docs/product.md#whatsapp-messages): to the customer's number, in the language
 * of the page. An approval names the salon, the date and time as the page shows them (the salon's wall clock), the
 * services (or the offer) and the salon's address; a rejection the date and time and the reason. Null when the
 * appointment is still in review or its phone cannot be a WhatsApp number, so no button is shown.
 */
import { useCallback } from 'react';
import type { Appointment } from '@shared/appointments.schemas';
import { APPOINTMENT_STATUS } from '@shared/appointments.schemas';
import { readOfferComment } from '@shared/offer-comment';
import { postalAddress } from '@shared/postal-address';
import { messageLines, serviceLine, whatsAppLink } from '@shared/whatsapp';
import { useText } from '@web/i18n';
import { appointmentServicesFrom, appointmentWhen, formatClock, formatDay } from '@web/lib/appointment-text';
import { useSalonSettings } from '@web/lib/salon-settings';
import { appointmentReviewText } from './en';

export function useReviewMessage(): (appointment: Appointment) => string | null {
  const { t } = useText(appointmentReviewText);
  const { settings } = useSalonSettings();
  const salon = settings?.name ?? '';
  const address = settings ? postalAddress(settings) : '';

  return useCallback(
    (appointment) => {
      const { status } = appointment;
      if (status !== APPOINTMENT_STATUS.approved && status !== APPOINTMENT_STATUS.rejected) return null;
      const name = appointment.name.trim();
      const hello = name ? t('whatsapp.hello', { name }) : t('whatsapp.helloNoName');
      const moment = appointmentWhen(appointment.date);
      const when = moment
        ? moment.time
          ? t('whatsapp.when', { date: formatDay(moment.day), time: formatClock(moment.time) })
          : formatDay(moment.day)
        : null;

      let text: string;
      if (status === APPOINTMENT_STATUS.approved) {
        const services = serviceLine(appointmentServicesFrom(appointment.services));
        const offer = readOfferComment(appointment.comment)?.offerName;
        text = messageLines(
          hello,
          when ? t('whatsapp.approved', { salon, when }) : t('whatsapp.approvedUndated', { salon }),
          services ? t('whatsapp.services', { services }) : offer ? t('whatsapp.offer', { offer }) : null,
          address && t('whatsapp.address', { address }),
          t('whatsapp.seeYou'),
        );
      } else {
        const reason = appointment.status_text.trim();
        text = messageLines(
          hello,
          when ? t('whatsapp.rejected', { salon, when }) : t('whatsapp.rejectedUndated', { salon }),
          reason && t('whatsapp.reason', { reason }),
          t('whatsapp.rebook'),
        );
      }
      return whatsAppLink(appointment.phone, text);
    },
    [t, salon, address],
  );
}
