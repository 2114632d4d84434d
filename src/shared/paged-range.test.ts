import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  LIST_PAGE_MAX,
  LIST_PAGE_SIZE,
  PAGING_MESSAGES,
  everyRow,
  nextPage,
  pagingFields,
  rowsBefore,
} from './paged-range';

const paging = z.object(pagingFields);
const messagesOf = (input: unknown) => {
  const result = paging.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the page fields', () => {
  it('default to the first page of 100 and read numbers sent as text', () => {
    expect(paging.parse({})).toEqual({ page: 1, limit: LIST_PAGE_SIZE });
    expect(paging.parse({ page: '', limit: null })).toEqual({ page: 1, limit: LIST_PAGE_SIZE });
    expect(paging.parse({ page: '3', limit: ' 50 ' })).toEqual({ page: 3, limit: 50 });
    expect(paging.parse({ page: 2, limit: LIST_PAGE_MAX })).toEqual({ page: 2, limit: 500 });
  });

  it('refuse a limit above 500 or below 1, a page below 1, fractions, words and long text, in clear words', () => {
    expect(messagesOf({ limit: 501 })).toEqual([PAGING_MESSAGES.limit]);
    expect(messagesOf({ limit: 0 })).toEqual([PAGING_MESSAGES.limit]);
    expect(messagesOf({ limit: 1.5 })).toEqual([PAGING_MESSAGES.limit]);
    expect(messagesOf({ page: 0 })).toEqual([PAGING_MESSAGES.page]);
    expect(messagesOf({ page: 'two' })).toEqual([PAGING_MESSAGES.page]);
    expect(messagesOf({ page: '1'.repeat(41) })).toEqual([PAGING_MESSAGES.page]);
    expect(messagesOf({ page: 1_000_001 })).toEqual([PAGING_MESSAGES.page]);
  });
});

describe('pages', () => {
  it('start after the rows of the pages before, and end when the count is reached', () => {
    expect(rowsBefore({ page: 1, limit: 100 })).toBe(0);
    expect(rowsBefore({ page: 3, limit: 100 })).toBe(200);
    expect(nextPage(1, 100, 250)).toBe(2);
    expect(nextPage(3, 100, 250)).toBeNull();
    expect(nextPage(1, 100, 100)).toBeNull();
    expect(nextPage(1, 100, 0)).toBeNull();
  });

  it('everyRow asks for pages of 500 until the range is read, and no further', async () => {
    const rows = Array.from({ length: 1234 }, (_, index) => index);
    const asked: number[] = [];
    const all = await everyRow(async ({ page, limit }) => {
      asked.push(page);
      return { rows: rows.slice((page - 1) * limit, page * limit), count: rows.length };
    });
    expect(all).toEqual(rows);
    expect(asked).toEqual([1, 2, 3]);
    const exact = await everyRow(async ({ page }) => ({ rows: page === 1 ? rows.slice(0, 500) : [], count: 500 }));
    expect(exact).toHaveLength(500);
  });

  it('everyRow stops at a short page even when the count grew meanwhile', async () => {
    let calls = 0;
    const all = await everyRow(async () => {
      calls += 1;
      return { rows: calls === 1 ? [1, 2, 3] : [4], count: 10_000 };
    });
    expect(all).toEqual([1, 2, 3]);
    expect(calls).toBe(1);
  });
});
