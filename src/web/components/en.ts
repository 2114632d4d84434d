/** English text of the shared components (the default namespace). */
import { defineText } from '@web/i18n';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from '@shared/seo';

export const commonEn = {
  loading: 'Loading…',
  // Names of Mantine's icon-only buttons (dialog close, input clear), set as theme defaults. Not 'Close': several
  // dialogs have a text Close button of their own, and two buttons of one name would be ambiguous.
  dismiss: 'Dismiss',
  clear: 'Clear',
  'pagination.first': 'First page',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
  'pagination.last': 'Last page',
  'calendar.previousMonth': 'Previous month',
  'calendar.nextMonth': 'Next month',
  'calendar.previousYear': 'Previous year',
  'calendar.nextYear': 'Next year',
  'calendar.previousDecade': 'Previous decade',
  'calendar.nextDecade': 'Next decade',
  'date.shape': 'YYYY-MM-DD',
  'brand.home': 'Home',
  // Above a list's sortable columns on a phone, where its rows read as cards.
  'table.sortBy': 'Sort by',
  'error.title': 'Something went wrong',
  'error.body': 'This page could not be shown. Reloading usually helps; if not, please try again in a little while.',
  'error.reload': 'Reload page',
  'error.home': 'Go To Home',
  // The not-found page, here rather than with the site's pages: a category page shows it for an unknown slug.
  'notFound.title': 'Page not found',
  // The document's title on the not-found page: the server's 404 answer carries the same one.
  'notFound.pageTitle': NOT_FOUND_TITLE,
  'notFound.body': NOT_FOUND_DESCRIPTION,
  'notFound.home': 'Go To Home',
} as const;

export const commonText = defineText('common', commonEn);
