import { describe, expect, it } from 'vitest';
import { bookingDateText, myRoomPayload } from './room-booking';

describe('booking from My Room', () => {
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
});
