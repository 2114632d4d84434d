/**
 * The WhatsApp message after a review (docs/product.md#whatsapp-messages): to the customer's number, in the language
 * of the page. An approval names the salon, the date and time as the page shows them (the salon's wall clock), the
 * services (or the offer) and the salon's address; a rejection the date and time and the reason. Null when the
 * appointment is still in review or its phone cannot be a WhatsApp number, so no button is shown.
 */
import { useCallback } from 'react';
import type { Appointment } from '@shared/appointments.schemas';
import { APPOINTMENT_STATUS } from '@shared/appointments.schemas';
import { messageLines, whatsAppLink } from '@shared/whatsapp';
import { useText } from '@web/i18n';
import { useAppointmentMessage } from '@web/lib/appointment-message';
import { appointmentReviewText } from './en';

export function useReviewMessage(): (appointment: Appointment) => string | null {
  const { t } = useText(appointmentReviewText);
  const messageParts = useAppointmentMessage();

  return useCallback(
    (appointment) => {
      const { status } = appointment;
      if (status !== APPOINTMENT_STATUS.approved && status !== APPOINTMENT_STATUS.rejected) return null;
      const { salon, hello, when: moment, booked, address } = messageParts(appointment);
      const when = moment && (moment.time ? t('whatsapp.when', { date: moment.date, time: moment.time }) : moment.date);

      let text: string;
      if (status === APPOINTMENT_STATUS.approved) {
        text = messageLines(
          hello,
          when ? t('whatsapp.approved', { salon, when }) : t('whatsapp.approvedUndated', { salon }),
          booked,
          address,
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
    [t, messageParts],
  );
}
