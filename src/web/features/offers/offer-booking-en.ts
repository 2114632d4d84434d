/**
 * English text of booking an offer in one click (docs/product.md#offers-page, #offer-booking), with the offers
 * page's code rather than with the page frame's 'offers' text.
 */
import { defineText } from '@web/i18n';

export const offerBookingEn = {
  book: 'Book Appointment',
  detailsTitle: 'Your Appointment Details',
  booked: 'Your Appointment has been booked',
  name: 'Name',
  offer: 'Offer',
  goHome: 'Go To Home',
  viewAppointments: 'View Appointments',
  close: 'Close',
  failed: 'Something went wrong',
} as const;

export const offerBookingText = defineText('offerBooking', offerBookingEn);
