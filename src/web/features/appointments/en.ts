/**
 * English text of the customer's appointments (docs/product.md#my-appointments, #entity-appointment, #errors-public).
 */
import { defineText } from '@web/i18n';

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

export const appointmentsText = defineText('appointments', appointmentsEn);
