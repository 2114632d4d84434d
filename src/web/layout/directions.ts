/**
 * Directions to the salon (docs/product.md#footer, #errors-public, #constants): from the visitor's position when the
 * browser may share it, else to the salon alone, in a new tab. The position is asked first so the permission prompt
 * shows on this page; if the browser then blocks the new tab, this tab goes to the directions instead.
 */
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@shared/constants';
import { directionsUrl, type MapPoint } from './contact-links';

export interface DirectionsEnvironment {
  geolocation: Geolocation | undefined;
  open: (url: string) => boolean;
  goTo: (url: string) => void;
  alert: (message: string) => void;
}

function browserEnvironment(): DirectionsEnvironment {
  return {
    geolocation: 'geolocation' in navigator ? navigator.geolocation : undefined,
    open: (url) => {
      const tab = window.open(url, '_blank');
      if (!tab) return false;
      tab.opener = null;
      return true;
    },
    goTo: (url) => window.location.assign(url),
    alert: (message) => window.alert(message),
  };
}

export function openDirections(
  destination: MapPoint,
  unsupportedMessage: string,
  environment: DirectionsEnvironment = browserEnvironment(),
): void {
  const { geolocation, open, goTo, alert } = environment;
  if (!geolocation) {
    alert(unsupportedMessage);
    return;
  }
  const show = (url: string) => {
    if (!open(url)) goTo(url);
  };
  geolocation.getCurrentPosition(
    ({ coords }) => show(directionsUrl(destination, { latitude: coords.latitude, longitude: coords.longitude })),
    (error) => {
      console.warn('Location unavailable; showing the way to the salon without a start point.', error.message);
      show(directionsUrl(destination));
    },
    { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS },
  );
}
