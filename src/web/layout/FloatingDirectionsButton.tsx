/**
 * 'Get Directions', fixed at the bottom left beside the footer's pages (docs/product.md#footer): at the left
 * end of the contact bar where the page leaves no margin for floating buttons (see Floating.module.css), with its
 * words; beside a wide page only its icon, so it stays in the margin. Its name is the same for everyone.
 */
import { Button } from '@mantine/core';
import { IconDirections } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { useDirections } from './use-directions';
import classes from './Floating.module.css';
import { layoutText } from '@web/layout/en';

export function FloatingDirectionsButton() {
  const { t } = useText(layoutText);
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
