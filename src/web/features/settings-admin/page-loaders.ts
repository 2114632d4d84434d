/** The feature's pages, each fetched when first shown (src/web/pages.ts), named by the feature's entry. */
export const loadSettingsPage = () => import('./pages/SettingsPage');
