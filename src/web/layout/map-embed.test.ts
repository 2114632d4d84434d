import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, openMapUrl } from './map-embed';

describe('the footer map’s addresses', () => {
  it('frame OpenStreetMap’s embed around the salon’s point, with its marker', () => {
    expect(mapEmbedUrl({ latitude: 30.7412, longitude: 76.7798 })).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=76.7738,30.7377,76.7858,30.7447&marker=30.7412,76.7798&layer=mapnik',
    );
    expect(openMapUrl({ latitude: 30.7412, longitude: 76.7798 })).toBe(
      'https://www.openstreetmap.org/?mlat=30.7412&mlon=76.7798#map=17/30.7412/76.7798',
    );
  });

  it('keep the box on the map at its edges, and write no exponent', () => {
    const url = mapEmbedUrl({ latitude: 90, longitude: -180 });
    expect(url).toContain('bbox=-180,89.9965,-179.994,90&marker=90,-180&');
    expect(mapEmbedUrl({ latitude: 1e-7, longitude: 0 })).toContain('marker=0,0&');
  });
});
