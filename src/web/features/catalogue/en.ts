/** English text of the services pages (the category names are src/web/components/categories/en.ts). */
import { defineText } from '@web/i18n';

export const catalogueEn = {
  'services.eyebrow': 'Our menu',
  'services.title': 'Services for you',
  'services.book': 'Book Appointment',
  'services.intro':
    'Pick a category to see every service with its price. Add what you like to My Room and book a time that suits you.',
  'services.searchLabel': 'Search services',
  'services.searchPlaceholder': 'Search services by name',
  'services.clearSearch': 'Clear search',
  'services.categoriesLabel': 'Service categories',
  'services.searchAll': 'Search every service for “{{search}}”',
  'services.noCategory': 'No category is called “{{search}}”.',
  'services.viewCategory': 'View services',
  'services.loadFailed': 'The services could not be loaded. Please check your connection and try again.',
  'services.retry': 'Try again',

  'category.heading': '{{name}}',
  'category.count_one': '{{count}} service',
  'category.count_other': '{{count}} services',
  'category.allLink': 'All categories',
  'category.tabsLabel': 'Browse by category',

  'service.noMatch': 'No Product Match With Your Search',
  'service.noMatchHint': 'Try another name, or look through all our services.',
  'service.showAll': 'Show all services',
  'service.add': 'Add to My Room',
  'service.added': 'Added to My Room',
  'service.details': 'View details',
  'service.discount': '{{amount}} off',
  'service.was': 'Price before discount: {{price}}',
  'service.price': 'Price',
  'service.descriptionLoading': 'Loading the description…',
  'service.close': 'Close',
} as const;

export const catalogueText = defineText('catalogue', catalogueEn);
