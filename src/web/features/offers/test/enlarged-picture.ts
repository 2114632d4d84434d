/** The offers' tests of an offer's enlarged picture, in the app and on a guest's document alike. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Enlarges the picture of Nail Extensions (the test offers' second) and closes it: the focus goes back to `enlarge`. */
export async function expectEnlargesAndCloses(user: UserEvent, enlarge: HTMLElement): Promise<void> {
  await user.click(enlarge);
  const dialog = screen.getByRole('dialog', { name: 'Nail Extensions' });
  expect(within(dialog).getByTestId('offer-enlarged-image')).toHaveAttribute('src', '/images/offers/offer-2.svg');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(enlarge).toHaveFocus();
}
