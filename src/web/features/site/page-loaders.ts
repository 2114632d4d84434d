/** The feature's pages, each fetched when first shown (src/web/pages.ts), named by the feature's entry. */
export const loadHomePage = () => import('./pages/HomePage');
export const loadBridalPage = () => import('./pages/BridalPage');
export const loadNailsPage = () => import('./pages/NailsPage');
export const loadRepublicDayPage = () => import('./pages/RepublicDayPage');
export const loadInstallationPage = () => import('./pages/InstallationPage');
