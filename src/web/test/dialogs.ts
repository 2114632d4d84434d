/** Opening a dialog as a visitor does. */
import { screen, type waitForOptions } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Presses the button named `button` once it shows (within `options`' time) and gives the dialog it opens, named
 * `name` (the button's name unless given).
 */
export async function openDialog(user: UserEvent, button: string, name = button, options?: waitForOptions) {
  await user.click(await screen.findByRole('button', { name: button }, options));
  return screen.findByRole('dialog', { name });
}
