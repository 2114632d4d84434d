/**
 * The footer map's addresses (docs/product.md#directions): OpenStreetMap's embed around the salon's point, with its
 * marker, and the same point on openstreetmap.org for "Open in maps". The Content-Security-Policy lets this one origin
 * be framed (src/server/app.ts).
 */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

/** Half the box around the point, in degrees: a few streets each way. */
const HALF_WIDTH = 0.006;
const HALF_HEIGHT = 0.0035;
const ZOOM = 17;

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
/** Six decimals (about 10 cm), no exponent. */
const degrees = (value: number) => String(Number(value.toFixed(6)));

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export function mapEmbedUrl({ latitude, longitude }: MapPoint): string {
  const bbox = [
    clamp(longitude - HALF_WIDTH, 180),
    clamp(latitude - HALF_HEIGHT, 90),
    clamp(longitude + HALF_WIDTH, 180),
    clamp(latitude + HALF_HEIGHT, 90),
  ]
    .map(degrees)
    .join(',');
  return `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=${bbox}&marker=${degrees(latitude)},${degrees(longitude)}&layer=mapnik`;
}

export function openMapUrl({ latitude, longitude }: MapPoint): string {
  const [lat, lon] = [degrees(latitude), degrees(longitude)];
  return `${MAP_EMBED_ORIGIN}/?mlat=${lat}&mlon=${lon}#map=${ZOOM}/${lat}/${lon}`;
}
