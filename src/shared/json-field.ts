/**
 * Form fields that hold JSON text (a booking's services and products, an invoice's items, the cart), read one way:
 * the text is parsed only within the bounds of bounded-json.ts, and a refusal is one issue at the field.
 */
import type { z } from 'zod';
import { parseBoundedJson } from './bounded-json';

export interface JsonFieldMessages {
  /** The text holds more values than JSON may (more lines than a field takes). */
  tooLong: string;
  /** The text is no JSON, nests too deep, or (by default) holds what the field's schema refuses. */
  unreadable: string;
}

export type JsonFieldRead<Value> = { ok: true; value: Value } | { ok: false };

/** The JSON value of a field's text; when it cannot be read within bounds, the issue is added and the read fails. */
export function parseJsonField(
  text: string,
  context: z.RefinementCtx,
  messages: JsonFieldMessages,
): JsonFieldRead<unknown> {
  const json = parseBoundedJson(text);
  if (json.ok) return json;
  context.addIssue({ code: 'custom', message: json.problem === 'tooLong' ? messages.tooLong : messages.unreadable });
  return { ok: false };
}

/**
 * A field's JSON text (or, from a JSON body, the value itself) read by `schema`; a value the schema refuses adds the
 * first issue's message (or `messages.unreadable`) at the field, not at the place inside the value.
 */
export function readJsonField<Schema extends z.ZodType>(
  field: unknown,
  context: z.RefinementCtx,
  schema: Schema,
  messages: JsonFieldMessages,
): JsonFieldRead<z.output<Schema>> {
  const json =
    typeof field === 'string' ? parseJsonField(field, context, messages) : { ok: true as const, value: field };
  if (!json.ok) return json;
  const result = schema.safeParse(json.value);
  if (result.success) return { ok: true, value: result.data };
  context.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? messages.unreadable });
  return { ok: false };
}
