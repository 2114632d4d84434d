/**
 * A button that opens the booking modal (bookingButtonProps: the modal's code is fetched as the pointer or the focus
 * reaches it), with the calendar icon before its label. Size, colour and the rest go to Mantine's Button. Pressed
 * before the modal's code has arrived, it shows that the form is loading, so a slow phone answers the tap at once
 * (docs/architecture.md#fast-public-pages). On a guest's document the same markup gets book.island.ts instead.
 */
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { BOOK_COMMENT_ATTRIBUTE } from './book.island';
import { bookingButtonProps, useBookingModalState, type BookingModalOptions } from '@web/lib/booking-modal';

interface BookButtonProps extends Omit<ButtonProps, 'leftSection'> {
  children: ReactNode;
  /** What the modal opens with (an offer's comment, say). */
  options?: BookingModalOptions;
  iconSize?: number;
}

export function BookButton({ children, options, iconSize = 18, ...buttonProps }: BookButtonProps) {
  const { isOpen, isReady } = useBookingModalState();
  const [isOpener, setOpener] = useState(false);
  const opens = bookingButtonProps(options);
  return (
    <Button
      {...opens}
      onClick={() => {
        setOpener(true);
        opens.onClick();
      }}
      loading={isOpener && isOpen && !isReady}
      // On a guest's document (no app) book.island.ts gives the button its behaviour.
      data-island="book"
      {...{ [BOOK_COMMENT_ATTRIBUTE]: options?.comment }}
      {...buttonProps}
      leftSection={<IconCalendarEvent size={iconSize} aria-hidden />}
    >
      {children}
    </Button>
  );
}
