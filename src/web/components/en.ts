/** English text of the shared components (the default namespace). */
export const commonEn = {
  loading: 'Loading…',
  'brand.home': 'Home',
  'error.title': 'Something went wrong',
  'error.body': 'This page could not be shown. Reloading usually helps; if not, please try again in a little while.',
  'error.reload': 'Reload page',
  'error.home': 'Go To Home',
  // The not-found page, here rather than with the site's pages: a category page shows it for an unknown slug.
  'notFound.title': 'Page not found',
  'notFound.body':
    "We looked everywhere, even behind the mirrors, but this page isn't here. It may have moved, or the link may be mistyped.",
  'notFound.home': 'Go To Home',
} as const;
