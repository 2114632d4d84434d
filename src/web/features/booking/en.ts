/**
 * English text of the Book Appointment modal and of booking from an offer (docs/product.md#booking-modal,
 * #booking-payloads, #validation-booking).
 */
import { defineText } from '@web/i18n';

export const bookingEn = {
  'modal.title': 'Book Appointment',
  'modal.intro': 'Tell us when you would like to come in. We confirm every booking by phone.',
  'modal.close': 'Close',

  'field.name': 'Name',
  'field.email': 'E-mail',
  'field.phone': 'Phone',
  'field.phoneHint': '10-digit mobile number',
  'field.date': 'Date',
  'field.datePlaceholder': 'Pick a date',
  'field.dateClear': 'Clear the day',
  'field.time': 'Time',
  'field.services': 'Services',
  'field.servicesPlaceholder': 'Choose one or more services',
  'field.servicesLoading': 'Loading services…',
  'field.servicesNone': 'No service matches',
  'field.servicesFailed': 'The services could not be loaded.',
  'field.servicesRetry': 'Try again',
  'field.servicesClear': 'Clear the chosen services',
  'field.servicesChoose': 'Choose services',
  'field.servicesChange': 'Add or change services',
  'field.serviceRemove': 'Remove {{name}}',
  'field.hours': 'Opening hours: {{hours}}',
  'field.outsideHours': 'The salon is closed at this time. You can still book it: we will call you to agree on a time.',
  'field.staff': 'Staff',
  'field.staffPlaceholder': 'Choose the staff member',
  'field.staffLoading': 'Loading staff…',
  'field.staffNone': 'No staff member matches',
  'field.staffFailed': 'The staff list could not be loaded.',
  'field.comment': 'Comment',
  'field.commentPlaceholder': 'Anything we should know? A look you like, a preferred stylist…',
  'field.extra': 'Extra details (optional)',
  'field.extraPlaceholder': 'For example: allergies, a second guest, parking',

  'picker.title': 'Choose services',
  'picker.search': 'Search services',
  'picker.chosen_one': '{{count}} chosen',
  'picker.chosen_other': '{{count}} chosen',
  'picker.done': 'Done',

  'product.list': 'Products',
  'product.add': 'Add Product',
  'product.remove': 'Remove {{name}}',
  'product.added': 'Product has been added!',

  'action.book': 'Book Appointment',
  'action.cancel': 'Cancel',
  'action.done': 'Done',

  'success.title': 'Appointment Booked Sucessfully',
  'success.text': 'We will call you to confirm. You asked for:',
  'success.when': 'When',
  'success.services': 'Services',
  'success.products': 'Products',
  'success.product': '{{name}} ({{price}})',
  'success.notMentioned': 'Not Mentioned',
  'success.at': '{{date}} at {{time}}',

  'error.generic': 'Something went wrong',
} as const;

export const bookingText = defineText('booking', bookingEn);
