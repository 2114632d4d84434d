/**
 * The one way the web app talks to the API (docs/architecture.md#api): base '/api', the bearer token of the stored
 * session, JSON for plain objects and FormData as is, and every failure thrown as an ApiError carrying the
 * server's `{ message, error }`. Any answer whose message is 'Unauthenticated.' ends the session and goes home
 * (docs/product.md#session-states).
 */
import { UNAUTHENTICATED_MESSAGE, type ApiErrorBody, type FieldErrors } from '@shared/api-error';
import { clearSession, getSession } from './session';
import { navigateTo } from './navigation';

export const API_BASE = '/api';

/** Messages of failures that never reached the server or came back unreadable (translated where shown). */
export const CLIENT_FAILURE = {
  network: 'Could not reach the salon. Please check your connection and try again.',
  unreadable: 'Something went wrong',
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly error: string | FieldErrors;
  /** The message's stable code (src/shared/messages.ts), when the server sent one. */
  readonly code: string | undefined;
  readonly codes: Record<string, string[]>;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.error = body.error;
    this.code = body.code;
    this.codes = body.codes ?? {};
  }

  /** Field errors of a 422 (empty for any other failure). */
  get fieldErrors(): FieldErrors {
    return typeof this.error === 'object' && this.error !== null ? this.error : {};
  }

  /** What a toast shows: the error text when it is a string, else the message. */
  get displayText(): string {
    return typeof this.error === 'string' && this.error.trim() !== '' ? this.error : this.message;
  }

  /** The code of displayText: the error's when it is a string, else the message's. */
  get displayCode(): string | undefined {
    return typeof this.error === 'string' && this.error.trim() !== '' && this.error !== this.message
      ? undefined
      : this.code;
  }

  /** The first message listed for a field, if any. */
  firstFieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object or array is sent as JSON; FormData goes as multipart, untouched. */
  body?: FormData | Record<string, unknown> | unknown[];
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Extra request headers, such as a booking's Idempotency-Key. */
  headers?: Record<string, string>;
}

/** How requests travel: the browser's fetch, or, while the server renders a page, a call into the server itself. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** For server rendering: send the app's API calls straight to the server's own routes. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

function urlFor(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}

function endSession(): void {
  clearSession();
  navigateTo('/', { replace: true });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, signal } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const { token } = getSession();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(urlFor(path, query), { method, headers, body: payload, signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, { message: CLIENT_FAILURE.network, error: CLIENT_FAILURE.network });
  }

  const text = await response.text();
  let answer: unknown = undefined;
  if (text) {
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
  }

  if (isErrorBody(answer) && answer.message === UNAUTHENTICATED_MESSAGE) {
    endSession();
    throw new ApiError(response.status || 401, { message: answer.message, error: answer.error ?? answer.message });
  }

  if (!response.ok) {
    if (isErrorBody(answer)) {
      throw new ApiError(response.status, { message: answer.message, error: answer.error ?? answer.message });
    }
    throw new ApiError(response.status, { message: CLIENT_FAILURE.unreadable, error: CLIENT_FAILURE.unreadable });
  }

  // The server validates every answer against its response schema (src/shared) before sending it.
  return answer as T;
}

export const api = {
  get<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
    return apiRequest<T>(path, { ...options, method: 'GET' });
  },
  post<T>(
    path: string,
    body?: RequestOptions['body'],
    options: Omit<RequestOptions, 'method' | 'body'> = {},
  ): Promise<T> {
    return apiRequest<T>(path, { ...options, method: 'POST', body });
  },
};
