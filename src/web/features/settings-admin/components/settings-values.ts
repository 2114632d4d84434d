/** The settings form's values: the stored settings as the form's inputs hold them (numbers typed as text). */
import type { Path, Resolver } from 'react-hook-form';
import type { SacCode } from '@shared/invoice-tax';
import {
  TAXED_PRODUCTS_MAX,
  salonSettingsUpdateSchema,
  type SalonSettingsUpdate,
} from '@shared/salon-settings.schemas';
import type { SalonSettings } from '@shared/site.schemas';
import { HOME_COUNTERS, type HomeCounter } from '@shared/home-figures';
import { schemaResolver } from '@web/lib/form-fields';

/** A category's SAC as its select holds it: '' for none of its own (docs/product.md#salon-settings). */
export type SacChoice = SacCode | '';

/** A product's HSN code and GST rate as the inputs hold them. */
export interface ProductTaxValues {
  hsn: string;
  ratePercent: string;
}
export interface ProductValues extends ProductTaxValues {
  name: string;
}

export interface SettingsValues {
  name: string;
  legalName: string;
  tagline: string;
  address: string;
  city: string;
  postalCode: string;
  phones: [string, string];
  whatsapp: string;
  email: string;
  social: { instagram: string; facebook: string; youtube: string };
  feedbackFormUrl: string;
  map: { latitude: string; longitude: string };
  openingHours: string;
  openingHoursSpec: string;
  gst: {
    gstin: string;
    stateCode: string;
    pricesIncludeGst: boolean;
    serviceRatePercent: string;
    /** By category id. */
    sacByCategory: Record<string, SacChoice>;
    products: ProductValues[];
    otherProducts: ProductTaxValues;
  };
  upi: { id: string; payee: string };
  invoicePrefix: string;
  hi: { tagline: string; address: string; city: string; openingHours: string };
  /** The home page's figures the admin sets: '' for the figure from the bills (docs/product.md#home-figures). */
  counters: Record<HomeCounter, string>;
}

export function settingsValues(settings: SalonSettings): SettingsValues {
  return {
    name: settings.name,
    legalName: settings.legalName,
    tagline: settings.tagline,
    address: settings.address,
    city: settings.city,
    postalCode: settings.postalCode,
    phones: [settings.phones[0] ?? '', settings.phones[1] ?? ''],
    whatsapp: settings.whatsapp,
    email: settings.email,
    social: { ...settings.social },
    feedbackFormUrl: settings.feedbackFormUrl,
    map: { latitude: String(settings.map.latitude), longitude: String(settings.map.longitude) },
    openingHours: settings.openingHours,
    openingHoursSpec: settings.openingHoursSpec,
    gst: {
      ...settings.gst,
      serviceRatePercent: String(settings.gst.serviceRatePercent),
      sacByCategory: { ...settings.gst.sacByCategory },
      products: settings.gst.products.map((product) => ({
        name: product.name,
        hsn: product.hsn,
        ratePercent: String(product.ratePercent),
      })),
      otherProducts: {
        hsn: settings.gst.otherProducts.hsn,
        ratePercent: String(settings.gst.otherProducts.ratePercent),
      },
    },
    upi: { ...settings.upi },
    invoicePrefix: settings.invoicePrefix,
    hi: {
      tagline: settings.hi?.tagline ?? '',
      address: settings.hi?.address ?? '',
      city: settings.hi?.city ?? '',
      openingHours: settings.hi?.openingHours ?? '',
    },
    counters: Object.fromEntries(
      HOME_COUNTERS.map((key) => {
        const figure = settings.counters?.[key];
        return [key, typeof figure === 'number' ? String(figure) : ''];
      }),
    ) as Record<HomeCounter, string>,
  };
}

/** The values as the update takes them: a category left at none has no code at all, not ''. */
export function settingsInput(values: SettingsValues): SettingsValues {
  const sacByCategory = Object.fromEntries(
    Object.entries(values.gst.sacByCategory).filter(([, code]) => typeof code === 'string' && code !== ''),
  );
  return { ...values, gst: { ...values.gst, sacByCategory } };
}

const checkUpdate = schemaResolver<SettingsValues, SalonSettingsUpdate>(salonSettingsUpdateSchema);

/** The form's resolver: the shared schema on what the update will be, so Save sends only real SAC codes. */
export const settingsResolver: Resolver<SettingsValues, unknown, SalonSettingsUpdate> = (values, context, options) =>
  checkUpdate(settingsInput(values), context, options);

/** Each listed product's fields, by row (a 422 names them 'gst.products.2.hsn'). */
const PRODUCT_FIELDS = Array.from({ length: TAXED_PRODUCTS_MAX }, (_, row) =>
  (['name', 'hsn', 'ratePercent'] as const).map((key) => `gst.products.${row}.${key}` as const),
).flat();

/** Every field a refused save may name (the server's 422 names them by these paths). */
export const SETTINGS_FIELDS: readonly Path<SettingsValues>[] = [
  'name',
  'legalName',
  'tagline',
  'address',
  'city',
  'postalCode',
  'phones',
  'phones.0',
  'phones.1',
  'whatsapp',
  'email',
  'social.instagram',
  'social.facebook',
  'social.youtube',
  'feedbackFormUrl',
  'map.latitude',
  'map.longitude',
  'openingHours',
  'openingHoursSpec',
  'gst.gstin',
  'gst.stateCode',
  'gst.serviceRatePercent',
  'gst.sacByCategory',
  'gst.products',
  ...PRODUCT_FIELDS,
  'gst.otherProducts.hsn',
  'gst.otherProducts.ratePercent',
  'upi.id',
  'upi.payee',
  'invoicePrefix',
  'hi.tagline',
  'hi.address',
  'hi.city',
  'hi.openingHours',
  ...HOME_COUNTERS.map((key) => `counters.${key}` as const),
];
