/** Every URL of the web app, named once (docs/product.md#routes). Spellings follow the spec. */
import { PAGE_PATHS } from '@shared/site-routes';

export const paths = {
  // The pages themselves, shared with the server (which answers 404 for any other address).
  ...PAGE_PATHS,
  about: '/#about',
  curlyService: (slug: string) => `/curly-service/${encodeURIComponent(slug)}`,
  // The anchor brings the occasions into view, also when the page arrives as a document.
  bridalOccasion: (selected: number) => `/bridal?selected=${selected}#occasions`,
  nailArt: '/nails#nail-art',
  nailExtension: '/nails#nail-extension',
  billing: (uid: string) => `/billing/${encodeURIComponent(uid)}`,
} as const;

/** Where the back office starts for staff and admin (docs/product.md#header: Go to Admin goes to /expenses). */
export const BACK_OFFICE_HOME = paths.expenses;
