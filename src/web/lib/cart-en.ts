/**
 * English text of a change to My Room, wherever it is made (docs/product.md#services-page, #my-room, #errors-public).
 */
import { defineText } from '@web/i18n';

export const cartChangesEn = {
  loginFirst: 'Please Login first to Access Cart',
  updateFailed: 'My Room could not be updated. Please try again.',
} as const;

export const cartChangesText = defineText('cartChanges', cartChangesEn);
