/** The one error shape of the API (docs/architecture.md#api). */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  message: string;
  error: string | FieldErrors;
}

/** The message the server sends for a missing, expired or revoked token; the client clears its session on it. */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
