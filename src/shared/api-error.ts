/** The one error shape of the API (docs/architecture.md#api). */
import { REQUEST_MESSAGES } from './common.messages';

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  message: string;
  error: string | FieldErrors;
  /** The message's stable code (src/shared/messages.ts), for showing it in the user's language. */
  code?: string;
  /** Each field error's code, in the order of `error`'s messages. */
  codes?: Record<string, string[]>;
}

/** The message the server sends for a missing, expired or revoked token; the client clears its session on it. */
export const UNAUTHENTICATED_MESSAGE = REQUEST_MESSAGES.unauthenticated;
