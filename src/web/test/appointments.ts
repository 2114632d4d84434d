/**
 * The appointment the appointment pages' tests show: Priya Sharma's Hair Spa (2, less 100 each) and Classic Facial,
 * 3,298 in all, on 14 May 2031 at 4:30 pm (docs/product.md#my-appointments, #appointment-review).
 */
import type { Appointment, AppointmentService } from '@shared/appointments.schemas';

/** An appointment's services text as the booking stores it: the lines (nothing paid in advance), no products. */
export function bookedServices(lines: Omit<AppointmentService, 'advance_payment'>[]): string {
  return JSON.stringify({
    services: lines.map((line) => ({ ...line, advance_payment: 0 })),
    products: [],
    bridalDay: {},
  });
}

export function testAppointment(id: number, overrides: Partial<Appointment> = {}): Appointment {
  return {
    id,
    user_id: 7,
    name: 'Priya Sharma',
    phone: '9999900011',
    email: 'priya@example.com',
    date: '2031-05-14 16:30:00',
    comment: '',
    status: 0,
    status_text: '',
    services: bookedServices([
      { id: 3, name: 'Hair Spa', price: 999, quantity: 2, discount: 100 },
      { id: 5, name: 'Classic Facial', price: 1500, quantity: 1, discount: 0 },
    ]),
    total: 3298,
    offer_id: null,
    staff_id: null,
    created_at: '2031-05-01T10:00:00Z',
    ...overrides,
  };
}
