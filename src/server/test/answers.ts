/**
 * The shapes of the API's answers that the tests read, whatever the route: a refusal (docs/product.md#error-shape) and
 * a saved row with its message.
 */

/** A refusal: a message, and either one error text or each field's errors. */
export interface ErrorBody {
  message: string;
  error: string | Record<string, string[]>;
}

/** A row the API saved, with the message it answered. */
export interface SavedBody<T> {
  message: string;
  data: T;
}

/** The field errors of a refusal that names fields (422). */
export const fieldErrors = (body: ErrorBody) => body.error as Record<string, string[]>;
