/**
 * A Get Directions button (docs/product.md#directions), the footer's and the floating one. It renders the markup
 * only: the salon's map point and the words for a browser without geolocation are its data attributes, and
 * directions.island.ts answers the click, in the app and on a guest's document alike. Disabled until the salon's
 * settings have arrived.
 */
import { Button, type ButtonProps } from '@mantine/core';
import { useRef } from 'react';
import { useText } from '@web/i18n';
import { useIsland } from '@web/lib/use-island';
import { useSalonSettings } from '@web/lib/salon-settings';
import { directionsIsland } from './directions.island';
import { layoutText } from '@web/layout/en';

export function DirectionsButton(props: ButtonProps & { 'aria-label'?: string }) {
  const { t } = useText(layoutText);
  const { settings } = useSalonSettings();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useIsland(buttonRef, directionsIsland);
  return (
    <Button
      ref={buttonRef}
      data-island="directions"
      data-latitude={settings?.map.latitude}
      data-longitude={settings?.map.longitude}
      data-unsupported={t('directions.unsupported')}
      disabled={!settings}
      {...props}
    />
  );
}
