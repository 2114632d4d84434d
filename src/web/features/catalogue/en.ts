/**
 * English text of the catalogue: the category names, keyed by slug and taken from the shared catalogue so a
 * translation adds names without touching the list (src/shared/catalogue.ts), and the services pages.
 */
import { ALL_CATEGORY, SERVICE_CATEGORIES } from '@shared/catalogue';

const categoryNames: Record<string, string> = Object.fromEntries(
  [...SERVICE_CATEGORIES, ALL_CATEGORY].map((category) => [category.slug, category.name]),
);

export const catalogueEn: Record<string, string> = {
  ...categoryNames,

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

  'category.imageAlt': '{{name}} services',
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
};
