/**
 * English text of a change to My Room, wherever it is made (docs/product.md#services-page, #my-room, #errors-public).
 */
import { registerNamespace } from '@web/i18n/register-namespace';

export const cartChangesEn = {
  loginFirst: 'Please Login first to Access Cart',
  updateFailed: 'My Room could not be updated. Please try again.',
} as const;

// Importing this file is what brings the 'cartChanges' namespace (see src/web/i18n/resources.ts).
registerNamespace('cartChanges', cartChangesEn);
