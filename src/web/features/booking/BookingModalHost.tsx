/**
 * Where the Book Appointment modal lives: once anything opens it, its code is fetched and rendered here, and stays
 * mounted (so it can animate closed and open again at once). Renders nothing before the first opening, on the
 * server too. Should the code not arrive (offline), a toast says so and the next click tries again.
 */
import { useEffect, useState } from 'react';
import { CLIENT_FAILURE } from '@web/lib/api';
import { notifyError } from '@web/lib/notify';
import {
  closeBookingModal,
  markBookingModalReady,
  setBookingModalLoader,
  useBookingModalState,
} from '@web/lib/booking-modal';

const loadBookingModal = () =>
  import('./components/BookAppointmentModal').then((module) => module.BookAppointmentModal);
// The buttons that open the modal (anywhere in the app) fetch its code through the store ahead of a click.
setBookingModalLoader(loadBookingModal);

type ModalComponent = Awaited<ReturnType<typeof loadBookingModal>>;

export function BookingModalHost() {
  const { isOpen, options, opening } = useBookingModalState();
  const [Modal, setModal] = useState<{ Component: ModalComponent } | null>(null);

  useEffect(() => {
    if (opening === 0 || Modal) return;
    let isCurrent = true;
    loadBookingModal().then(
      (Component) => {
        if (isCurrent) setModal({ Component });
      },
      (error: unknown) => {
        console.warn('The booking form could not be loaded.', error);
        if (!isCurrent) return;
        closeBookingModal();
        notifyError(CLIENT_FAILURE.network);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [opening, Modal]);

  useEffect(() => {
    if (Modal) markBookingModalReady();
  }, [Modal]);

  if (!Modal) return null;
  const { Component } = Modal;
  return <Component opened={isOpen} opening={opening} options={options} onClose={closeBookingModal} />;
}
