/** The feature's pages, each fetched when first shown (src/web/pages.ts), named by the feature's entry. */
export const loadLoginPage = () => import('./pages/LoginPage');
export const loadRegisterPage = () => import('./pages/RegisterPage');
export const loadProfilePage = () => import('./pages/ProfilePage');
