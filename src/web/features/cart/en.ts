/** English text of My Room, the cart (document 1 §2 My Room, §8). */
export const cartEn = {
  loginFirst: 'Please Login first to Access Cart',
  updateFailed: 'My Room could not be updated. Please try again.',
} as const;
