import { describe, expect, it } from 'vitest';
import { hasMoreKeysThan, JSON_MAX_DEPTH, JSON_MAX_ENTRIES, jsonSizeProblem, parseBoundedJson } from './bounded-json';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonSizeProblem (issue 14: JSON bounded before it is parsed)', () => {
  it('counts the nesting of arrays and objects, up to the limit and not one more', () => {
    expect(jsonSizeProblem(nested(JSON_MAX_DEPTH))).toBeNull();
    expect(jsonSizeProblem(nested(JSON_MAX_DEPTH + 1))).toBe('tooDeep');
    expect(jsonSizeProblem('{"a":{"b":[{"c":1}]}}', { depth: 4, entries: 100 })).toBeNull();
    expect(jsonSizeProblem('{"a":{"b":[{"c":1}]}}', { depth: 3, entries: 100 })).toBe('tooDeep');
  });

  it('counts each array or object opened and each comma, up to the limit and not one more', () => {
    const list = (values: number) => `[${Array(values).fill(0).join(',')}]`;
    // The list itself and the commas between its values.
    expect(jsonSizeProblem(list(JSON_MAX_ENTRIES))).toBeNull();
    expect(jsonSizeProblem(list(JSON_MAX_ENTRIES + 1))).toBe('tooLong');
    expect(jsonSizeProblem('{"a":1,"b":[1,2]}', { depth: 10, entries: 4 })).toBeNull();
    expect(jsonSizeProblem('{"a":1,"b":[1,2]}', { depth: 10, entries: 3 })).toBe('tooLong');
  });

  it('does not count brackets and commas inside strings, escaped quotes included', () => {
    expect(jsonSizeProblem(JSON.stringify({ text: '[[[[,,,,{{{{"\\' }), { depth: 1, entries: 1 })).toBeNull();
    expect(jsonSizeProblem(JSON.stringify(['"[', '\\', ']"']), { depth: 1, entries: 3 })).toBeNull();
  });

  it('stops at the first excess: a body of a million brackets is judged at the 17th', () => {
    expect(jsonSizeProblem('['.repeat(1_000_000))).toBe('tooDeep');
    expect(jsonSizeProblem(`[${','.repeat(1_000_000)}]`)).toBe('tooLong');
  });
});

describe('parseBoundedJson', () => {
  it('parses JSON within the limits and says what is wrong with the rest', () => {
    expect(parseBoundedJson('{"services":[{"id":1}]}')).toEqual({ ok: true, value: { services: [{ id: 1 }] } });
    expect(parseBoundedJson('{"a":')).toEqual({ ok: false, problem: 'unreadable' });
    expect(parseBoundedJson(nested(JSON_MAX_DEPTH + 1))).toEqual({ ok: false, problem: 'tooDeep' });
    expect(
      parseBoundedJson(
        `[${Array(JSON_MAX_ENTRIES + 1)
          .fill(0)
          .join(',')}]`,
      ),
    ).toEqual({
      ok: false,
      problem: 'tooLong',
    });
  });
});

describe('hasMoreKeysThan', () => {
  it('answers whether an object has more own keys than the bound', () => {
    expect(hasMoreKeysThan({ a: 1, b: 2 }, 2)).toBe(false);
    expect(hasMoreKeysThan({ a: 1, b: 2, c: 3 }, 2)).toBe(true);
    expect(hasMoreKeysThan(Object.create({ inherited: 1 }) as object, 0)).toBe(false);
  });
});
