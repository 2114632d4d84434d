import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, stubApi } from '@web/test/render';
import { matchMediaWith } from '@web/test/media';
import { ContactWidget } from './ContactWidget';

async function renderWidget() {
  stubApi();
  renderAt(<ContactWidget />);
  return screen.findByRole('complementary', { name: 'Contact the salon' });
}

describe('ContactWidget', () => {
  it('offers the phones, the e-mail and a WhatsApp chat from the settings', async () => {
    const user = userEvent.setup();
    const widget = await renderWidget();
    expect(within(widget).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    await user.click(within(widget).getByRole('button', { name: 'Call the salon' }));
    expect(await screen.findByRole('menuitem', { name: '9876500000' })).toHaveAttribute('href', 'tel:9876500000');
    await user.click(within(widget).getByRole('button', { name: 'E-mail the salon' }));
    expect(await screen.findByRole('menuitem', { name: 'hello@curly.example' })).toHaveAttribute(
      'href',
      'mailto:hello@curly.example',
    );
  });

  it('opens a hover menu with Enter too, for keyboard users', async () => {
    const user = userEvent.setup();
    const widget = await renderWidget();
    const call = within(widget).getByRole('button', { name: 'Call the salon' });
    expect(call).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    // Focus fetches the menu's code; its button takes the place and the focus of the plain one.
    await waitFor(() => expect(within(widget).getByRole('button', { name: 'Call the salon' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: '9876543210' })).toBeInTheDocument();
    expect(within(widget).getByRole('button', { name: 'Call the salon' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('names the WhatsApp link in a tooltip on hover', async () => {
    const user = userEvent.setup();
    const widget = await renderWidget();
    await user.hover(within(widget).getByRole('link', { name: 'Chat on WhatsApp' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Chat on WhatsApp');
  });

  it('is one button with everything in its menu on a phone', async () => {
    matchMediaWith('max-width');
    const user = userEvent.setup();
    const widget = await renderWidget();
    const button = await within(widget).findByRole('button', { name: 'Contact the salon' });
    await waitFor(() => expect(within(widget).queryByRole('button', { name: 'Call the salon' })).toBeNull());
    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: '9876500000' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'hello@curly.example' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
  });
});
