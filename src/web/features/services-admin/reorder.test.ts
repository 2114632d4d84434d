import { describe, expect, it } from 'vitest';
import type { Service } from '@shared/catalogue.schemas';
import { reorderServices } from './reorder';

const service = (id: number, sorting: number): Service => ({
  id,
  name: `Service ${id}`,
  price: 100,
  discount: 0,
  category_id: '7',
  sorting,
  status: 1,
  comment: '',
});
const ids = (list: readonly Service[]) => list.map((entry) => entry.id);
const sortings = (list: readonly Service[]) => list.map((entry) => entry.sorting);

describe('reorderServices', () => {
  const list = [service(1, 10), service(2, 20), service(3, 30), service(4, 40), service(5, 50)];

  it('moves a service down: the ones it passes move up, taking the sortings of their new places', () => {
    const result = reorderServices(list, 2, 4)!;
    expect(ids(result.list)).toEqual([1, 3, 4, 2, 5]);
    expect(sortings(result.list)).toEqual([10, 20, 30, 40, 50]);
    expect(result.changes).toEqual([
      { id: 3, sorting: 20 },
      { id: 4, sorting: 30 },
      { id: 2, sorting: 40 },
    ]);
  });

  it('moves a service up to the top', () => {
    const result = reorderServices(list, 5, 1)!;
    expect(ids(result.list)).toEqual([5, 1, 2, 3, 4]);
    expect(result.changes).toHaveLength(5);
    expect(sortings(result.list)).toEqual([10, 20, 30, 40, 50]);
  });

  it('keeps the order strict where sortings were equal, touching the services after the range only as needed', () => {
    const tied = [service(1, 5), service(2, 5), service(3, 5), service(4, 9)];
    const result = reorderServices(tied, 3, 1)!;
    expect(ids(result.list)).toEqual([3, 1, 2, 4]);
    expect(sortings(result.list)).toEqual([5, 6, 7, 9]);
    expect(result.changes).toEqual([
      { id: 1, sorting: 6 },
      { id: 2, sorting: 7 },
    ]);
    const pushed = reorderServices([service(1, 1), service(2, 1), service(3, 2), service(4, 3)], 2, 1)!;
    expect(ids(pushed.list)).toEqual([2, 1, 3, 4]);
    expect(sortings(pushed.list)).toEqual([1, 2, 3, 4]);
    expect(pushed.changes.map((change) => change.id)).toEqual([1, 3, 4]);
  });

  it('answers null when nothing moves or an id is unknown', () => {
    expect(reorderServices(list, 2, 2)).toBeNull();
    expect(reorderServices(list, 2, 99)).toBeNull();
  });
});
