/** English text of the public offers page, the header's offer badge and the home page's announcement. */
import { defineText } from '@web/i18n';
export const offersEn = {
  'banner.eyebrow': 'Curly Studio offers',
  'banner.title': 'Special Offer',
  'banner.text': 'Limited-time prices on facials, hair treatments, nails and bridal looks. Book before they expire.',

  'carousel.label': 'Current offers',
  'carousel.previous': 'Previous offer',
  'carousel.next': 'Next offer',

  'card.enlarge': 'Enlarge the picture of {{name}}',
  'card.imageAlt': 'Offer: {{name}}',
  'card.book': 'Book Appointment',
  'card.close': 'Close',

  'empty.title': "Sorry, we couldn't have any offer yet",
  'empty.text': 'New offers arrive often. Meanwhile, every service is on the menu.',
  'empty.services': 'Go to Services',

  'error.text': 'The offers could not be loaded. Please check your connection and try again.',
  'error.retry': 'Try again',

  'announcement.title': 'Special offers are live!',
  'announcement.text_one': '{{count}} offer is waiting for you. Book before it expires.',
  'announcement.text_other': '{{count}} offers are waiting for you. Book before they expire.',
  'announcement.cta': 'Get Offers',
  'announcement.dismiss': 'Dismiss the offers announcement',
} as const;

export const offersText = defineText('offers', offersEn);
