import { describe, expect, it } from 'vitest';
import { SHORT_TEXT_MAX } from './fields';
import { numberOrText, SERVICE_MESSAGES, serviceSaveSchema, sortingUpdateSchema } from './services-admin.schemas';

const messages = (input: unknown) => {
  const result = serviceSaveSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('serviceSaveSchema (docs/product.md#validation-service)', () => {
  it('adds with price and discount 0, categories from text or a list, and no sorting (the server picks last + 1)', () => {
    expect(serviceSaveSchema.parse({ name: ' Facial ', price: '', category_id: ['3', 10, '3'], status: '1' })).toEqual({
      name: 'Facial',
      price: 0,
      discount: 0,
      category_id: [3, 10],
      sorting: undefined,
      status: 1,
      comment: '',
      // No Hindi: the English is shown (docs/decisions/018-hindi-at-its-own-addresses.md).
      name_hi: '',
      comment_hi: '',
    });
    expect(
      serviceSaveSchema.parse({ name: 'Wax', price: '99.5', category_id: '6, 11', status: 0 }).category_id,
    ).toEqual([6, 11]);
  });

  it("gives the spec's messages", () => {
    expect(messages({ name: '', price: 'ten', status: '' })).toEqual({
      name: SERVICE_MESSAGES.nameRequired,
      price: SERVICE_MESSAGES.priceNumber,
      status: SERVICE_MESSAGES.statusRequired,
    });
    expect(messages({ name: 'A', price: -1, status: 1 })).toEqual({ price: SERVICE_MESSAGES.tooLittle });
    expect(messages({ id: 4, name: 'A', price: '', category_id: [], status: 1 })).toEqual({
      price: SERVICE_MESSAGES.priceRequired,
      category_id: SERVICE_MESSAGES.categoryRequired,
    });
    expect(messages({ name: 'A', price: 100, discount: 100.01, status: 1 })).toEqual({
      discount: SERVICE_MESSAGES.discountAbovePrice,
    });
  });
});

describe('sortingUpdateSchema (docs/product.md#api-services-admin)', () => {
  it('takes a plain list or { data }, and refuses a service listed twice', () => {
    expect(sortingUpdateSchema.parse([{ id: 1, sorting: '2' }])).toEqual([{ id: 1, sorting: 2 }]);
    expect(sortingUpdateSchema.parse({ data: [{ id: 1, sorting: 2 }] })).toEqual([{ id: 1, sorting: 2 }]);
    expect(
      sortingUpdateSchema.safeParse([
        { id: 1, sorting: 1 },
        { id: 1, sorting: 2 },
      ]).success,
    ).toBe(false);
  });
});

describe('reading numbers typed as text (issue 14: bounded work per request)', () => {
  it('reads a price the way the one amount reader does, and an id or a sorting as whole digits', () => {
    expect(serviceSaveSchema.parse({ name: 'A', price: '12.5', discount: 2, status: 1 })).toMatchObject({
      price: 12.5,
      discount: 2,
    });
    for (const price of ['12.', '.5', '+3', ' 12', '1e3', '0x10', true, [1]]) {
      expect(messages({ name: 'A', price, status: 1 })).toEqual({ price: SERVICE_MESSAGES.priceNumber });
    }
    expect(messages({ name: 'A', price: -1, status: 1 })).toEqual({ price: SERVICE_MESSAGES.tooLittle });
    for (const [text, number] of [
      ['12', 12],
      [' 11 ', 11],
    ] as const) {
      expect(numberOrText(text)).toBe(number);
    }
    for (const text of ['1.5', '0x10', '1e5', '+3', '١٢']) expect(numberOrText(text)).toBe(text);
  });

  it('gives up on a long run of digits ending in a letter in one pass (the old pattern took seconds)', () => {
    const hostile = `${'1'.repeat(100_000)}x`;
    expect(numberOrText(hostile)).toBe(hostile);
    expect(messages({ name: 'A', price: hostile, discount: hostile, status: 1 })).toEqual({
      price: SERVICE_MESSAGES.priceNumber,
      discount: SERVICE_MESSAGES.discountNumber,
    });
  });

  it('leaves text longer than a short field unread: it is no number', () => {
    const long = `${'0'.repeat(SHORT_TEXT_MAX)}1`;
    expect(numberOrText(long)).toBe(long);
    expect(numberOrText(long.slice(-10))).toBe(1);
  });

  it('refuses more than 20 categories before splitting or reading them', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    expect(serviceSaveSchema.parse({ name: 'A', category_id: ids(20).join(','), status: 1 }).category_id).toEqual(
      ids(20),
    );
    expect(messages({ name: 'A', category_id: ids(21), status: 1 })).toEqual({
      category_id: SERVICE_MESSAGES.categoriesTooMany,
    });
    expect(messages({ name: 'A', category_id: ','.repeat(200_000), status: 1 })).toEqual({
      category_id: SERVICE_MESSAGES.categoriesTooMany,
    });
  });
});
