/** Links to reach the salon, built from the settings the API serves (never hard-coded details). */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

const point = (p: MapPoint) => `${p.latitude},${p.longitude}`;

/** Google Maps directions (docs/product.md#footer); the origin is the visitor's position when permitted. */
export function directionsUrl(destination: MapPoint, origin?: MapPoint): string {
  const from = origin ? `&origin=${point(origin)}` : '';
  return `https://www.google.com/maps/dir/?api=1${from}&destination=${point(destination)}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailUrl(email: string): string {
  return `mailto:${email}`;
}
