/**
 * English text of an appointment's card (docs/product.md#entity-appointment, #appointment-status): My Appointments, the
 * admin's review and the dashboard's enquiries show the same card, and My Appointments filters by these statuses.
 */
import { defineText } from '@web/i18n';

export const appointmentCardEn = {
  'status.0': 'In Review',
  'status.1': 'Approved',
  'status.2': 'Rejected',

  'card.title': 'Appointment #{{id}}',
  'card.date': 'Date',
  'card.time': 'Time',
  'card.notAvailable': 'Not Available',
  'card.services': 'Services',
  'card.quantity': '× {{count}}',
  'card.noServices': 'No services listed',
  'card.total': 'Total',
  'card.name': 'Name',
  'card.phone': 'Phone',
  'card.email': 'E-mail',
  'card.comment': 'Comment',
  'card.offer': 'Offer',
  'card.offerUnnamed': 'Booked from an offer',
  'card.rejectionReason': 'Rejection reason',
  'card.noRejectionReason': 'There is no Rejection Reason Present',
} as const;

export const appointmentCardText = defineText('appointmentCard', appointmentCardEn);
