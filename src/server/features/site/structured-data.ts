/** JSON-LD for the home page: the salon as a schema.org BeautySalon (issue 3, point 8). */
import { formatRupees } from '@shared/money';
import type { SalonSettings } from '@shared/site.schemas';

export interface PriceRange {
  lowest: number;
  highest: number;
}

/**
 * The city without the six-digit postal code it may end with ('Ahmedabad 380015'). Read from the end, not with
 * `\s*\d{6}$`, which tries every run of spaces to its end (quadratic on a long one).
 */
function withoutPostalCode(city: string): string {
  const code = city.slice(-6);
  if (code.length < 6 || !/^\d{6}$/.test(code)) return city;
  return city.slice(0, -6).trimEnd();
}

export function beautySalonJsonLd(settings: SalonSettings, prices: PriceRange | undefined, publicUrl: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    name: settings.name,
    description: settings.tagline,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/logo.svg`,
    image: `${publicUrl}/logo.svg`,
    telephone: settings.phones.map((phone) => `+91${phone}`),
    email: settings.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address,
      addressLocality: withoutPostalCode(settings.city),
      postalCode: settings.postalCode,
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: settings.map.latitude, longitude: settings.map.longitude },
    openingHours: settings.openingHoursSpec,
    ...(prices ? { priceRange: `${formatRupees(prices.lowest)} – ${formatRupees(prices.highest)}` } : {}),
    currenciesAccepted: 'INR',
    sameAs: Object.values(settings.social).filter(Boolean),
  };
  // '<' never appears raw, so the text cannot close the script element.
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
