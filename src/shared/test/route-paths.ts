/**
 * The back office's paths, spelled and ordered as the spec has them (docs/product.md#routes): what the route manifest
 * must list behind the staff and admin guards, for the shared and the web route tests.
 */
export const STAFF_PATHS = [
  '/dashboard',
  '/expenses',
  '/attendance',
  '/service',
  '/listing',
  '/salary',
  '/quickInvoice',
];
export const ADMIN_PATHS = ['/booking-list', '/userList', '/offer-list', '/mark-attendence', '/salon-settings'];
