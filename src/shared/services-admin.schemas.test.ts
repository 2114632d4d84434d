import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES, serviceSaveSchema, sortingUpdateSchema } from './services-admin.schemas';

const messages = (input: unknown) => {
  const result = serviceSaveSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('serviceSaveSchema (document 2 §5 Add/Update service)', () => {
  it('adds with price and discount 0, categories from text or a list, and no sorting (the server picks last + 1)', () => {
    expect(serviceSaveSchema.parse({ name: ' Facial ', price: '', category_id: ['3', 10, '3'], status: '1' })).toEqual({
      name: 'Facial',
      price: 0,
      discount: 0,
      category_id: [3, 10],
      sorting: undefined,
      status: 1,
      comment: '',
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

describe('sortingUpdateSchema (document 2 §7 updateSorting)', () => {
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
