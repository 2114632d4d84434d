/** English text of My Room, the cart (document 1 §2 My Room, §8). */
import { registerNamespace } from '../../i18n/register-namespace';

export const cartEn = {
  loginFirst: 'Please Login first to Access Cart',
  updateFailed: 'My Room could not be updated. Please try again.',
} as const;

// Importing this file is what brings the 'cart' namespace (see src/web/i18n/resources.ts).
registerNamespace('cart', cartEn);
