import { describe, expect, it, vi } from 'vitest';
import { bookIsland, type OpenBooking } from './book.island';

function bookButton(comment?: string): HTMLButtonElement {
  document.body.innerHTML = '<button type="button" data-island="book"><span>Book Appointment</span></button>';
  const button = document.querySelector('button')!;
  if (comment) button.setAttribute('data-book-comment', comment);
  return button;
}

describe('bookIsland', () => {
  it('shows that it is loading at once, opens the modal with the offer comment, and stops once it shows', async () => {
    const button = bookButton('I selected This Offer Diwali Glow');
    let settle = () => {};
    const open = vi.fn<OpenBooking>(() => new Promise<void>((resolve) => (settle = resolve)));
    const detach = bookIsland(async () => open)(button);

    button.click();
    expect(button).toHaveAttribute('data-loading', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith({ comment: 'I selected This Offer Diwali Glow' }));

    button.click(); // a second tap while it loads opens nothing more
    settle();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    expect(open).toHaveBeenCalledOnce();
    expect(button.querySelector('[aria-hidden="true"]')).toBeNull();
    detach();
  });

  it('stops loading, and lets the next tap try again, when the code cannot be loaded', async () => {
    const button = bookButton();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<OpenBooking>>().mockRejectedValue(new Error('offline'));
    bookIsland(load)(button);
    button.click();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    button.click();
    expect(button).toHaveAttribute('data-loading', 'true');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    warn.mockRestore();
  });
});
