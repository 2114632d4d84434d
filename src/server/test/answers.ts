/**
 * The shapes of the API's answers that the tests read, whatever the route: a refusal (docs/product.md#error-shape) and
 * a saved row with its message.
 */
import { expect } from 'vitest';
import type { Answer } from './test-app';

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

/** A page of a list, with how many rows the whole list has. */
export interface PageBody<T> {
  data: T[];
  total: number;
}

/** A save that went through: 200, this message, and the row answered with at least these fields. */
export function expectSaved<T>(answer: Answer<SavedBody<T>>, message: string, row: Record<string, unknown>): void {
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.message).toBe(message);
  expect(answer.body.data).toMatchObject(row);
}
