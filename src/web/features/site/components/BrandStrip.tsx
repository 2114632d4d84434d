/**
 * The product lines in our kit (docs/product.md#home, brand logos). Our own wordmarks of made-up names
 * (public/images/brands): no real brand's logo or trademark is shown.
 */
import { Container, Text } from '@mantine/core';
import { useText } from '@web/i18n';
import { BRAND_IMAGE_SIZE, PRODUCT_LINES } from './home-content';
import classes from './BrandStrip.module.css';
import { homeText } from './home-en';

export function BrandStrip() {
  const { t } = useText(homeText);
  return (
    <section className={classes.strip} aria-labelledby="brands-title">
      <Container size="xl">
        <Text id="brands-title" component="h2" className={classes.title}>
          {t('brands.title')}
        </Text>
        <ul className={classes.list}>
          {PRODUCT_LINES.map(({ file, name }) => (
            <li key={file}>
              <img
                src={`/images/brands/${file}.svg`}
                alt={t('brands.label', { name })}
                width={BRAND_IMAGE_SIZE.width}
                height={BRAND_IMAGE_SIZE.height}
                loading="lazy"
                decoding="async"
                className={classes.logo}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
