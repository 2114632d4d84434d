import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, stubApi } from '../test/render';
import { ContactWidget } from './ContactWidget';

describe('ContactWidget', () => {
  it('offers the phones, the e-mail and a WhatsApp chat from the settings', async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt(<ContactWidget />);
    const widget = await screen.findByRole('complementary', { name: 'Contact the salon' });
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
});
