/** Hindi text of an appointment's card (en.ts; docs/hindi.md). */
import type { Translation } from '@web/i18n';
import type { appointmentCardText } from './en';

export default {
  namespace: 'appointmentCard',
  words: {
    'status.0': 'जाँच में',
    'status.1': 'मंज़ूर',
    'status.2': 'नामंज़ूर',

    'card.title': 'अपॉइंटमेंट #{{id}}',
    'card.date': 'तारीख़',
    'card.time': 'समय',
    'card.notAvailable': 'तय नहीं',
    'card.services': 'सर्विसेज़',
    'card.quantity': '× {{count}}',
    'card.noServices': 'कोई सर्विस नहीं चुनी गई',
    'card.total': 'कुल',
    'card.name': 'नाम',
    'card.phone': 'फ़ोन',
    'card.email': 'ईमेल',
    'card.comment': 'टिप्पणी',
    'card.offer': 'ऑफ़र',
    'card.offerUnnamed': 'ऑफ़र से बुक किया गया',
    'card.rejectionReason': 'नामंज़ूर करने की वजह',
    'card.noRejectionReason': 'नामंज़ूर करने की कोई वजह नहीं दी गई',
  },
} satisfies Translation<typeof appointmentCardText>;
