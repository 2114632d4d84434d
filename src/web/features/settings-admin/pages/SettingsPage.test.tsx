import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@shared/salon-settings.schemas';
import type { SalonSettings } from '@shared/site.schemas';
import { FALLBACK_CATEGORIES } from '@web/lib/categories';
import { openAppAs, renderApp, signIn, stubApi, testSettings, testUser, type StubHandler } from '@web/test/render';
import { itSendsHome } from '@web/test/guards';

const admin = testUser({ id: 1, name: 'Admin', user_type: 1 });

/** The catalogue's categories, as the settings page loads them for the SAC codes. */
const categories: StubHandler = ({ url }) =>
  url.startsWith('/api/expense/categories') ? { body: { data: FALLBACK_CATEGORIES } } : undefined;

/** Settings with SAC codes for Hair Care (4) and Facial (3), and two products. */
function taxedSettings(): SalonSettings {
  const settings = structuredClone(testSettings);
  settings.gst = {
    ...settings.gst,
    sacByCategory: { '4': '999721', '3': '999722' },
    products: [
      { name: 'Shampoo', hsn: '3305', ratePercent: 18 },
      { name: 'Nail Polish', hsn: '3304', ratePercent: 18 },
    ],
    otherProducts: { hsn: '3305', ratePercent: 18 },
  };
  return settings;
}

