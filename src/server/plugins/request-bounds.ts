/**
 * The bounds every request body meets before any of it is parsed (issue 14; docs/quality.md, hostile-bodies):
 * - at most API_BODY_LIMIT_BYTES (the server's bodyLimit in app.ts). Fastify checks a route's own limit first and a
 *   parser's own limit (the URL-encoded form parser's 1 MiB) only for routes without one, so every route gets it
 *   here. Multipart forms stream and have their own limits (plugins/uploads.ts).
 * - a URL-encoded form has at most FORM_MAX_FIELDS fields, as a multipart one: its separators are counted as the
 *   body arrives, before it is parsed. 1 MiB of tiny fields took 60 to 100 ms to read, 256 KiB still 15 to 40 ms.
 * - JSON bodies nest at most JSON_MAX_DEPTH deep and hold at most JSON_MAX_ENTRIES values (shared/bounded-json.ts),
 *   checked in one pass before JSON.parse; otherwise 400 with the reason.
 */
import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { BOUNDED_JSON_MESSAGES, jsonSizeProblem } from '@shared/bounded-json';
import { HttpError } from './errors';
import { UPLOAD_LIMITS } from './uploads';

/**
 * The largest JSON or URL-encoded body a route reads. The largest real one, a 20,000-character description, is well
 * under it; a booking naming 45,000 services (180 KB of JSON) still reaches its own refusal, 'at most 100 services'.
 */
export const API_BODY_LIMIT_BYTES = 256 * 1024;

/** The most fields a form may have, URL-encoded as multipart. */
export const FORM_MAX_FIELDS = UPLOAD_LIMITS.fields;

export const FORM_MESSAGES = { tooManyFields: 'The form has too many fields or files.' } as const;

const AMPERSAND = 0x26;

/** Passes the body on, and fails it (413) at the separator that starts field FORM_MAX_FIELDS + 1. */
function formFieldCounter(): Transform {
  let separators = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      for (let at = chunk.indexOf(AMPERSAND); at >= 0; at = chunk.indexOf(AMPERSAND, at + 1)) {
        separators += 1;
        if (separators >= FORM_MAX_FIELDS) {
          callback(new HttpError(413, FORM_MESSAGES.tooManyFields));
          return;
        }
      }
      callback(null, chunk);
    },
  });
}

export function registerRequestBounds(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= API_BODY_LIMIT_BYTES;
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    const type = request.headers['content-type'] ?? '';
    if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return payload;
    return payload.pipe(formFieldCounter());
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
