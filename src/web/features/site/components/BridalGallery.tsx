/** The bridal page's image grid: looks and details the studio does (our own artwork). */
import { Text } from '@mantine/core';
import { useText } from '@web/i18n';
import { BRIDAL_GALLERY } from './bridal-plans';
import classes from './Bridal.module.css';
import { siteText } from '../en';
import { Columns } from '@web/components/Columns';

export function BridalGallery() {
  const { t } = useText(siteText);
  return (
    <Columns cols={{ base: 2, sm: 3 }} spacing={{ base: 'sm', sm: 'lg' }} className={classes.gallery}>
      {BRIDAL_GALLERY.map(({ key, image }) => (
        <figure key={key} className={classes.figure}>
          <img src={image} alt={t(`bridal.gallery.${key}`)} width={600} height={600} loading="lazy" />
          <Text component="figcaption" size="sm" fw={600} className={classes.caption}>
            {t(`bridal.gallery.${key}`)}
          </Text>
        </figure>
      ))}
    </Columns>
  );
}
