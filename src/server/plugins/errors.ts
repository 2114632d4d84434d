/**
 * The one error shape (docs/architecture.md#api): `{ message, error }`. Invalid input answers 422 with the field
 * errors in the spec's words; a database that is down answers 503 and a full disk 507 (db/db-errors.ts); a 500
 * carries no internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, FieldErrors } from '@shared/api-error';
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
    return { message: this.message, error: this.fields ?? this.message };
  }
}

/** A refusal to be asked again later: 429 (a limit) or 503 (busy), with Retry-After in whole seconds. */
export function tryAgainLater(statusCode: 429 | 503, message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(statusCode, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

export function invalidInput(fields: FieldErrors): HttpError {
  const first = Object.values(fields)[0]?.[0] ?? 'The given data was invalid.';
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
        (fields[name] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.status(422).send(invalidInput(fields).toBody());
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'The request is too large.' : error.message;
      return reply.status(status).send({ message, error: message } satisfies ApiErrorBody);
    }
    const fault = databaseFaultOf(error);
    if (fault) {
      // The machine's fault, not the request's: it passes without a restart, and a down database soon.
      request.log.warn({ err: error }, fault.message);
      if (fault.statusCode === 503) reply.header('retry-after', '5');
      return reply.status(fault.statusCode).send({ message: fault.message, error: fault.error } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Server Error', error: 'Server Error' } satisfies ApiErrorBody);
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
    const message = `The route ${request.method} ${pathname} does not exist.`;
    return reply.status(404).send({ message, error: 'Not Found' } satisfies ApiErrorBody);
  });
}
