import { describe, expect, it } from 'vitest';
import { applyCartChange, cartItemsFrom, cartLinesFrom, linesAfter } from './cart';

const line = { id: 3, name: 'Hair Spa', price: 999, discount: 0, category_id: '4', sorting: 1, status: 1, quantity: 2 };

describe('cart lines', () => {
  it('reads the id and quantity of every line, leniently, once per service', () => {
    expect(cartItemsFrom(null)).toEqual([]);
    expect(cartItemsFrom('not json')).toEqual([]);
    expect(cartItemsFrom('{"id":1}')).toEqual([]);
    expect(
      cartItemsFrom(JSON.stringify([line, { id: 5 }, { id: 5, quantity: 3 }, { id: 'x' }, { id: 8, quantity: 99 }])),
    ).toEqual([
      { id: 3, quantity: 2 },
      { id: 5, quantity: 1 },
      { id: 8, quantity: 1 },
    ]);
  });

  it('keeps the full lines that match the shared schema', () => {
    expect(cartLinesFrom(JSON.stringify([line, { id: 5 }]))).toEqual([line]);
  });

  it('adds a service once with quantity 1, and adding again changes nothing', () => {
    const items = [{ id: 3, quantity: 2 }];
    expect(applyCartChange(items, { kind: 'add', serviceId: 7 })).toEqual([
      { id: 3, quantity: 2 },
      { id: 7, quantity: 1 },
    ]);
    expect(applyCartChange(items, { kind: 'add', serviceId: 3 })).toBeNull();
  });

  it('sets a quantity, removes the line at 0, keeps within the limit and empties the cart', () => {
    const items = [
      { id: 3, quantity: 2 },
      { id: 7, quantity: 1 },
    ];
    expect(applyCartChange(items, { kind: 'setQuantity', serviceId: 3, quantity: 5 })).toEqual([
      { id: 3, quantity: 5 },
      { id: 7, quantity: 1 },
    ]);
    expect(applyCartChange(items, { kind: 'setQuantity', serviceId: 7, quantity: 0 })).toEqual([
      { id: 3, quantity: 2 },
    ]);
    expect(applyCartChange(items, { kind: 'setQuantity', serviceId: 3, quantity: 99 })).toEqual([
      { id: 3, quantity: 20 },
      { id: 7, quantity: 1 },
    ]);
    expect(applyCartChange(items, { kind: 'setQuantity', serviceId: 3, quantity: 2 })).toBeNull();
    expect(applyCartChange(items, { kind: 'setQuantity', serviceId: 9, quantity: 2 })).toBeNull();
    expect(applyCartChange(items, { kind: 'clear' })).toEqual([]);
    expect(applyCartChange([], { kind: 'clear' })).toBeNull();
  });

  it('shows pending changes on top of the lines, and applying one twice changes nothing more', () => {
    const other = { ...line, id: 7, name: 'Facial', quantity: 1 };
    const twice = { kind: 'setQuantity', serviceId: 3, quantity: 4 } as const;
    expect(linesAfter([line, other], [twice, twice])).toEqual([{ ...line, quantity: 4 }, other]);
    expect(linesAfter([line, other], [{ kind: 'setQuantity', serviceId: 7, quantity: 0 }])).toEqual([line]);
    expect(linesAfter([line, other], [{ kind: 'add', serviceId: 11 }, { kind: 'clear' }])).toEqual([]);
  });
});
