/**
 * The bounds every request body meets before any of it is parsed (issue 14; docs/quality.md, hostile-bodies):
 * - at most API_BODY_LIMIT_BYTES (the server's bodyLimit in app.ts). Fastify checks a route's own limit first and
 *   a parser's own limit (the URL-encoded form parser's 1 MiB) only for routes without one, so every route gets it
 *   here: 1 MiB of tiny form fields took 60 to 100 ms to read. Multipart forms stream and have their own limits
 *   (plugins/uploads.ts).
 * - JSON bodies at most JSON_MAX_DEPTH deep and JSON_MAX_ENTRIES long (shared/bounded-json.ts), checked in one pass
 *   before JSON.parse; otherwise 400 with the reason.
 * At these sizes no single request holds the event loop for long: the figures are in docs/quality.md.
 */
import type { FastifyInstance } from 'fastify';
import { BOUNDED_JSON_MESSAGES, jsonSizeProblem } from '../../shared/bounded-json';
import { HttpError } from './errors';

/** The largest JSON or URL-encoded body a route reads; the largest real one, a 20,000-character description, fits. */
export const API_BODY_LIMIT_BYTES = 256 * 1024;

export function registerRequestBounds(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= API_BODY_LIMIT_BYTES;
  });

  // Fastify's own JSON parser (secure-json-parse, refusing __proto__ and constructor keys), after the size check.
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const problem = jsonSizeProblem(text);
    if (problem) {
      done(new HttpError(400, BOUNDED_JSON_MESSAGES[problem]), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
