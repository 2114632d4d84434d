/**
 * Get Directions (the footer's and the floating one, docs/product.md#directions), an island
 * (docs/architecture.md#fast-public-pages) on the button DirectionsButton renders: a click asks the browser for the
 * visitor's position and opens the way to the salon (directions.ts). The salon's map point and the words for a
 * browser without geolocation are in the button's data attributes, read at the click.
 */
import { listeners, type Island } from '@web/lib/islands';
import { openDirections } from './directions';

export const directionsIsland: Island = (button) => {
  const events = listeners();
  events.on(button, 'click', () => {
    const { latitude, longitude, unsupported } = button.dataset;
    if (!latitude || !longitude) return; // the salon's settings have not arrived
    openDirections({ latitude: Number(latitude), longitude: Number(longitude) }, unsupported ?? '');
  });
  return events.removeAll;
};
