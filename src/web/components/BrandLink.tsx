/** The salon's mark and name (from the settings), linking home. */
import { Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import { useSalonSettings } from '@web/lib/salon-settings';
import { paths } from '@web/paths';
import classes from './BrandLink.module.css';
import { commonText } from '@web/components/en';

export function BrandLink({ inverted = false }: { inverted?: boolean }) {
  const { t } = useText(commonText);
  const { settings, isLoading } = useSalonSettings();
  const name = settings?.name;

  return (
    <Link to={paths.home} className={classes.brand} aria-label={name ? undefined : t('brand.home')}>
      <img src="/logo.svg" width={36} height={36} alt="" className={classes.mark} />
      {isLoading ? (
        <Skeleton height={18} width={130} radius="xl" />
      ) : (
        name && (
          <Text component="span" className={classes.name} c={inverted ? 'white' : 'rose.8'} lineClamp={1}>
            {name}
          </Text>
        )
      )}
    </Link>
  );
}
