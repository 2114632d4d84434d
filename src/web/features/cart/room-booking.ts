/**
 * Booking everything in My Room at once (docs/product.md#validation-my-room, #api-cart: POST
 * /api/expense/makeAppoitment): the date as the salon's wall-clock text, the room's services as JSON text, and the
 * customer's list of appointments refreshed once the booking is made.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZERO_DATETIME } from '@shared/constants';
import { bookAppointment, MY_APPOINTMENTS_KEY } from '@web/lib/book-appointment';

/**
 * The date sent for a My Room booking (docs/product.md#validation-my-room): 'YYYY-MM-DD HH:mm' in the salon's time, or
 * the zero datetime when no date is picked. A date without a time is sent at 00:00, which the pages read as "no time".
 */
export function bookingDateText(date: string | null, time: string | null): string {
  if (!date) return ZERO_DATETIME;
  return `${date} ${time || '00:00'}`;
}

/** What a My Room booking sends (docs/product.md#booking-payloads). */
export interface MyRoomBooking {
  name: string;
  phone: string;
  date: string;
  services: ReadonlyArray<{ id: number; quantity: number }>;
  userId: number;
}

export function myRoomPayload(booking: MyRoomBooking) {
  return {
    name: booking.name,
    phone: booking.phone,
    date: booking.date,
    services: JSON.stringify({
      services: booking.services.map(({ id, quantity }) => ({ id, quantity })),
      bridalDay: {},
    }),
    user_id: booking.userId,
  };
}

export function useBookFromMyRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, idempotencyKey }: { booking: MyRoomBooking; idempotencyKey: string }) =>
      bookAppointment(myRoomPayload(booking), idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPOINTMENTS_KEY }),
  });
}
