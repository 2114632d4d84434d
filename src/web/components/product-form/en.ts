/**
 * English text of the Add Product form (docs/product.md#services-admin, #validation-add-product, #errors-back-office:
 * 'Product has been added!').
 */
import { registerNamespace } from '@web/i18n/register-namespace';

export const productFormEn = {
  add: 'Add Product',
  addButton: 'Add',
  name: 'Name',
  price: 'Price',
  comment: 'Comment',
  cancel: 'Cancel',
  added: 'Product has been added!',
} as const;

// Importing this file is what brings the 'productForm' namespace (see src/web/i18n/resources.ts).
registerNamespace('productForm', productFormEn);
