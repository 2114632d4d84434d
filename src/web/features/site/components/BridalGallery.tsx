/**
 * The bridal page's image grid (docs/product.md#bridal): the salon's own photos where the admin uploaded them
 * (docs/product.md#salon-photos), else looks and details the studio does in our own artwork. Below the page's hero,
 * so every picture waits until it comes near the screen.
 */
import { Text } from '@mantine/core';
import { useLanguage, useText } from '@web/i18n';
import { useSalonSettings } from '@web/lib/salon-settings';
import { BRIDAL_GALLERY } from './bridal-plans';
import classes from './Bridal.module.css';
import { siteText } from '../en';
import { Columns } from '@web/components/Columns';
import { photoAlt, photoSources } from './site-photos';

/** Two columns on a phone, three from 768 px in a container of at most 1320 px (Columns below). */
const GALLERY_SIZES = '(max-width: 48em) 50vw, (max-width: 82.5em) 33vw, 440px';
const GALLERY_COLUMNS = { base: 2, sm: 3 };

export function BridalGallery() {
  const { t } = useText(siteText);
  const language = useLanguage();
  const photos = useSalonSettings().settings?.photos?.bridal ?? [];

  if (photos.length > 0) {
    return (
      <Columns cols={GALLERY_COLUMNS} spacing={{ base: 'sm', sm: 'lg' }} className={classes.gallery}>
        {photos.map((photo) => {
          const { src, srcSet, width, height } = photoSources(photo);
          return (
            <figure key={photo.id} className={classes.figure} data-photo="">
              <img
                src={src}
                srcSet={srcSet}
                sizes={GALLERY_SIZES}
                alt={photoAlt(photo, language)}
                width={width}
                height={height}
                loading="lazy"
                decoding="async"
              />
            </figure>
          );
        })}
      </Columns>
    );
  }

  return (
    <Columns cols={GALLERY_COLUMNS} spacing={{ base: 'sm', sm: 'lg' }} className={classes.gallery}>
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
