import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '@web/test/render';

describe('NailsPage', () => {
  it('has the Nail Art and Nail Extension sections, each with read more / read less and a book button', async () => {
    stubApi();
    const user = userEvent.setup();
    const { container } = renderApp('/nails');
    await screen.findByRole('heading', { name: 'Nail Art', level: 2 });

    for (const [id, book] of [
      ['nail-art', 'Book Nail Art'],
      ['nail-extension', 'Book Nail Extensions'],
    ] as const) {
      const section = container.querySelector<HTMLElement>(`#${id}`)!;
      expect(within(section).getByText('from ₹1,500')).toBeInTheDocument();
      // The book button opens the Book Appointment modal (src/web/features/booking).
      expect(within(section).getByRole('button', { name: book })).toHaveAttribute('aria-haspopup', 'dialog');
      const toggle = within(section).getByRole('button', { name: 'Read more' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const detail = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(detail).toHaveAttribute('aria-hidden', 'true');
      await user.click(toggle);
      expect(within(section).getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
      expect(detail).toHaveAttribute('aria-hidden', 'false');
      expect(within(detail).getByText('Prices')).toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: 'Read less' }));
      expect(within(section).getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
      expect(detail).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
