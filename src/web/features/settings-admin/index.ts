/**
 * The entry of the settings-admin feature: what the app's frame and routes may use of it, and nothing else
 * (docs/decisions/013-feature-boundaries.md). Re-exports only: the build takes this file as free of
 * side effects, so importing one name brings that name's module alone, and a page's code arrives when it is shown.
 */
export { loadSettingsPage } from './page-loaders';
