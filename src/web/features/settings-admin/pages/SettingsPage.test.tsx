import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SalonSettings } from '@shared/site.schemas';
import { renderApp, signIn, stubApi, testSettings, testUser } from '@web/test/render';
import { itSendsHome } from '@web/test/guards';

const admin = testUser({ id: 1, name: 'Admin', user_type: 1 });

/** The settings routes over one stored copy; answers what was sent to the update. */
function stubSettings(stored: SalonSettings = structuredClone(testSettings)) {
  const sent: unknown[] = [];
  stubApi(({ url, init }) => {
    if (url.startsWith('/api/settings/update')) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      Object.assign(stored, body, { timeZone: stored.timeZone });
      return { body: { message: 'Salon settings saved.', data: stored } };
    }
    if (url.startsWith('/api/settings')) return { body: { data: stored } };
    return undefined;
  });
  return { sent, stored };
}

describe('SettingsPage', { timeout: 20_000 }, () => {
  it('shows the saved settings in their sections', async () => {
    stubSettings();
    signIn(admin);
    renderApp('/salon-settings');
    const salon = await screen.findByRole('region', { name: 'The salon' });
    expect(within(salon).getByLabelText(/^Salon name/)).toHaveValue('Curly Studio');
    expect(within(salon).getByLabelText(/^Phone/)).toHaveValue('9876543210');
    expect(within(salon).getByLabelText('Second phone')).toHaveValue('9876500000');
    const gst = screen.getByRole('region', { name: 'GST' });
    expect(within(gst).getByRole('textbox', { name: /^State/ })).toHaveValue('03 · Punjab');
    expect(within(gst).getByRole('switch', { name: /Prices include GST/ })).toBeChecked();
    expect(within(gst).getByText('Invoice numbers look like CS/2026-27/000123.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'UPI' })).getByLabelText('UPI ID')).toHaveValue(
      'curlystudio@okaxis',
    );
  });

  it('checks the fields by the shared rules before sending, and sends nothing while one is wrong', async () => {
    const { sent } = stubSettings();
    signIn(admin);
    renderApp('/salon-settings');
    const gst = await screen.findByRole('region', { name: 'GST' });
    const user = userEvent.setup();
    await user.type(within(gst).getByLabelText('GSTIN'), '03AAPFU0939F1ZW');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await within(gst).findByText("The GSTIN's last character does not match the others. Please check it."),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('saves the changed settings as the API takes them and shows what was saved', async () => {
    const { sent } = stubSettings();
    signIn(admin);
    renderApp('/salon-settings');
    const salon = await screen.findByRole('region', { name: 'The salon' });
    const user = userEvent.setup();
    await user.clear(within(salon).getByLabelText('Second phone'));
    await user.type(
      within(screen.getByRole('region', { name: 'GST' })).getByLabelText(/^Invoice prefix/),
      '{Backspace}{Backspace}cb',
    );
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Salon settings saved.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      phones: ['9876543210'],
      invoicePrefix: 'CB',
      map: { latitude: 30.9, longitude: 75.85 },
      gst: { gstin: '', stateCode: '03', pricesIncludeGst: true, serviceRatePercent: 5 },
    });
    expect(sent[0]).not.toHaveProperty('timeZone');
    await waitFor(() => expect(within(salon).getByLabelText('Second phone')).toHaveValue(''));
  });

  it('puts back what is saved on Undo Changes', async () => {
    stubSettings();
    signIn(admin);
    renderApp('/salon-settings');
    const salon = await screen.findByRole('region', { name: 'The salon' });
    const user = userEvent.setup();
    await user.clear(within(salon).getByLabelText(/^Salon name/));
    await user.type(within(salon).getByLabelText(/^Salon name/), 'Elsewhere');
    await user.click(screen.getByRole('button', { name: 'Undo Changes' }));
    expect(within(salon).getByLabelText(/^Salon name/)).toHaveValue('Curly Studio');
  });

  it('says when the settings could not be loaded, and tries again', async () => {
    let failing = true;
    stubApi(({ url }) => {
      if (!url.startsWith('/api/settings')) return undefined;
      return failing
        ? { status: 500, body: { message: 'Server Error', error: 'Server Error' } }
        : { body: { data: testSettings } };
    });
    signIn(admin);
    renderApp('/salon-settings');
    expect(await screen.findByText('The settings could not be loaded.')).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'The salon' })).toBeInTheDocument();
  });

  itSendsHome('/salon-settings', ['staff', 'a customer'], () => stubSettings());
});