/** The settings routes over one stored copy; answers what was sent to the update. */
function stubSettings(stored: SalonSettings = structuredClone(testSettings)) {
  const sent: unknown[] = [];
  stubApi(categories, ({ url, init }) => {
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

/** Opens the settings as the admin, and gives the section named `name` once it shows. */
async function openSection(name: string) {
  const { user } = openAppAs(admin, '/salon-settings');
  return { section: await screen.findByRole('region', { name }), user };
}

describe('SettingsPage', { timeout: 20_000 }, () => {
  it('shows the saved settings in their sections', async () => {
    stubSettings();
    const { section: salon } = await openSection('The salon');
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
    const { section: gst, user } = await openSection('GST');
    await user.type(within(gst).getByLabelText('GSTIN'), '03AAPFU0939F1ZW');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await within(gst).findByText("The GSTIN's last character does not match the others. Please check it."),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('saves the changed settings as the API takes them and shows what was saved', async () => {
    const { sent } = stubSettings();
    const { section: salon, user } = await openSection('The salon');
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
    const { section: salon, user } = await openSection('The salon');
    await user.clear(within(salon).getByLabelText(/^Salon name/));
    await user.type(within(salon).getByLabelText(/^Salon name/), 'Elsewhere');
    await user.click(screen.getByRole('button', { name: 'Undo Changes' }));
    expect(within(salon).getByLabelText(/^Salon name/)).toHaveValue('Curly Studio');
  });

  it('says when the settings could not be loaded, and tries again', async () => {
    let failing = true;
    stubApi(categories, ({ url }) => {
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

  describe('tax codes', () => {
    async function openTaxCodes() {
      const { section: taxCodes, user } = await openSection('Tax codes');
      // The selects come once the categories are loaded.
      await within(taxCodes).findByRole('textbox', { name: 'Hair Care' });
      return { taxCodes, user };
    }

    async function choose(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: RegExp | string) {
      await user.click(select);
      await user.click(await screen.findByRole('option', { name: option }));
    }

    const row = (taxCodes: HTMLElement, number: number) =>
      within(within(taxCodes).getByRole('group', { name: `Product ${number}` }));

    it('shows the SAC code of each category and the products with their HSN codes and rates', async () => {
      stubSettings(taxedSettings());
      const { taxCodes } = await openTaxCodes();
      const sac = within(within(taxCodes).getByRole('region', { name: 'SAC per category' }));
      expect(sac.getByRole('textbox', { name: 'Hair Care' })).toHaveValue('999721 · Hairdressing and barbers');
      expect(sac.getByRole('textbox', { name: 'Facial' })).toHaveValue(
        '999722 · Cosmetic treatment, manicure and pedicure',
      );
      expect(sac.getByRole('textbox', { name: 'Nails' })).toHaveValue('None');
      expect(row(taxCodes, 1).getByLabelText(/^Product name/)).toHaveValue('Shampoo');
      expect(row(taxCodes, 1).getByLabelText(/^HSN code/)).toHaveValue('3305');
      expect(row(taxCodes, 1).getByLabelText(/^GST rate/)).toHaveValue('18');
      expect(row(taxCodes, 2).getByLabelText(/^Product name/)).toHaveValue('Nail Polish');
      expect(row(taxCodes, 2).getByRole('button', { name: 'Remove Nail Polish' })).toBeInTheDocument();
      const other = within(within(taxCodes).getByRole('region', { name: 'Any other product' }));
      expect(other.getByLabelText(/^HSN code/)).toHaveValue('3305');
      expect(other.getByLabelText(/^GST rate/)).toHaveValue('18');
    });

    it('sends the codes chosen, without the categories left at None, and the products as listed', async () => {
      const { sent } = stubSettings(taxedSettings());
      const { taxCodes, user } = await openTaxCodes();
      await choose(user, within(taxCodes).getByRole('textbox', { name: 'Facial' }), 'None');
      await choose(user, within(taxCodes).getByRole('textbox', { name: 'Nails' }), /^999722/);
      await user.click(within(taxCodes).getByRole('button', { name: 'Remove Nail Polish' }));
      await user.click(within(taxCodes).getByRole('button', { name: 'Add product' }));
      const added = row(taxCodes, 2);
      // A new product starts at the rate of any other product.
      expect(added.getByLabelText(/^GST rate/)).toHaveValue('18');
      await user.type(added.getByLabelText(/^Product name/), 'Hair Serum');
      await user.type(added.getByLabelText(/^HSN code/), '33059090');
      await user.clear(added.getByLabelText(/^GST rate/));
      await user.type(added.getByLabelText(/^GST rate/), '12.5');
      await user.click(screen.getByRole('button', { name: 'Save Settings' }));
      expect(await screen.findByText('Salon settings saved.')).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect((sent[0] as SalonSettings).gst).toEqual({
        gstin: '',
        stateCode: '03',
        pricesIncludeGst: true,
        serviceRatePercent: 5,
        sacByCategory: { '4': '999721', '2': '999722' },
        products: [
          { name: 'Shampoo', hsn: '3305', ratePercent: 18 },
          { name: 'Hair Serum', hsn: '33059090', ratePercent: 12.5 },
        ],
        otherProducts: { hsn: '3305', ratePercent: 18 },
      });
      // The saved settings come back into the form.
      expect(within(taxCodes).getByRole('textbox', { name: 'Facial' })).toHaveValue('None');
      expect(row(taxCodes, 2).getByLabelText(/^Product name/)).toHaveValue('Hair Serum');
      expect(within(taxCodes).queryByRole('group', { name: 'Product 3' })).not.toBeInTheDocument();
    });

    it('shows a wrong HSN code under its product and sends nothing', async () => {
      const { sent } = stubSettings(taxedSettings());
      const { taxCodes, user } = await openTaxCodes();
      await user.click(within(taxCodes).getByRole('button', { name: 'Add product' }));
      const added = row(taxCodes, 3);
      await user.type(added.getByLabelText(/^Product name/), 'Hair Serum');
      await user.type(added.getByLabelText(/^HSN code/), '33059');
      await user.click(screen.getByRole('button', { name: 'Save Settings' }));
      expect(await added.findByText(SETTINGS_MESSAGES.hsn)).toBeInTheDocument();
      expect(added.getByLabelText(/^HSN code/)).toHaveAttribute('aria-invalid', 'true');
      expect(row(taxCodes, 1).queryByText(SETTINGS_MESSAGES.hsn)).not.toBeInTheDocument();
      expect(sent).toEqual([]);
    });

    it('shows the server’s refusal of a product under that product’s field', async () => {
      const sent: unknown[] = [];
      stubApi(categories, ({ url, init }) => {
        if (url.startsWith('/api/settings/update')) {
          sent.push(JSON.parse(String(init.body)));
          return {
            status: 422,
            body: {
              message: SETTINGS_MESSAGES.productTwice,
              error: { 'gst.products.1.name': [SETTINGS_MESSAGES.productTwice] },
            },
          };
        }
        if (url.startsWith('/api/settings')) return { body: { data: taxedSettings() } };
        return undefined;
      });
      const { taxCodes, user } = await openTaxCodes();
      await user.click(screen.getByRole('button', { name: 'Save Settings' }));
      expect(await row(taxCodes, 2).findByText(SETTINGS_MESSAGES.productTwice)).toBeInTheDocument();
      expect(row(taxCodes, 2).getByLabelText(/^Product name/)).toHaveAttribute('aria-invalid', 'true');
      expect(row(taxCodes, 1).queryByText(SETTINGS_MESSAGES.productTwice)).not.toBeInTheDocument();
      expect(sent).toHaveLength(1);
    });

    it('stops adding products at the limit', async () => {
      const settings = taxedSettings();
      settings.gst.products = Array.from({ length: 40 }, (_, index) => ({
        name: `Product ${index + 1}`,
        hsn: '3305',
        ratePercent: 18,
      }));
      stubSettings(settings);
      signIn(admin);
      renderApp('/salon-settings');
      // Text queries: role queries over 120 inputs are slow in jsdom.
      const add = (await screen.findByText('Add product')).closest('button');
      expect(add).toBeDisabled();
    });
  });

  itSendsHome('/salon-settings', ['staff', 'a customer'], () => stubSettings());
});
