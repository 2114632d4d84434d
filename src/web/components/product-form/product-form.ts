/**
 * The Add Product form's rules (docs/product.md#add-product: name required, price 0 to 5000), for the booking modal and
 * the invoice alike.
 */
import { z } from 'zod';
import { APPOINTMENT_MESSAGES } from '@shared/appointments.schemas';
import { PRODUCT_PRICE_MAX_RUPEES } from '@shared/constants';
import { hasWholePaise } from '@shared/money';

export interface ProductFormValues {
  name: string;
  /** What the number input holds: a number, or '' when empty. */
  price: number | string;
  comment: string;
}

/**
 * The price left empty: the Add Product rules (docs/product.md#validation-add-product) ask for a number without naming
 * a message.
 */
export const PRODUCT_PRICE_REQUIRED = 'Price is required!';

/** docs/product.md#add-product: name required; price a number from 0 ('Too little') to 5000 ('Very costly!'). */
export const productFormSchema = z.object({
  name: z.string().trim().min(1, APPOINTMENT_MESSAGES.productName).max(191),
  price: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? PRODUCT_PRICE_REQUIRED : APPOINTMENT_MESSAGES.productTooLittle),
      })
      .min(0, APPOINTMENT_MESSAGES.productTooLittle)
      .max(PRODUCT_PRICE_MAX_RUPEES, APPOINTMENT_MESSAGES.productTooCostly)
      .refine(hasWholePaise, APPOINTMENT_MESSAGES.productTooLittle),
  ),
  comment: z.string().trim().max(500),
});

export const productFormDefaults: ProductFormValues = { name: '', price: '', comment: '' };
