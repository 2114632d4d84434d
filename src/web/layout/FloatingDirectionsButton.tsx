/**
 * 'Get Directions', fixed at the bottom left beside the footer's pages (docs/product.md#footer): at the left
 * end of the contact bar where the page leaves no margin for floating buttons (see Floating.module.css), with its
 * words; beside a wide page only its icon, so it stays in the margin. Its name is the same for everyone.
 */
import { IconDirections } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { useSalonSettings } from '@web/lib/salon-settings';
import { DirectionsButton } from './DirectionsButton';
import classes from './Floating.module.css';
import { layoutText } from '@web/layout/en';

export function FloatingDirectionsButton() {
  const { t } = useText(layoutText);
  const { settings } = useSalonSettings();
  if (!settings) return null;
  return (
    <DirectionsButton
      className={classes.directions}
      leftSection={<IconDirections size={18} aria-hidden />}
      size="sm"
      color="rose"
      radius="xl"
      aria-label={t('directions.floating')}
    >
      <span className={classes.directionsLabel}>{t('directions.floating')}</span>
    </DirectionsButton>
  );
}
