/** The settings form's values: the stored settings as the form's inputs hold them (numbers typed as text). */
import type { Path } from 'react-hook-form';
import type { SalonSettings } from '@shared/site.schemas';

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
  gst: { gstin: string; stateCode: string; pricesIncludeGst: boolean; serviceRatePercent: string };
  upi: { id: string; payee: string };
  invoicePrefix: string;
  hi: { tagline: string; address: string; city: string; openingHours: string };
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
    gst: { ...settings.gst, serviceRatePercent: String(settings.gst.serviceRatePercent) },
    upi: { ...settings.upi },
    invoicePrefix: settings.invoicePrefix,
    hi: {
      tagline: settings.hi?.tagline ?? '',
      address: settings.hi?.address ?? '',
      city: settings.hi?.city ?? '',
      openingHours: settings.hi?.openingHours ?? '',
    },
  };
}

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
  'upi.id',
  'upi.payee',
  'invoicePrefix',
  'hi.tagline',
  'hi.address',
  'hi.city',
  'hi.openingHours',
];
