/**
 * 'Get Directions', fixed at the bottom left beside the footer's pages (document 1 §2 Footer). On a phone it is
 * only its icon, so it covers less of the page; its name stays the same for everyone.
 */
import { Button } from '@mantine/core';
import { IconDirections } from '@tabler/icons-react';
import { useTranslation } from '../i18n';
import { useDirections } from './use-directions';
import classes from './Floating.module.css';

export function FloatingDirectionsButton() {
  const { t } = useTranslation('layout');
  const showDirections = useDirections();
  if (!showDirections) return null;
  return (
    <Button
      className={classes.directions}
      onClick={showDirections}
      leftSection={<IconDirections size={18} aria-hidden />}
      size="sm"
      color="rose"
      radius="xl"
      aria-label={t('directions.floating')}
    >
      <span className={classes.directionsLabel}>{t('directions.floating')}</span>
    </Button>
  );
}
