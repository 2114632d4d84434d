/**
 * What the Book Appointment modal reads back from a booking it made (docs/product.md#entity-appointment). The calls it
 * makes are shared with other pages: src/web/lib/book-appointment.ts and src/web/lib/staff-and-services.ts.
 */
import type { Appointment, AppointmentProduct } from '@shared/appointments.schemas';

/** The names of the services an appointment holds (its services field is JSON text). */
export function bookedServiceNames(appointment: Pick<Appointment, 'services'>): string[] {
  try {
    const stored = JSON.parse(appointment.services) as { services?: Array<{ name?: unknown }> };
    return (stored.services ?? []).map((line) => String(line.name ?? '')).filter(Boolean);
  } catch {
    return [];
  }
}

/** The products an appointment holds (added by the staff), from its services JSON text. */
export function bookedProducts(appointment: Pick<Appointment, 'services'>): AppointmentProduct[] {
  try {
    const stored = JSON.parse(appointment.services) as { products?: Array<Partial<AppointmentProduct>> };
    return (stored.products ?? [])
      .map((product) => ({
        name: String(product.name ?? ''),
        price: Number(product.price ?? 0),
        comment: String(product.comment ?? ''),
      }))
      .filter((product) => product.name !== '');
  } catch {
    return [];
  }
}
