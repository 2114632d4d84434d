/** Filling in the admin's time modal (AttendanceTimeModal) as a visitor does, for the attendance pages' tests. */
import { fireEvent, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

interface TimeEntry {
  /** The modal's time input, and the time to set in it (HH:mm). */
  time: HTMLElement;
  value: string;
  comment: string;
  /** The button that saves: Save, Check In. */
  button: string;
}

/** Sets the time, types the comment and presses the modal's button. */
export async function submitTime(user: UserEvent, dialog: HTMLElement, { time, value, comment, button }: TimeEntry) {
  fireEvent.change(time, { target: { value } });
  await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), comment);
  await user.click(within(dialog).getByRole('button', { name: button }));
}
