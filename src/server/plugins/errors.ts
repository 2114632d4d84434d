/**
 * The one error shape (docs/architecture.md#api): `{ message, error, code, codes }`. Invalid input answers 422 with
 * the field errors in the spec's words; a database that is down answers 503 and a full disk 507 (db/db-errors.ts); a
 * 500 carries no internals. Every message carries its stable code (src/shared/messages.ts, docs/architecture.md#text).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, FieldErrors } from '@shared/api-error';
import { REQUEST_MESSAGES } from '@shared/common.messages';
import { findMessage, UNKNOWN_MESSAGE_CODE } from '@shared/messages';
import { databaseFaultOf } from '@server/db/db-errors';

/** An expected refusal, thrown by a handler: its status and words reach the caller as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
    /** Headers the refusal carries, such as Retry-After on a 429 or 503. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return errorBody(this.message, this.fields ?? this.message);
  }
}

/** A refusal to be asked again later: 429 (a limit) or 503 (busy), with Retry-After in whole seconds. */
export function tryAgainLater(statusCode: 429 | 503, message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(statusCode, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

const codeOf = (message: string, fallback: string = UNKNOWN_MESSAGE_CODE): string =>
  findMessage(message)?.code ?? fallback;

/** The error shape for a message and its field errors (or the same words again), each with its code. */
export function errorBody<E extends string | FieldErrors>(
  message: string,
  error: E,
  fallbackCode?: string,
): ApiErrorBody & { error: E; code: string } {
  const body: ApiErrorBody & { error: E; code: string } = { message, error, code: codeOf(message, fallbackCode) };
  if (typeof error === 'object') {
    body.codes = Object.fromEntries(
      Object.entries(error).map(([field, messages]) => [field, messages.map((text) => codeOf(text))]),
    );
  }
  return body;
}

export function invalidInput(fields: FieldErrors): HttpError {
  const first = Object.values(fields)[0]?.[0] ?? REQUEST_MESSAGES.invalidData;
  return new HttpError(422, first, fields);
}

function fieldName(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return field || context || 'body';
}

/** Answers a request for a page of the web app (any GET outside /api and /uploads). */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Routes take the error handler in force when they are added: call this before any route. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath ?? '', error.validationContext);
        (fields[name] ??= []).push(issue.message ?? REQUEST_MESSAGES.invalidValue);
      }
      return reply.status(422).send(invalidInput(fields).toBody());
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? REQUEST_MESSAGES.tooLarge : error.message;
      return reply.status(status).send(errorBody(message, message, 'request.refused'));
    }
    const fault = databaseFaultOf(error);
    if (fault) {
      // The machine's fault, not the request's: it passes without a restart, and a down database soon.
      request.log.warn({ err: error }, fault.message);
      if (fault.statusCode === 503) reply.header('retry-after', '5');
      return reply.status(fault.statusCode).send(errorBody(fault.message, fault.error));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(REQUEST_MESSAGES.serverError, REQUEST_MESSAGES.serverError));
  });
}

/**
 * Addresses of files, not pages: the build's folders, and any last segment with an extension (.js, .css, .map,
 * .png, .json, .txt, .xml...). The real ones are served before this point (static files, robots.txt, sitemap.xml).
 */
const FILE_PATH = /^\/(api|uploads|assets|icons|images)(\/|$)|\.[A-Za-z0-9]{1,10}$/;

/**
 * Unknown files (and /api and /uploads paths) answer a plain 404 in the API's JSON shape: the web app for a
 * missing script or picture would be a 200 page where a file was asked for. Any other GET gets the web app, which
 * answers 404 itself for an address that is no page.
 */
export function registerNotFound(app: FastifyInstance, pageFallback?: PageFallback): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !FILE_PATH.test(pathname);
    if (pageFallback && isPageRequest) return pageFallback(request, reply);
    const message = REQUEST_MESSAGES.routeNotFound(request.method, pathname);
    return reply.status(404).send(errorBody(message, 'Not Found'));
  });
}
