/**
 * JSON read with its size bounded before it is parsed (issue 14, bounded work per request). JSON.parse of a body at
 * the size limit can hold the event loop for a long time when the text is all brackets or tiny members (a 1 MiB
 * `[[[…]]]` took over 100 ms), and a deeply nested value makes any later recursive walk (String(), Number(),
 * JSON.stringify) overflow the stack. One linear pass counts the nesting and the entries first and stops at the
 * first one over its limit; only text within both reaches JSON.parse. The server reads every JSON body this way
 * (plugins/request-bounds.ts) and the schemas read the JSON text of form fields (cart, booking, invoice) the same way.
 */

/** The deepest nesting of arrays and objects: the app's deepest payload (an invoice line's staff) is 6 levels. */
export const JSON_MAX_DEPTH = 16;
/**
 * The most entries (each array or object opened, and each comma between members): the largest payload the app
 * sends, an invoice of 100 lines with 10 staff each, holds about 3,500.
 */
export const JSON_MAX_ENTRIES = 10_000;

export const BOUNDED_JSON_MESSAGES = {
  tooDeep: `The JSON body may nest at most ${JSON_MAX_DEPTH} levels deep.`,
  tooLong: `The JSON body may hold at most ${JSON_MAX_ENTRIES.toLocaleString('en-US')} values.`,
} as const;

export interface JsonLimits {
  depth: number;
  entries: number;
}

const DEFAULT_LIMITS: JsonLimits = { depth: JSON_MAX_DEPTH, entries: JSON_MAX_ENTRIES };

export type JsonSizeProblem = 'tooDeep' | 'tooLong';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests deeper or holds more entries than the limits, in one pass that stops at the first excess.
 * Brackets and commas inside strings do not count. The text need not be valid JSON: JSON.parse judges that after.
 */
export function jsonSizeProblem(text: string, limits: JsonLimits = DEFAULT_LIMITS): JsonSizeProblem | null {
  let depth = 0;
  let entries = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limits.depth) return 'tooDeep';
      entries += 1;
      if (entries > limits.entries) return 'tooLong';
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    } else if (code === COMMA) {
      entries += 1;
      if (entries > limits.entries) return 'tooLong';
    }
  }
  return null;
}

export type BoundedJson = { ok: true; value: unknown } | { ok: false; problem: JsonSizeProblem | 'unreadable' };

/** JSON text parsed only when it is within the limits; otherwise what is wrong with it. */
export function parseBoundedJson(text: string, limits: JsonLimits = DEFAULT_LIMITS): BoundedJson {
  const problem = jsonSizeProblem(text, limits);
  if (problem) return { ok: false, problem };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}

/** Whether an object has more than `max` own keys, counted only up to max + 1. */
export function hasMoreKeysThan(value: object, max: number): boolean {
  let count = 0;
  for (const key in value) {
    if (Object.hasOwn(value, key) && ++count > max) return true;
  }
  return false;
}
