import { describe, expect, it } from 'vitest';
import { appointmentServicesFrom, bookingDateText, myAppointmentsQuery, myRoomPayload, newIdempotencyKey } from './api';
import { appointmentWhen, formatClock } from './appointment-text';

describe('appointments api', () => {
  it('sends the zero datetime without a date, and the salon-time date and time with one', () => {
    expect(bookingDateText(null, null)).toBe('0000-00-00 00:00:00');
    expect(bookingDateText(null, '10:30')).toBe('0000-00-00 00:00:00');
    expect(bookingDateText('2031-05-14', '10:30')).toBe('2031-05-14 10:30');
    expect(bookingDateText('2031-05-14', null)).toBe('2031-05-14 00:00');
  });

  it('builds the My Room payload with services as JSON text and the user id', () => {
    expect(
      myRoomPayload({
        name: 'Priya',
        phone: '9999900011',
        date: '0000-00-00 00:00:00',
        services: [{ id: 3, quantity: 2 }],
        userId: 7,
      }),
    ).toEqual({
      name: 'Priya',
      phone: '9999900011',
      date: '0000-00-00 00:00:00',
      services: '{"services":[{"id":3,"quantity":2}],"bridalDay":{}}',
      user_id: 7,
    });
  });

  it('makes a fresh key the server accepts for every attempt', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('reads booked services leniently', () => {
    const text = JSON.stringify({
      services: [{ id: 3, name: 'Hair Spa', price: 999, quantity: 2, discount: 100, advance_payment: 0 }, { id: 4 }],
      bridalDay: {},
    });
    expect(appointmentServicesFrom(text)).toEqual([
      { id: 3, name: 'Hair Spa', price: 999, quantity: 2, discount: 100, advance_payment: 0 },
    ]);
    expect(appointmentServicesFrom('nonsense')).toEqual([]);
    expect(appointmentServicesFrom('{"services":null}')).toEqual([]);
  });

  it('lists the products the staff added after the services, one each', () => {
    const text = JSON.stringify({
      services: [{ id: 3, name: 'Hair Spa', price: 999, quantity: 1, discount: 0, advance_payment: 0 }],
      products: [{ name: 'Hair serum', price: 450, comment: 'Argan' }, { price: 1 }],
      bridalDay: {},
    });
    expect(appointmentServicesFrom(text).map((line) => [line.name, line.price, line.quantity])).toEqual([
      ['Hair Spa', 999, 1],
      ['Hair serum', 450, 1],
    ]);
  });

  it('asks for the next page until every appointment is loaded', () => {
    const { getNextPageParam } = myAppointmentsQuery('all');
    const page = (count: number, total: number) => ({ data: Array.from({ length: count }) as never[], total });
    expect(getNextPageParam(page(5, 12), [page(5, 12)], 1, [1])).toBe(2);
    expect(getNextPageParam(page(2, 12), [page(5, 12), page(5, 12), page(2, 12)], 3, [1, 2, 3])).toBeUndefined();
    expect(getNextPageParam(page(0, 12), [page(5, 12), page(0, 12)], 2, [1, 2])).toBeUndefined();
  });

  it('reads the date and time, the zero date as none and midnight as no time', () => {
    expect(appointmentWhen('0000-00-00 00:00:00')).toBeNull();
    expect(appointmentWhen('2031-05-14 00:00:00')).toEqual({ day: '2031-05-14', time: null });
    expect(appointmentWhen('2031-05-14 16:05:00')).toEqual({ day: '2031-05-14', time: '16:05' });
    expect(formatClock('16:05')).toBe('4:05 PM');
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
  });
});
