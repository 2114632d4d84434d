/** English text of the services admin (docs/product.md#services-admin, #validation-service, #toasts). */
import { defineText } from '@web/i18n';

export const servicesAdminEn = {
  'page.title': 'Services',
  'page.subtitle': 'What customers see on the services pages, in sorting order. Disabled services stay hidden.',
  'page.add': 'Add Service',
  'page.empty': 'No Service found!',
  'page.failed': 'The services could not be loaded.',
  'page.count_one': '{{count}} service',
  'page.count_other': '{{count}} services',
  'page.search': 'Search services',
  'page.searchPlaceholder': 'Search by name',
  'page.clearSearch': 'Clear the search',
  'page.category': 'Category',
  'page.allCategories': 'All',
  'page.dragHint': 'Drag a row by its handle (or press Space on it, then the arrow keys) to change the order.',
  'page.dragOff': 'Choose one category to change the order by dragging.',

  'column.handle': 'Move',
  'column.name': 'Name',
  'column.price': 'Price',
  'column.category': 'Category',
  'column.id': 'ID',
  'column.discount': 'Discount',
  'column.sorting': 'Sorting',
  'column.status': 'Status',
  'column.edit': 'Edit',
  'sort.by': 'Sort by {{column}}',

  'status.1': 'Enable',
  'status.0': 'Disable',

  'action.edit': 'Edit {{name}}',
  'action.move': 'Move {{name}}',
  'action.save': 'Save',

  'form.addTitle': 'Add Service',
  'form.editTitle': 'Update Service',
  'form.name': 'Name',
  'form.price': 'Price (₹)',
  'form.discount': 'Discount (₹)',
  'form.categories': 'Categories',
  'form.categoriesPlaceholder': 'Choose categories',
  'form.sorting': 'Sorting',
  'form.sortingHint': 'Lower numbers come first.',
  'form.status': 'Status',
  'form.statusPlaceholder': 'Select status',
  'form.comment': 'Description',
  'form.nameHi': 'Hindi name',
  'form.commentHi': 'Hindi description',
  'form.commentLoading': 'Loading the editor',
  'form.failed': 'The service could not be saved. Please try again.',

  'toast.added': 'Service has been added!',
  'toast.updated': 'Service has been updated!',
  'toast.sortFailed': 'The new order could not be saved. The previous order is back.',

  'drag.pickedUp': 'Picked up {{name}}.',
  'drag.over': '{{name}} is over {{other}}.',
  'drag.dropped': '{{name}} was dropped over {{other}}.',
  'drag.cancelled': 'Moving {{name}} was cancelled.',
  'drag.instructions':
    'To pick up a service, press Space or Enter. Use the up and down arrow keys to move it, Space or Enter to drop it, and Escape to cancel.',
} as const;

export const servicesAdminText = defineText('servicesAdmin', servicesAdminEn);
