/** A click handler that opens directions to the salon, or nothing until the settings (and its map point) arrive. */
import { useText } from '@web/i18n';
import { useSalonSettings } from '@web/lib/salon-settings';
import { openDirections } from './directions';
import { layoutText } from '@web/layout/en';

export function useDirections(): (() => void) | undefined {
  const { t } = useText(layoutText);
  const { settings } = useSalonSettings();
  if (!settings) return undefined;
  return () => openDirections(settings.map, t('directions.unsupported'));
}
