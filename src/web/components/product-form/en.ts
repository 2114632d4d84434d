/**
 * English text of the Add Product form (docs/product.md#services-admin, #validation-add-product, #errors-back-office:
 * 'Product has been added!').
 */
import { defineText } from '@web/i18n';

export const productFormEn = {
  add: 'Add Product',
  addButton: 'Add',
  name: 'Name',
  price: 'Price',
  comment: 'Comment',
  cancel: 'Cancel',
  added: 'Product has been added!',
} as const;

export const productFormText = defineText('productForm', productFormEn);
