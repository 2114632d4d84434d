/**
 * English text of the customer's appointments (docs/product.md#my-appointments, #entity-appointment, #errors-public).
 */
import { registerNamespace } from '@web/i18n/register-namespace';

export const appointmentsEn = {
  'list.title': 'My Appointments',
  'list.subtitle': 'Every visit you booked with us, newest first.',
  'list.filter': 'Show appointments',
  'list.empty': 'No Appointments Found',
  'list.emptyBody': 'When you book a visit it shows up here, with its status.',
  'list.emptyAction': 'Browse Services',
  'list.loadMore': 'Load more',
  'list.loadingMore': 'Loading more appointments…',
  'list.end': 'That is every appointment.',
  'list.failed': 'Your appointments could not be loaded.',
  'list.retry': 'Try again',
  'list.count_one': '{{count}} appointment',
  'list.count_other': '{{count}} appointments',

  'filter.all': 'All',
} as const;

// Importing this file is what brings the 'appointments' namespace (see src/web/i18n/resources.ts).
registerNamespace('appointments', appointmentsEn);
