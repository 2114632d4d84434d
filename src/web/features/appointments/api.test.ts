import { describe, expect, it } from 'vitest';
import { myAppointmentsQuery } from './api';

describe('appointments api', () => {
  it('asks for the next page until every appointment is loaded', () => {
    const { getNextPageParam } = myAppointmentsQuery('all');
    const page = (count: number, total: number) => ({ data: Array.from({ length: count }) as never[], total });
    expect(getNextPageParam(page(5, 12), [page(5, 12)], 1, [1])).toBe(2);
    expect(getNextPageParam(page(2, 12), [page(5, 12), page(5, 12), page(2, 12)], 3, [1, 2, 3])).toBeUndefined();
    expect(getNextPageParam(page(0, 12), [page(5, 12), page(0, 12)], 2, [1, 2])).toBeUndefined();
  });
});
