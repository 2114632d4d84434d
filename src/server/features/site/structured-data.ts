/** JSON-LD for the home page: the salon as a schema.org BeautySalon (issue 3, point 8). */
import { formatRupees } from '../../../shared/money';
import type { SalonSettings } from '../../../shared/site.schemas';

export interface PriceRange {
  lowest: number;
  highest: number;
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
      addressLocality: settings.city.replace(/\s*\d{6}$/, ''),
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
