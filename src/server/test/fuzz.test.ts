/**
 * Fuzzing every route of the OpenAPI document (issue 8, point 6): for each route, bodies and queries made by
 * fast-check from its own field names plus strangers (wrong types, huge strings, unicode, negative and huge
 * numbers, missing and extra fields, prototype-pollution keys), sent over HTTP as the admin. No answer may be a
 * 5xx, and a refused request (4xx) may not write a row. A fixed seed keeps the normal run repeatable;
 * FUZZ_RUNS=5000 runs longer.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations, bodyFieldNamesOf, queryParametersOf, type OpenApiDocument } from './openapi-routes';
import { rowCounter } from './row-count';
import { DEMO, startTestApp, type TestApp } from './test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

/** Routes a fuzzer must not call as the admin: logging out would end the session the fuzzer uses. */
const SKIPPED = new Set(['POST /api/logout']);

let t: TestApp;
let token: string;
let countRows: () => Promise<number>;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login(DEMO.admin);
  countRows = await rowCounter(t);
});
afterAll(async () => t.close());

const NASTY_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '0000-00-00',
  '2026-02-30',
  '9999-12-31 25:61:61',
  "' or 1=1 --",
  '%_\\',
  '<script>alert(1)</script>',
  '\u0000\u202e\uffff',
  '𝒜𝓁𝒾𝒸ℯ 😀 नमस्ते',
  '{"services":[{"id":-1}]}',
  '[{"id":1,"quantity":1e9}]',
  '__proto__',
];

const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constant('é'.repeat(20_000)),
  fc.integer(),
  fc.constantFrom(-1, 0, 1, 1.5, -0.001, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 5000.001),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 3 }),
);

const STRANGER_KEYS = ['__proto__', 'constructor', 'prototype', 'user_type', 'status', 'id', 'password_hash', 'x'];

/** Some of the route's own fields and some strangers, each with a strange value. */
function fieldsOf(names: readonly string[]) {
  const keys = [...names, ...STRANGER_KEYS];
  return fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: names.length + 3 });
}

const operations = () => apiOperations(t.app.swagger() as unknown as OpenApiDocument, SKIPPED);

const asText = (entry: unknown) => (typeof entry === 'string' ? entry : JSON.stringify(entry));

describe('fuzzing every route of the OpenAPI document', () => {
  it('knows the routes', () => {
    expect(operations().length).toBeGreaterThan(30);
  });

  it(`never answers 5xx and never writes on a refusal (${RUNS} requests a route, seed ${SEED})`, async () => {
    const failures: string[] = [];
    let rows = await countRows();
    for (const { method, url, operation } of operations()) {
      const queryNames = queryParametersOf(operation).map((parameter) => parameter.name);
      const bodyNames = bodyFieldNamesOf(operation);
      const request = fc.record({
        query: fieldsOf(queryNames),
        body: fc.oneof(
          { weight: 8, arbitrary: fieldsOf(bodyNames) },
          { weight: 1, arbitrary: value.map((root) => ({ root })) },
        ),
      });
      await fc
        .assert(
          fc.asyncProperty(request, async ({ query, body }) => {
            const search = new URLSearchParams();
            for (const [key, entry] of query) search.append(key, asText(entry));
            const payload = Array.isArray(body) ? Object.fromEntries(body) : body.root;
            const answer = await t.call(method, `${url}${search.size ? `?${search}` : ''}`, {
              token,
              ...(method === 'GET'
                ? {}
                : { raw: { body: JSON.stringify(payload) ?? 'null', contentType: 'application/json' } }),
            });
            if (answer.status >= 500) {
              failures.push(
                `${method} ${url}?${search}: ${answer.status} for ${JSON.stringify(payload)?.slice(0, 300)}`,
              );
            }
            // One count a request: the count after this one is the count before the next.
            const rowsAfter = await countRows();
            if (answer.status >= 400 && answer.status < 500 && rowsAfter !== rows) {
              failures.push(`${method} ${url}: ${answer.status} wrote rows`);
            }
            rows = rowsAfter;
            return answer.status < 500;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
