/** A click handler that opens directions to the salon, or nothing until the settings (and its map point) arrive. */
import { useTranslation } from '@web/i18n';
import { useSalonSettings } from '@web/lib/salon-settings';
import { openDirections } from './directions';

export function useDirections(): (() => void) | undefined {
  const { t } = useTranslation('layout');
  const { settings } = useSalonSettings();
  if (!settings) return undefined;
  return () => openDirections(settings.map, t('directions.unsupported'));
}
