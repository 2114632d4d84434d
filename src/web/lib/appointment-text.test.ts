import { describe, expect, it } from 'vitest';
import { appointmentServicesFrom, appointmentWhen, formatClock } from './appointment-text';

describe('appointment text', () => {
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

  it('reads the date and time, the zero date as none and midnight as no time', () => {
    expect(appointmentWhen('0000-00-00 00:00:00')).toBeNull();
    expect(appointmentWhen('2031-05-14 00:00:00')).toEqual({ day: '2031-05-14', time: null });
    expect(appointmentWhen('2031-05-14 16:05:00')).toEqual({ day: '2031-05-14', time: '16:05' });
    expect(formatClock('16:05')).toBe('4:05 PM');
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
  });
});
