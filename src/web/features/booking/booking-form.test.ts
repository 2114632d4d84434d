import { describe, expect, it } from 'vitest';
import { bookingDateTime, bookingFormSchema, bookingRequest, cutPhone, servicesField } from './booking-form';
import { formatAppointmentWhen } from './use-appointment-when';

const today = '2026-03-10';
const valid = {
  name: 'Asha',
  email: '',
  phone: '9876543210',
  date: null,
  time: '14:30',
  services: ['1'],
  comment: '',
  extra: '',
  staffId: null,
  products: [],
};

describe('booking form rules (docs/product.md#validation-booking)', () => {
  it('cuts the phone to ten digits and drops everything else', () => {
    expect(cutPhone('+91 98765-43210')).toBe('9198765432');
    expect(cutPhone('98a7b6')).toBe('9876');
  });

  it("checks the phone with the spec's messages", () => {
    const schema = bookingFormSchema(today);
    const phoneError = (phone: string) =>
      schema.safeParse({ ...valid, phone }).error?.issues.find((issue) => issue.path[0] === 'phone')?.message;
    expect(phoneError('')).toBe('Phone number is required!');
    expect(phoneError('98765x')).toBe('Phone must be a number');
    expect(phoneError('98765')).toBe('Please Enter Valid Phone Number');
    expect(phoneError('9876543210')).toBeUndefined();
  });

  it('asks for a service and refuses a date before the salon’s today', () => {
    const schema = bookingFormSchema(today);
    expect(schema.safeParse({ ...valid, services: [] }).error?.issues[0]?.message).toBe(
      'Please select at least one service.',
    );
    expect(schema.safeParse({ ...valid, date: '2026-03-09' }).error?.issues[0]?.message).toBe(
      'The appointment date cannot be before today.',
    );
    expect(schema.safeParse({ ...valid, date: today }).success).toBe(true);
  });

  it('sends the zero datetime without a date, else the date with the time', () => {
    expect(bookingDateTime(null, '14:30')).toBe('0000-00-00 00:00:00');
    expect(bookingDateTime('2026-03-12', '14:30')).toBe('2026-03-12 14:30');
    expect(bookingDateTime('2026-03-12', '')).toBe('2026-03-12 00:00');
  });

  it('names the services in a comma list, or by id when a name holds a comma', () => {
    expect(
      servicesField([
        { id: 1, name: 'Hair Spa' },
        { id: 2, name: 'Party Makeup' },
      ]),
    ).toBe('Hair Spa,Party Makeup');
    expect(JSON.parse(servicesField([{ id: 3, name: 'Wash, Cut & Blow Dry' }]))).toEqual({
      services: [{ id: 3, quantity: 1 }],
      bridalDay: {},
    });
  });

  it('joins the comment and the extra text and sends user_id only when signed in', () => {
    const catalogue = [{ id: 1, name: 'Hair Spa' }];
    const values = { ...valid, comment: 'Window seat', extra: 'Two guests' };
    expect(bookingRequest(values, catalogue, null)).toEqual({
      name: 'Asha',
      email: '',
      phone: '9876543210',
      date: '0000-00-00 00:00:00',
      services: 'Hair Spa',
      comment: 'Window seat\nTwo guests',
    });
    const user = { id: 7 } as Parameters<typeof bookingRequest>[2];
    expect(bookingRequest(values, catalogue, user)).toMatchObject({ user_id: 7 });
  });

  it('lets a booking hold products alone', () => {
    const schema = bookingFormSchema(today);
    const product = { name: 'Hair Serum', price: 450, comment: '' };
    expect(schema.safeParse({ ...valid, services: [], products: [product] }).success).toBe(true);
    // Every error shows at once: the missing service too while the phone is wrong.
    const issues = schema.safeParse({ ...valid, phone: '', services: [] }).error?.issues.map((issue) => issue.path[0]);
    expect(issues).toEqual(expect.arrayContaining(['phone', 'services']));
  });

  it('sends staff_id and products only for the salon’s staff and admin', () => {
    const catalogue = [{ id: 1, name: 'Hair Spa' }];
    const product = { name: 'Hair Serum', price: 450, comment: 'Travel size' };
    const values = { ...valid, staffId: '2', products: [product] };
    const staff = { id: 2, user_type: 2 } as Parameters<typeof bookingRequest>[2];
    const customer = { id: 7, user_type: 3 } as Parameters<typeof bookingRequest>[2];
    expect(bookingRequest(values, catalogue, staff)).toMatchObject({
      user_id: 2,
      staff_id: 2,
      products: JSON.stringify([product]),
    });
    const asCustomer = bookingRequest(values, catalogue, customer);
    expect(asCustomer).not.toHaveProperty('staff_id');
    expect(asCustomer).not.toHaveProperty('products');
    expect(bookingRequest(values, catalogue, null)).not.toHaveProperty('products');
  });

  it('reads an appointment date as the salon wrote it', () => {
    expect(formatAppointmentWhen('2026-03-12 14:30:00')).toEqual({ date: '12 Mar 2026', time: '2:30 pm' });
    expect(formatAppointmentWhen('0000-00-00 00:00:00')).toBeNull();
  });
});
