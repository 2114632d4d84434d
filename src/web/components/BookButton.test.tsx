import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { markBookingModalReady, resetBookingModal, setBookingModalLoader } from '@web/lib/booking-modal';
import { renderAt } from '@web/test/render';
import { BookButton } from './BookButton';

describe('BookButton', () => {
  afterEach(() => resetBookingModal());

  it('shows that the form is loading from the tap until the modal is drawn, on the pressed button only', async () => {
    // The modal's code never arrives by itself here: the test says when the host draws it.
    setBookingModalLoader(() => new Promise(() => undefined));
    const user = userEvent.setup();
    renderAt(
      <>
        <BookButton>Get Appointment</BookButton>
        <BookButton>Book Appointment</BookButton>
      </>,
    );
    const pressed = await screen.findByRole('button', { name: 'Get Appointment' });
    const other = screen.getByRole('button', { name: 'Book Appointment' });
    expect(pressed).not.toHaveAttribute('data-loading');

    await user.click(pressed);
    expect(pressed).toHaveAttribute('data-loading');
    expect(other).not.toHaveAttribute('data-loading');

    act(() => markBookingModalReady());
    expect(pressed).not.toHaveAttribute('data-loading');
  });
});
