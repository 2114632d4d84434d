import { describe, expect, it } from 'vitest';
import type { Appointment } from '@shared/appointments.schemas';
import { clashingAppointments } from './api';

const booking = (id: number, date: string, status = 0) => ({ id, date, status }) as Appointment;

describe('clashingAppointments', () => {
  it('finds other approved appointments at exactly the same date and time, once each', () => {
    const target = booking(5, '2031-05-14 16:30:00');
    const list = [
      target,
      booking(1, '2031-05-14 16:30:00', 1),
      booking(1, '2031-05-14 16:30:00', 1),
      booking(2, '2031-05-14 16:30:00', 0),
      booking(3, '2031-05-14 16:30:00', 2),
      booking(4, '2031-05-14 16:45:00', 1),
      booking(6, '2031-05-15 16:30:00', 1),
    ];
    expect(clashingAppointments(target, list).map((item) => item.id)).toEqual([1]);
    expect(clashingAppointments({ ...target, status: 1 }, [{ ...target, status: 1 }])).toEqual([]);
  });

  it('never calls the zero date a clash', () => {
    const zero = '0000-00-00 00:00:00';
    expect(clashingAppointments(booking(5, zero), [booking(1, zero, 1)])).toEqual([]);
  });
});
