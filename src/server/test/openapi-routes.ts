/**
 * The routes of the OpenAPI document the app serves (/api/docs/json), as the fuzz test (fuzz.test.ts) and the
 * hostile-bodies script (scripts/hostile-bodies.ts) walk them: every /api operation but the document's own, with
 * its query parameters and its body's content types and schema.
 */

/** The part of a JSON schema (as zod writes it for the document) the walkers read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  required?: string[];
}

export interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface ApiOperation {
  method: string;
  /** As the document writes it, with {parameters}. */
  path: string;
  /** The path with each {parameter} filled in with 1. */
  url: string;
  operation: OpenApiOperation;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every /api operation of the document except the document's own and those in `skipped` ('POST /api/logout'). */
export function apiOperations(document: OpenApiDocument, skipped: ReadonlySet<string> = new Set()): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(byMethod)) {
      const upper = method.toUpperCase();
      if (!METHODS.includes(upper) || skipped.has(`${upper} ${path}`)) continue;
      operations.push({ method: upper, path, url: path.replace(/\{[^}]+\}/g, '1'), operation });
    }
  }
  return operations;
}

/** The operation's query parameters with their schemas. */
export function queryParametersOf(operation: OpenApiOperation): { name: string; schema: JsonSchema }[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} }));
}

/** The content types the operation's body may come in (JSON first when it is one), with the body's schema. */
export function bodyContentsOf(operation: OpenApiOperation): { contentType: string; schema: JsonSchema }[] {
  return Object.entries(operation.requestBody?.content ?? {})
    .map(([contentType, content]) => ({ contentType, schema: content.schema ?? {} }))
    .sort((a, b) => Number(b.contentType === 'application/json') - Number(a.contentType === 'application/json'));
}

/** The names of the body's top-level fields (none when the body is a list or has no schema). */
export function bodyFieldNamesOf(operation: OpenApiOperation): string[] {
  return Object.keys(bodyContentsOf(operation)[0]?.schema.properties ?? {});
}
