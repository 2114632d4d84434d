/** English text of My Room, the cart (docs/product.md#my-room, #errors-public). */
import { defineText } from '@web/i18n';

export const cartEn = {
  'room.title': 'My Room',
  'room.subtitle': 'The services you picked, ready to book in one go.',
  'room.count_one': '{{count}} service',
  'room.count_other': '{{count}} services',
  'room.empty': 'Your Room Is Empty',
  'room.emptyBody': 'Pick the services you love and they will wait for you here until you book.',
  'room.addServices': 'Add Services',
  'room.addMore': 'Add more services',
  // The spec's asterisks mark italics: the page sets the note in italics.
  'room.note': 'Note: This price may vary till appointment confirmation.',

  'column.service': 'Service',
  'column.quantity': 'Quantity',
  'column.unitCharges': 'Unit Charges',
  'column.discount': 'Discount',
  'column.totalCharges': 'Total Charges',
  'quantity.less': 'One less {{name}}',
  'quantity.remove': 'Remove {{name}} from My Room',
  'quantity.more': 'One more {{name}}',
  'quantity.value': 'Quantity of {{name}}',

  'summary.title': 'Price details',
  'summary.subtotal': 'Subtotal',
  'summary.discount': 'Discount',
  'summary.total': 'Total',

  'book.title': 'Book Appointment',
  'book.hint': 'Date and time are optional: leave them empty and we will call you to fix a slot.',
  'book.pickDate': 'Pick Date',
  'book.pickDatePlaceholder': 'Any day',
  'book.pickTime': 'Pick Time',
  'book.pickTimeFirst': 'Pick a date first',
  'book.as': 'Booking for {{name}}, {{phone}}',
  'book.submit': 'Book Appointment',
  'book.failed': 'The appointment could not be booked. Please try again.',

  'booked.title': 'Your Appointment has been booked',
  'booked.body': 'We will confirm it soon. You can follow its status in My Appointments.',
  'booked.name': 'Name',
  'booked.date': 'Date',
  'booked.time': 'Time',
  'booked.services': 'Services',
  'booked.notMentioned': 'Not Mentioned',
  'booked.goHome': 'Go To Home',
  'booked.viewAppointments': 'View Appointments',
} as const;

export const cartText = defineText('cart', cartEn);
