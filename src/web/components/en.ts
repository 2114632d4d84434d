/** English text of the shared components (the default namespace). */
export const commonEn = {
  loading: 'Loading…',
  'brand.home': 'Home',
  'error.title': 'Something went wrong',
  'error.body': 'This page could not be shown. Reloading usually helps; if not, please try again in a little while.',
  'error.reload': 'Reload page',
  'error.home': 'Go To Home',
} as const;
