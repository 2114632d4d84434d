import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { islandLoaders } from '@web/island-registry';
import { renderServerMarkup, startIslandsOn } from '@web/test/documents';
import { renderApp, stubApi } from '@web/test/render';
import { NailsPage } from './NailsPage';

const SECTIONS = [
  ['nail-art', 'Book Nail Art', 'Bring a picture or choose from our design book'],
  ['nail-extension', 'Book Nail Extensions', 'Extensions last three to four weeks'],
] as const;

/** Read more opens the detail and reads Read less; Read less closes it again. */
async function expectReadMoreAndLess(section: HTMLElement) {
  const user = userEvent.setup();
  const toggle = within(section).getByRole('button', { name: 'Read more' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const detail = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect(detail).not.toBeVisible();
  await user.click(toggle);
  expect(toggle).toHaveAccessibleName('Read less');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(detail).toBeVisible();
  expect(within(detail).getByText('Prices')).toBeVisible();
  await user.click(toggle);
  expect(toggle).toHaveAccessibleName('Read more');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(detail).not.toBeVisible();
}

// Each test renders the whole app with its lazy routes: give a busy machine time.
describe('NailsPage', { timeout: 20_000 }, () => {
  it('has the Nail Art and Nail Extension sections, each with read more / read less and a book button', async () => {
    stubApi();
    const { container } = renderApp('/nails');
    await screen.findByRole('heading', { name: 'Nail Art', level: 2 });

    for (const [id, book] of SECTIONS) {
      const section = container.querySelector<HTMLElement>(`#${id}`)!;
      expect(within(section).getByText('from ₹1,500')).toBeInTheDocument();
      // The book button opens the Book Appointment modal (src/web/features/booking).
      expect(within(section).getByRole('button', { name: book })).toHaveAttribute('aria-haspopup', 'dialog');
      await expectReadMoreAndLess(section);
    }
  });

  it('sends every detail in the server’s markup, and reads more and less there without React', async () => {
    stubApi();
    const container = await renderServerMarkup(<NailsPage />, '/nails');
    for (const [id, , detailText] of SECTIONS) {
      const section = container.querySelector<HTMLElement>(`#${id}`)!;
      expect(within(section).getByText(detailText, { exact: false })).not.toBeVisible();
    }
    await startIslandsOn(container, islandLoaders);
    for (const [id] of SECTIONS) await expectReadMoreAndLess(container.querySelector<HTMLElement>(`#${id}`)!);
  });
});
