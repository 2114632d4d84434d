/**
 * How a feature declares its /api routes (docs/architecture.md#server-request): each route is its path, who may call
 * it (docs/architecture.md#access), its summary, its zod schemas and a handler of a few lines; the feature's OpenAPI
 * tags are given once. The declaration becomes Fastify's own route options, so validation, the answer's check and the
 * OpenAPI document are Fastify's and the zod type provider's, as before.
 */
import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from './auth';
import type { RequestLimit } from './request-limits';

/** The body types a route takes, as the OpenAPI document lists them. */
export type BodyTypes = readonly string[];

/** The body types of a route that takes a form: multipart (a form with a picture), URL-encoded or JSON. */
export const FORM_BODIES: BodyTypes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

type Schema = z.ZodType | undefined;

/** Fastify's handler of a route with these schemas, typed by the zod type provider. */
type HandlerOf<Q extends Schema, B extends Schema, R> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  { querystring: Q; body: B; response: R },
  ZodTypeProvider
>;

export interface RouteDeclaration<
  Q extends Schema,
  B extends Schema,
  A extends z.ZodType,
  F extends Record<number, z.ZodType>,
> {
  /** Who may call the route (plugins/auth.ts). */
  access: Access;
  /** Requests one client address may make per window (plugins/request-limits.ts). */
  addressLimit?: RequestLimit;
  /** The multipart file fields the route takes (plugins/uploads.ts). */
  fileFields?: readonly string[];
  summary: string;
  consumes?: BodyTypes;
  querystring?: Q;
  body?: B;
  /** The schema of the 200 answer. */
  answer: A;
  /** The schemas of the other answers the handler sends itself, by status. */
  otherAnswers?: F;
  handler: HandlerOf<Q, B, { 200: A } & F>;
}

type Declare = <
  A extends z.ZodType,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  F extends Record<number, z.ZodType> = Record<never, z.ZodType>,
>(
  url: string,
  route: RouteDeclaration<Q, B, A, F>,
) => void;

/** The route declarations of one feature, under its OpenAPI tags. */
export function featureRoutes(app: FastifyInstance, tags: readonly string[]): { get: Declare; post: Declare } {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const declare =
    (method: 'GET' | 'POST'): Declare =>
    (
      url,
      { access, addressLimit, fileFields, summary, consumes, querystring, body, answer, otherAnswers, handler },
    ) => {
      api.route({
        method,
        url,
        config: { access, ...(addressLimit && { addressLimit }), ...(fileFields && { fileFields }) },
        schema: {
          tags: [...tags],
          summary,
          ...(consumes && { consumes: [...consumes] }),
          ...(querystring && { querystring }),
          ...(body && { body }),
          response: { 200: answer, ...otherAnswers },
        },
        handler: handler as RouteHandlerMethod,
      });
    };
  return { get: declare('GET'), post: declare('POST') };
}
