/** Hindi text of booking an offer in one click (offer-booking-en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { offerBookingText } from './offer-booking-en';

export default {
  namespace: 'offerBooking',
  words: {
    book: 'अपॉइंटमेंट बुक करें',
    detailsTitle: 'आपके अपॉइंटमेंट का विवरण',
    booked: 'आपका अपॉइंटमेंट बुक हो गया है',
    name: 'नाम',
    offer: 'ऑफ़र',
    goHome: 'होम पेज पर जाएँ',
    viewAppointments: 'अपॉइंटमेंट देखें',
    close: 'बंद करें',
    failed: 'कुछ गड़बड़ हो गई',
  },
} satisfies Translation<typeof offerBookingText>;
