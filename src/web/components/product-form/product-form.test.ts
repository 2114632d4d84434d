import { describe, expect, it } from 'vitest';
import { productFormSchema } from './product-form';

describe('the Add Product form', () => {
  it('checks an added product with the Add Product messages', () => {
    const productError = (values: Record<string, unknown>) =>
      productFormSchema.safeParse({ name: 'Hair Serum', price: 450, comment: '', ...values }).error?.issues[0]?.message;
    expect(productError({})).toBeUndefined();
    expect(productError({ name: '  ' })).toBe('Name is required!');
    expect(productError({ price: -1 })).toBe('Too little');
    expect(productError({ price: 5000.01 })).toBe('Very costly!');
    expect(productError({ price: 5000 })).toBeUndefined();
    expect(productError({ price: 0 })).toBeUndefined();
    expect(productError({ price: '' })).toBe('Price is required!');
  });
});
